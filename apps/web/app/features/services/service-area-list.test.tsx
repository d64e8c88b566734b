import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ServiceAreaList } from './service-area-list';

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    { path: '/', element: <ServiceAreaList endpoint="service-root-service-contents" heading="Service areas" /> },
  ]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const blocks = [
  {
    id: 1,
    attributes: {
      title: 'QA & Testing',
      description: 'Tests that catch regressions.',
      CTA: 'Explore QA',
      url: '/services/quality-assurance-services',
      image: { data: { id: 4, attributes: { url: '/uploads/qa.svg', name: 'qa.svg', alternativeText: '' } } },
    },
  },
  {
    id: 2,
    attributes: {
      title: 'Data Analytics',
      description: 'Dashboards leaders use.',
      CTA: null,
      url: '/services/data-analytics-services',
      image: { data: null },
    },
  },
];

afterEach(() => vi.unstubAllGlobals());

describe('ServiceAreaList content states', () => {
  it('shows a spinner while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Service areas');
  });

  it('shows the service-area error message, centred in a 300 px box, when the fetch fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('down', { status: 503 }))),
    );
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch data. Please try again later.');
    expect(alert).toHaveClass('h-[300px]', 'items-center', 'justify-center', 'text-center');
  });

  it('shows the error state, not a crash, when an entry is malformed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ data: [{ id: 1, attributes: { title: 7 } }] }))),
    );
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data. Please try again later.');
  });

  it('shows the blocks with their images and links once loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ data: blocks, meta: {} }))),
    );
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
    expect(screen.getByTestId('service-area-list').querySelector('img')).toHaveAttribute('src', '/uploads/qa.svg');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
