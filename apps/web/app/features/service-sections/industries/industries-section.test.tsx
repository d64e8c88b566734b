import { subServiceLayout } from '@auralis/content-manifest';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { item, media, pending, renderAt, stubContent } from '~/content/page-content-test-utils';
import { IndustriesSection } from './industries-section';

const PATH = '/digital-marketing-services/cro-services';
const section = <IndustriesSection pagePath={PATH} layout={subServiceLayout('cro-services')} />;

afterEach(() => vi.unstubAllGlobals());

describe('IndustriesSection', () => {
  it('shows a spinner while loading', () => {
    pending();
    renderAt(PATH, section);
    expect(screen.getByRole('status')).toHaveTextContent('Loading industry expertise');
  });

  it("says 'Failed to fetch data. Please try again later.' when the read fails", async () => {
    stubContent({ industries: {} }, 500);
    renderAt(PATH, section);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data. Please try again later.');
  });

  it("shows the entry heading and each industry's name as text beside an icon, and names its pause button", async () => {
    stubContent({
      industries: item(1, {
        title: 'Industries',
        heading: 'Conversion work by sector',
        description: 'Six sectors.',
        images: [{ ...media('/uploads/h.svg', 'industry-healthcare.svg'), alternativeText: 'Healthcare' }],
      }),
    });
    renderAt(PATH, section);
    expect(await screen.findByRole('heading', { name: 'Conversion work by sector' })).toBeInTheDocument();
    // react-fast-marquee renders its row only after its mount effect: wait for the badges, not just the heading.
    const labels = await screen.findAllByTestId('marquee-badge-label');
    expect(labels.map((label) => label.textContent)).toContain('Healthcare');
    // The words are text, not a picture of them: no image says the name.
    expect(screen.queryAllByAltText('Healthcare')).toEqual([]);
    expect(screen.getByRole('listitem')).toHaveTextContent('Healthcare');
    const pause = screen.getByRole('button', { name: 'Pause the industries' });
    fireEvent.click(pause);
    expect(pause).toHaveAccessibleName('Play the industries');
  });

  it('shows an image an editor uploaded as uploaded, with its alternative text (issue 33, item 5)', async () => {
    stubContent({
      industries: item(1, {
        title: 'Industries',
        heading: 'Conversion work by sector',
        description: 'Six sectors.',
        images: [
          { ...media('/uploads/h.svg', 'industry-healthcare.svg'), alternativeText: 'Healthcare' },
          { ...media('/uploads/logistics_4f2a.png', 'logistics-badge.png'), alternativeText: 'Logistics' },
        ],
      }),
    });
    renderAt(PATH, section);
    const uploaded = await screen.findAllByAltText('Logistics');
    expect(uploaded[0]).toHaveAttribute('src', '/uploads/logistics_4f2a.png');
    // The seeded badge keeps its icon and text; no generic badge is labelled with the uploaded file's name.
    const labels = screen.getAllByTestId('marquee-badge-label').map((label) => label.textContent);
    expect(labels).toContain('Healthcare');
    expect(labels).not.toContain('Logistics');
    expect(labels).not.toContain('logistics badge');
  });
});
