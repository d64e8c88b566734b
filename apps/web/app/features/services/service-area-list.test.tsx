import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { item, media, pending, renderAt, stubContent } from '~/content/page-content-test-utils';

import { ServiceAreaList } from './service-area-list';

const renderList = () => renderAt('/services', <ServiceAreaList heading="Service areas" />);

const blocks = [
  item(1, {
    title: 'QA & Testing',
    description: 'Tests that catch regressions.',
    CTA: 'Explore QA',
    url: '/services/quality-assurance-services',
    image: media('/uploads/qa.svg'),
  }),
  item(2, {
    title: 'Data Analytics',
    description: 'Dashboards leaders use.',
    CTA: '',
    url: '/services/data-analytics-services',
    image: media('/uploads/da.svg'),
  }),
  item(3, {
    title: 'Managed Operations',
    description: 'Sites that stay up.',
    CTA: 'Explore operations',
    url: '/services/operations-managed-services',
    image: null,
  }),
];

describe('ServiceAreaList content states', () => {
  it('shows a spinner while loading', () => {
    pending();
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Service areas');
  });

  it('shows the service-area error message, centred in a 300 px box, when the read fails', async () => {
    stubContent({ 'area-list': [] }, 503);
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch data. Please try again later.');
    expect(alert).toHaveClass('h-[300px]', 'items-center', 'justify-center', 'text-center');
  });

  it('shows the blocks with their images and links once loaded', async () => {
    stubContent({ 'area-list': blocks });
    renderList();
    expect(await screen.findByRole('heading', { name: 'QA & Testing', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore QA' })).toHaveAttribute(
      'href',
      '/services/quality-assurance-services',
    );
    expect(screen.getByRole('link', { name: 'More on Data Analytics' })).toHaveAttribute(
      'href',
      '/services/data-analytics-services',
    );
    // Images alternate: the first block's on the left, the second's on the right (docs/service-pages.md#where-the-content-comes-from).
    const images = screen.getByTestId('service-area-list').querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual(['/uploads/qa.svg', '/uploads/da.svg']);
    expect(images[0]).not.toHaveClass('md:order-2');
    expect(images[1]).toHaveClass('md:order-2');
    expect(screen.getByRole('heading', { name: 'Managed Operations', level: 3 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
