import { afterEach, describe, expect, it, vi } from 'vitest';

import { ContentFetchError } from './content-origin';
import { fetchContent } from './fetch-content';

const block = (id: number, title: string) => ({
  id,
  attributes: {
    title,
    description: `${title} description`,
    CTA: 'More',
    url: '/services',
    image: { data: { id: 9, attributes: { url: '/uploads/a.svg', name: 'a.svg', alternativeText: '' } } },
  },
});

function mockFetch(response: Response | Promise<Response>) {
  const spy = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(response));
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchContent', () => {
  it('asks for the v4 shape with populate=* and returns the validated data', async () => {
    const spy = mockFetch(Response.json({ data: [block(1, 'QA')], meta: {} }));
    const data = await fetchContent('service-root-service-contents', undefined);
    expect(data).toEqual([block(1, 'QA')]);
    expect(spy).toHaveBeenCalledWith(
      '/api/service-root-service-contents?populate=*',
      expect.objectContaining({
        headers: expect.objectContaining({ 'Strapi-Response-Format': 'v4' }),
      }),
    );
  });

  it('puts the number in the path of numbered endpoints', async () => {
    const spy = mockFetch(
      Response.json({ data: { id: 2, attributes: { title: 'Overview', heading: 'H', description: 'D' } }, meta: {} }),
    );
    await fetchContent('service-overview-contents', 2);
    expect(spy.mock.calls[0]?.[0]).toBe('/api/service-overview-contents/2?populate=*');
  });

  it('rejects a failed request with a readable message', async () => {
    mockFetch(new Response('nope', { status: 500 }));
    await expect(fetchContent('service-root-service-contents', undefined)).rejects.toThrow(ContentFetchError);
  });

  it('rejects a malformed entry instead of passing it on', async () => {
    mockFetch(Response.json({ data: [{ id: 1, attributes: { description: 'no title' } }] }));
    await expect(fetchContent('service-root-service-contents', undefined)).rejects.toThrow(/malformed/);
  });

  it('rejects an endpoint the manifest does not have', async () => {
    await expect(fetchContent('not-an-endpoint', undefined)).rejects.toThrow(/Unknown content endpoint/);
  });
});
