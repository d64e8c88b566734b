import { subServiceLayout } from '@auralis/content-manifest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { item, pending, renderAt, stubContent } from '~/content/page-content-test-utils';
import { OverviewSection } from './overview-section';

const PATH = '/experience-design-services/ui-design-services';
const section = <OverviewSection pagePath={PATH} layout={subServiceLayout('ui-design-services')} />;

afterEach(() => vi.unstubAllGlobals());

describe('OverviewSection', () => {
  it('shows a spinner while loading', () => {
    pending();
    renderAt(PATH, section);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the overview');
  });

  it('shows the error when the read fails', async () => {
    stubContent({ overview: {} }, 500);
    renderAt(PATH, section);
    expect(await screen.findByRole('alert')).toHaveClass('h-[300px]');
  });

  it('renders the description, Markdown the server already turned into HTML', async () => {
    stubContent({
      overview: item(1, {
        title: 'Overview',
        heading: 'Interfaces people finish tasks in',
        description: '<p>We design <strong>screens</strong>.</p><ul><li>Audits</li><li>Systems</li></ul>',
      }),
    });
    renderAt(PATH, section);
    expect(await screen.findByRole('heading', { name: 'Interfaces people finish tasks in' })).toBeInTheDocument();
    expect(screen.getByText('screens').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
