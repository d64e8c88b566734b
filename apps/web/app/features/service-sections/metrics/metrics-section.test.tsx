import { subServiceLayout } from '@auralis/content-manifest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { item, pending, renderAt, stubContent } from '~/content/page-content-test-utils';
import { MetricsSection } from './metrics-section';

const PATH = '/digital-marketing-services/performance-marketing-services';
const section = <MetricsSection pagePath={PATH} layout={subServiceLayout('performance-marketing-services')} />;

afterEach(() => vi.unstubAllGlobals());

describe('MetricsSection', () => {
  it('shows a spinner, then the error when the read fails', async () => {
    pending();
    const first = renderAt(PATH, section);
    expect(screen.getByRole('status')).toBeInTheDocument();
    first.unmount();
    stubContent({ metrics: [] }, 500);
    renderAt(PATH, section);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('numbers the metrics in an ordered list', async () => {
    stubContent({
      metrics: [
        item(1, { title: 'Cost per lead', description: 'Spend over leads.' }),
        item(2, { title: 'Return on ad spend', description: 'Revenue over spend.' }),
      ],
    });
    renderAt(PATH, section);
    const list = await screen.findByTestId('metrics-list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getByText('01')).toBeInTheDocument();
    expect(within(list).getByText('02')).toBeInTheDocument();
  });
});
