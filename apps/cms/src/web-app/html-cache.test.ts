import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { type CachedPage, canonicalPagePath, HtmlCache, pageCacheKey, pageEtag } from './html-cache';

function page(html: string, extra: Partial<CachedPage> = {}): CachedPage {
  return { status: 200, html, etag: pageEtag(html), csp: '', headers: {}, ...extra };
}

/** What the cache charges for a page without encodings (key, strings, headers). */
function charge(key: string, stored: CachedPage): number {
  const headers = Object.entries(stored.headers).reduce(
    (sum, [name, value]) => sum + Buffer.byteLength(name) + Buffer.byteLength(value),
    0,
  );
  return (
    Buffer.byteLength(key) +
    Buffer.byteLength(stored.html) +
    Buffer.byteLength(stored.etag) +
    Buffer.byteLength(stored.csp) +
    headers
  );
}

describe('HtmlCache', () => {
  it('evicts the least recently used page, a get counting as a use', () => {
    const a = page('a'.repeat(100));
    const b = page('b'.repeat(100));
    const c = page('c'.repeat(100));
    const cache = new HtmlCache(charge('a', a) * 2);
    cache.set('a', a);
    cache.set('b', b);
    expect(cache.get('a')).toBe(a);
    cache.set('c', c);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(a);
    expect(cache.get('c')).toBe(c);
    expect(cache.size).toBe(2);
  });

  it('counts the bytes of what it holds, UTF-8 included, and gives them back on replace and clear', () => {
    const cache = new HtmlCache();
    const first = page('é'.repeat(10), { csp: "default-src 'self'", headers: { 'x-page': 'home' } });
    cache.set('/', first);
    expect(cache.bytes).toBe(charge('/', first));
    expect(charge('/', first)).toBeGreaterThan(20);
    const second = page('plain');
    cache.set('/', second);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(charge('/', second));
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.get('/')).toBeUndefined();
  });

  it('stays within its byte bound whatever number of distinct keys a client makes', () => {
    const maxBytes = 64 * 1024;
    const cache = new HtmlCache(maxBytes);
    for (let i = 0; i < 1000; i += 1) {
      cache.set(pageCacheKey(`/flood/${i}`, 1, 'build'), page(`<p>${i}</p>`.padEnd(1000 + (i % 7) * 300, '.')));
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(cache.size).toBeGreaterThan(10);
    expect(cache.size).toBeLessThan(1000);
    // The newest pages are the ones kept.
    expect(cache.get(pageCacheKey('/flood/999', 1, 'build'))).toBeDefined();
    expect(cache.get(pageCacheKey('/flood/0', 1, 'build'))).toBeUndefined();
  });

  it('does not store a page larger than the whole cache, and keeps what it had', () => {
    const cache = new HtmlCache(1000);
    const small = page('small');
    cache.set('small', small);
    cache.set('huge', page('x'.repeat(2000)));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBe(small);
    expect(cache.bytes).toBe(charge('small', small));
  });

  it('compresses a page once per encoding and counts the buffers', () => {
    const html = `<!doctype html><main>${'<p>Lorem ipsum dolor sit amet</p>'.repeat(200)}</main>`;
    const cached = page(html);
    const cache = new HtmlCache();
    cache.set('/', cached);
    const plain = cache.bytes;

    const br = cache.encoded(cached, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(cache.encoded(cached, 'br')).toBe(br);
    expect(cached.br).toBe(br);
    expect(cache.bytes).toBe(plain + br.length);

    const gzip = cache.encoded(cached, 'gzip');
    expect(gunzipSync(gzip).toString()).toBe(html);
    expect(cache.encoded(cached, 'gzip')).toBe(gzip);
    expect(cache.bytes).toBe(plain + br.length + gzip.length);

    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it('counts encodings a page arrives with, and charges nothing for encoding a page it does not hold', () => {
    const cache = new HtmlCache();
    const withBuffers = page('<p>a</p>', { gzip: Buffer.alloc(40), br: Buffer.alloc(30) });
    cache.set('/a', withBuffers);
    expect(cache.bytes).toBe(charge('/a', withBuffers) + 70);

    const outside = page('<p>outside</p>');
    const before = cache.bytes;
    expect(gunzipSync(cache.encoded(outside, 'gzip')).toString()).toBe('<p>outside</p>');
    expect(cache.bytes).toBe(before);
  });

  it('evicts older pages when an encoding pushes it over the bound, or only the page itself if it alone no longer fits', () => {
    // Random bytes do not compress: the gzip is about as large as the page.
    const html = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join('');
    const old = page('old');
    const big = page(html);
    const cache = new HtmlCache(charge('old', old) + charge('big', big) + 100);
    cache.set('old', old);
    cache.set('big', big);
    cache.encoded(big, 'gzip');
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('old')).toBe(old);
    expect(cache.bytes).toBe(charge('old', old));
    expect(big.gzip).toBeDefined();

    // Room for the page and its gzip, not for the old page as well.
    const roomy = new HtmlCache(charge('big', big) + gzipSync(html).length);
    const again = page(html);
    roomy.set('old', old);
    roomy.set('big', again);
    roomy.encoded(again, 'gzip');
    expect(roomy.get('old')).toBeUndefined();
    expect(roomy.get('big')).toBe(again);
    expect(roomy.bytes).toBe(charge('big', big) + gzipSync(html).length);
  });

  it('charges one page object stored under two keys to each', () => {
    const cache = new HtmlCache();
    const shared = page('<p>shared</p>'.repeat(200));
    cache.set('one', shared);
    cache.set('two', shared);
    const two = cache.get('two');
    expect(two).toBeDefined();
    if (!two) return;
    const before = cache.bytes;
    const gzip = cache.encoded(two, 'gzip');
    expect(cache.bytes).toBe(before + gzip.length);
    const gzipOne = cache.encoded(shared, 'gzip');
    expect(cache.bytes).toBe(before + gzip.length + gzipOne.length);
  });
});

describe('pageEtag', () => {
  it('is a strong tag of the sha1 of the HTML', () => {
    expect(pageEtag('<p>a</p>')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(pageEtag('<p>a</p>')).toBe(pageEtag('<p>a</p>'));
    expect(pageEtag('<p>a</p>')).not.toBe(pageEtag('<p>b</p>'));
  });
});

describe('canonicalPagePath', () => {
  it('maps every spelling of a page to one path, and asks for a redirect when the spelling differs', () => {
    expect(canonicalPagePath('/contact')).toEqual({ path: '/contact', redirect: false });
    for (const spelling of ['/contact/', '/contact//', '//contact', '/%63ontact', '/%63ontact/', '/./contact']) {
      expect(canonicalPagePath(spelling), spelling).toEqual({ path: '/contact', redirect: true });
    }
    expect(canonicalPagePath('/')).toEqual({ path: '/', redirect: false });
    expect(canonicalPagePath('//')).toEqual({ path: '/', redirect: true });
    expect(canonicalPagePath('/services//web/')).toEqual({ path: '/services/web', redirect: true });
  });

  it('keeps case, and writes escapes one way (uppercase hex, only where needed)', () => {
    expect(canonicalPagePath('/About')).toEqual({ path: '/About', redirect: false });
    expect(canonicalPagePath('/caf%C3%A9')).toEqual({ path: '/caf%C3%A9', redirect: false });
    expect(canonicalPagePath('/caf%c3%a9')).toEqual({ path: '/caf%C3%A9', redirect: true });
    expect(canonicalPagePath('/café')).toEqual({ path: '/caf%C3%A9', redirect: true });
    expect(canonicalPagePath('/a%20b')).toEqual({ path: '/a%20b', redirect: false });
    expect(canonicalPagePath('/a b')).toEqual({ path: '/a%20b', redirect: true });
    expect(canonicalPagePath("/a:b@c!$&'()*+,;=")).toEqual({ path: "/a:b@c!$&'()*+,;=", redirect: false });
    expect(canonicalPagePath('/a%3Ab')).toEqual({ path: '/a:b', redirect: true });
    expect(canonicalPagePath('/100%25')).toEqual({ path: '/100%25', redirect: false });
  });

  it('keeps an encoded slash inside its segment', () => {
    expect(canonicalPagePath('/a%2Fb')).toEqual({ path: '/a%2Fb', redirect: false });
    expect(canonicalPagePath('/a%2fb')).toEqual({ path: '/a%2Fb', redirect: true });
    expect(canonicalPagePath('/..%2Fetc')).toEqual({ path: '/..%2Fetc', redirect: false });
  });

  it('never yields a path a browser would read as another host', () => {
    expect(canonicalPagePath('//evil.example/x')).toEqual({ path: '/evil.example/x', redirect: true });
    expect(canonicalPagePath('/\\evil.example')).toEqual({ path: '/%5Cevil.example', redirect: true });
    expect(canonicalPagePath('/%2F%2Fevil.example')?.path).toBe('/%2F%2Fevil.example');
  });

  it('refuses bad encoding, NUL, parent segments and relative paths', () => {
    for (const path of [
      '/%',
      '/%zz',
      '/%E0%A4%A',
      '/%C3',
      '/a%00b',
      '/a\0b',
      '/..',
      '/a/../b',
      '/a/%2e%2e/b',
      '/a/%2E%2E',
      'contact',
      '',
    ]) {
      expect(canonicalPagePath(path), JSON.stringify(path)).toBeUndefined();
    }
  });
});

describe('pageCacheKey', () => {
  it('differs by path, content version and build, and cannot be confused by separators in the parts', () => {
    const key = pageCacheKey('/contact', 3, 'abc');
    expect(pageCacheKey('/contact', '3', 'abc')).toBe(key);
    expect(pageCacheKey('/contact', 4, 'abc')).not.toBe(key);
    expect(pageCacheKey('/contact', 3, 'abd')).not.toBe(key);
    expect(pageCacheKey('/about', 3, 'abc')).not.toBe(key);
    expect(pageCacheKey('/x', '1:2', 'a')).not.toBe(pageCacheKey('/x', '2', 'a:1'));
  });
});
