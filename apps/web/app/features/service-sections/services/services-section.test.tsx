import { subServiceLayout } from '@auralis/content-manifest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { item, pending, renderAt, stubContent } from '~/content/page-content-test-utils';
import { ServicesSection } from './services-section';

const PATH = '/digital-marketing-services/social-media-strategy-services';
const props = {
  pagePath: PATH,
  layout: subServiceLayout('social-media-strategy-services'),
  headings: {
    services: {
      title: 'Services',
      heading: 'Social media services for every stage',
      description: 'From plan to report.',
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('ServicesSection', () => {
  it('shows its heading and a spinner while loading', () => {
    pending();
    renderAt(PATH, <ServicesSection {...props} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Social media services for every stage');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the error when the read fails', async () => {
    stubContent({ services: [] }, 500);
    renderAt(PATH, <ServicesSection {...props} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('lists the services', async () => {
    stubContent({
      services: [item(1, { title: 'Channel audit', description: 'Where you post and why.' })],
    });
    renderAt(PATH, <ServicesSection {...props} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Channel audit' })).toBeInTheDocument();
  });
});
