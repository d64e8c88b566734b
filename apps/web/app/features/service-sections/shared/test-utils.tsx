import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** Render a section at a page path, with a fresh query cache and no retries. */
export function renderAt(path: string, element: ReactNode) {
  // jsdom has no ResizeObserver; the marquee measures its content with one.
  if (typeof globalThis.ResizeObserver === 'undefined') {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router };
}

export const item = <T extends Record<string, unknown>>(id: number, attributes: T) => ({ id, attributes });

export const media = (url: string, name = url.split('/').pop() ?? 'file.svg') => ({
  data: { id: 1, attributes: { url, name, alternativeText: '' } },
});

/** fetch answers: a v4 body per URL prefix, or a status for a failure; unmatched URLs never answer. */
export function stubContent(answers: Readonly<Record<string, unknown>>, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const key = Object.keys(answers).find((prefix) => url.startsWith(prefix));
      if (!key) return new Promise<Response>(() => undefined);
      if (status !== 200) return Promise.resolve(new Response('down', { status }));
      return Promise.resolve(Response.json({ data: answers[key], meta: {} }));
    }),
  );
}

export const pending = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
