import { afterEach, describe, expect, it, vi } from 'vitest';

import { contentQueryOptions } from './content-queries';
import { fetchContent } from './fetch-content';
import { isStrapiUpdate, previewToken, startPreview } from './preview';

afterEach(() => {
  startPreview('');
  vi.unstubAllGlobals();
});

describe('preview mode', () => {
  it('is on only with a preview token in the address', () => {
    startPreview('?preview=123.abc&x=1');
    expect(previewToken()).toBe('123.abc');
    startPreview('?preview=');
    expect(previewToken()).toBeUndefined();
    startPreview('');
    expect(previewToken()).toBeUndefined();
  });

  it('sends the token with every content read and keeps drafts out of the caches', async () => {
    const spy = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(Response.json({ data: [], meta: {} })));
    vi.stubGlobal('fetch', spy);
    await fetchContent('service-faqs', 9);
    expect(spy.mock.calls[0]?.[1]?.headers).not.toHaveProperty('X-Preview-Token');
    expect(spy.mock.calls[0]?.[1]?.cache).toBeUndefined();
    const publicOptions = contentQueryOptions('service-faqs', 9);

    startPreview('?preview=123.abc');
    await fetchContent('service-faqs', 9);
    expect(spy.mock.calls[1]?.[1]?.headers).toMatchObject({ 'X-Preview-Token': '123.abc' });
    expect(spy.mock.calls[1]?.[1]?.cache).toBe('no-store');
    const previewOptions = contentQueryOptions('service-faqs', 9);
    expect(previewOptions.queryKey).not.toEqual(publicOptions.queryKey);
    expect(previewOptions.staleTime).toBe(0);
    expect(publicOptions.staleTime).toBeGreaterThan(0);
  });

  it("refetches only on the admin's save message from its own origin", () => {
    const message = (origin: string, data: unknown) => new MessageEvent('message', { origin, data });
    expect(isStrapiUpdate(message('http://site.test', { type: 'strapiUpdate' }), 'http://site.test')).toBe(true);
    expect(isStrapiUpdate(message('http://evil.test', { type: 'strapiUpdate' }), 'http://site.test')).toBe(false);
    expect(isStrapiUpdate(message('http://site.test', { type: 'other' }), 'http://site.test')).toBe(false);
    expect(isStrapiUpdate(message('http://site.test', 'strapiUpdate'), 'http://site.test')).toBe(false);
  });
});
