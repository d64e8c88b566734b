import { subServiceLayout } from '@auralis/content-manifest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { item, pending, renderAt, stubContent } from '~/content/page-content-test-utils';
import { OtherServicesSection } from './other-services-section';

const PATH = '/digital-marketing-services/cro-services';
const section = <OtherServicesSection pagePath={PATH} layout={subServiceLayout('cro-services')} />;

afterEach(() => vi.unstubAllGlobals());

describe('OtherServicesSection', () => {
  it('shows a spinner, then the error when the read fails', async () => {
    pending();
    const first = renderAt(PATH, section);
    expect(screen.getByRole('status')).toBeInTheDocument();
    first.unmount();
    stubContent({ 'other-services': [] }, 500);
    renderAt(PATH, section);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('links the other services and leaves out the page itself', async () => {
    stubContent({
      'other-services': [
        item(1, { title: 'SEO', description: 'Search.', path: '/digital-marketing-services/b2b-seo-services' }),
        item(2, { title: 'CRO', description: 'Conversion.', path: PATH }),
      ],
    });
    renderAt(PATH, section);
    expect(await screen.findByRole('link', { name: /SEO/ })).toHaveAttribute(
      'href',
      '/digital-marketing-services/b2b-seo-services',
    );
    expect(screen.queryByRole('link', { name: /CRO/ })).not.toBeInTheDocument();
  });
});
