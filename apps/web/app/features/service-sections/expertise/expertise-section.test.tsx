import { subServiceLayout } from '@auralis/content-manifest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { item, media, pending, renderAt, stubContent } from '~/content/page-content-test-utils';
import { ExpertiseSection } from './expertise-section';

const dm = (slug: string) => `/digital-marketing-services/${slug}`;

afterEach(() => vi.unstubAllGlobals());

describe('ExpertiseSection', () => {
  it('shows eight static email platform logos without a fetch', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const path = dm('targeted-email-marketing-services');
    renderAt(path, <ExpertiseSection pagePath={path} layout={subServiceLayout('targeted-email-marketing-services')} />);
    // The moving row is hidden from screen readers; they read the names once from a list.
    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toHaveLength(8);
    const alts = (await screen.findAllByRole('img', { hidden: true })).map((img) => img.getAttribute('alt'));
    expect(new Set(alts).size).toBe(8);
    expect(fetch).not.toHaveBeenCalled();
  });

  const path = dm('social-media-strategy-services');
  const layout = subServiceLayout('social-media-strategy-services');

  it('shows a spinner while the expertise section loads', () => {
    pending();
    renderAt(path, <ExpertiseSection pagePath={path} layout={layout} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the error when the expertise section’s read fails', async () => {
    stubContent({ expertise: {} }, 500);
    renderAt(path, <ExpertiseSection pagePath={path} layout={layout} />);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the social media logos with alt text', async () => {
    stubContent({
      expertise: item(1, {
        title: 'Social media',
        heading: 'The networks we plan for',
        images: [{ ...media('/uploads/x.svg'), alternativeText: 'X' }],
      }),
    });
    renderAt(path, <ExpertiseSection pagePath={path} layout={layout} />);
    expect(
      await screen.findByRole('heading', { name: 'The networks we plan for' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // react-fast-marquee renders its row only after its mount effect: wait for the images, not just the heading.
    expect((await screen.findAllByAltText('X')).length).toBeGreaterThan(0);
  });
});
