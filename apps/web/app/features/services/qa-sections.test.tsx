import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { QaSections } from './qa-sections';

const QA = '/services/quality-assurance-services';
const QA_READS = [
  'service-qa-testing-overview',
  'service-qa-testing-stands',
  'service-qa-testing-we-serves',
  'service-qa-testing-stack',
];

function renderQa(pagePath: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <QaSections pagePath={pagePath} />
    </QueryClientProvider>,
  );
}

const endpointOf = (url: unknown) => String(url).split('?')[0]?.split('/')[2];

afterEach(() => vi.unstubAllGlobals());

describe('QaSections (SPEC.md §7 "QA page")', () => {
  it('asks for all four QA reads at once, before any of them answers', () => {
    // No read ever answers: whatever was requested was requested in parallel, not one after another.
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    renderQa(QA);
    expect(fetch.mock.calls.map(([url]: unknown[]) => endpointOf(url)).sort()).toEqual([...QA_READS].sort());
    expect(screen.getAllByRole('status')).toHaveLength(4);
  });

  it('shows each read as its own section, and one failing read does not hide the others', async () => {
    const item = (id: number, title: string) => ({ id, attributes: { title, heading: null, description: 'Text.' } });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        const name = endpointOf(url);
        if (name === 'service-qa-testing-stands') return Promise.resolve(new Response('down', { status: 500 }));
        const data = name === 'service-qa-testing-overview' ? item(1, 'QA overview') : [item(2, `Item of ${name}`)];
        return Promise.resolve(Response.json({ data, meta: {} }));
      }),
    );
    renderQa(QA);
    expect(await screen.findByTestId('qa-overview')).toHaveTextContent('QA overview');
    expect(await screen.findByTestId('qa-we-serve')).toHaveTextContent('Item of service-qa-testing-we-serves');
    expect(await screen.findByTestId('qa-stack')).toHaveTextContent('Item of service-qa-testing-stack');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data. Please try again later.');
    expect(screen.getByRole('heading', { name: 'What we stand for' })).toBeInTheDocument();
  });

  it('renders nothing and reads nothing on an area without QA content', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { container } = renderQa('/services/ai-services');
    expect(container).toBeEmptyDOMElement();
    expect(fetch).not.toHaveBeenCalled();
  });
});
