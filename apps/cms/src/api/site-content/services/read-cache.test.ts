import { describe, expect, it } from 'vitest';

import { cacheKey, canonicalEndpoint, ReadCache, type VersionStore } from './read-cache';

function memoryStore(): VersionStore & { value: unknown } {
  return {
    value: undefined,
    get() {
      return Promise.resolve(this.value);
    },
    set({ value }) {
      this.value = value;
      return Promise.resolve();
    },
  };
}

describe('canonicalEndpoint', () => {
  it('gives every spelling of one numbered path the router accepts the same name and number', () => {
    const expected = { name: 'service-faqs', number: 1 };
    for (const spelling of [
      '/api/service-faqs/1',
      '/api/service-faqs/01',
      '/api/service-faqs/001',
      '/api/service-faqs/%31',
      '/api/service-faqs/1/',
      '/API/service-faqs/1',
      '/Api/SERVICE-FAQS/1',
    ]) {
      expect(canonicalEndpoint(spelling), spelling).toEqual(expected);
    }
  });

  it('names an unnumbered endpoint without a number, with or without a trailing slash', () => {
    const expected = { name: 'service-tech-engg-web-service-contents', number: undefined };
    expect(canonicalEndpoint('/api/service-tech-engg-web-service-contents')).toEqual(expected);
    expect(canonicalEndpoint('/api/service-tech-engg-web-service-contents/')).toEqual(expected);
  });

  it('has no key for paths that name no endpoint, or a number the endpoint does not have', () => {
    for (const path of [
      '/api/no-such-endpoint',
      '/api/service-faqs',
      '/api/service-faqs/0',
      '/api/service-faqs/99999',
      '/api/service-faqs/1e0',
      '/api/service-faqs/-1',
      '/api/service-faqs/%',
      '/api/service-faqs/1//',
      '/api//service-faqs/1',
      '/api/service-faqs/1/2',
      '/api/service-tech-engg-web-service-contents/1',
      '/uploads/service-faqs/1',
      '/api/service-faq%73/1',
    ]) {
      expect(canonicalEndpoint(path), path).toBeUndefined();
    }
  });

  it('keys the v4 and v5 shapes apart', () => {
    const endpoint = { name: 'service-faqs', number: 1 };
    expect(cacheKey('v4', endpoint)).toBe('v4:service-faqs/1');
    expect(cacheKey('v5', endpoint)).toBe('v5:service-faqs/1');
  });
});

describe('ReadCache', () => {
  it('does not store an answer read before an invalidation that landed during the read', async () => {
    const cache = new ReadCache(memoryStore);
    const generation = cache.generation();
    // A write lands while the miss reads the database...
    await cache.invalidate();
    // ...so the older body it read is sent but not kept.
    cache.set('v4:service-faqs/1', 'old', generation);
    expect(cache.get('v4:service-faqs/1')).toBeUndefined();
    cache.set('v4:service-faqs/1', 'new', cache.generation());
    expect(cache.get('v4:service-faqs/1')?.body).toBe('new');
  });

  it("does not store an answer read before another instance's write was noticed", async () => {
    const store = memoryStore();
    const cache = new ReadCache(() => store);
    await cache.refresh();
    const generation = cache.generation();
    // Another instance records a write; this one notices at its next check (at most once a second).
    store.value = 7;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await cache.refresh();
    cache.set('v4:service-faqs/1', 'old', generation);
    expect(cache.get('v4:service-faqs/1')).toBeUndefined();
  });

  it('drops the least recently used entry past its bound instead of everything', () => {
    const cache = new ReadCache(memoryStore, 3);
    const generation = cache.generation();
    cache.set('a', 'A', generation);
    cache.set('b', 'B', generation);
    cache.set('c', 'C', generation);
    expect(cache.get('a')?.body).toBe('A');
    cache.set('d', 'D', generation);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body).toBe('A');
    expect(cache.get('c')?.body).toBe('C');
    expect(cache.get('d')?.body).toBe('D');
  });

  it('keeps the stored values a page is made of in the same generation as the answers, and clears them together', async () => {
    const cache = new ReadCache(memoryStore);
    const before = cache.generation();
    const faq = { value: [{ id: 3, question: 'Who owns the code?' }] };
    cache.setValue('page:/agiliti-hire-dedicated-developers#faq', faq, before);
    cache.set('v4:agiliti-root-faq-contents', '{"data":[]}', before);
    // The value is the object read, not a copy of it in JSON.
    expect(cache.getValue('page:/agiliti-hire-dedicated-developers#faq')).toBe(faq);
    await cache.invalidate();
    expect(cache.getValue('page:/agiliti-hire-dedicated-developers#faq')).toBeUndefined();
    expect(cache.get('v4:agiliti-root-faq-contents')).toBeUndefined();
    // A value read before the write is not kept after it.
    cache.setValue('page:/agiliti-hire-dedicated-developers#faq', faq, before);
    expect(cache.getValue('page:/agiliti-hire-dedicated-developers#faq')).toBeUndefined();
  });
});
