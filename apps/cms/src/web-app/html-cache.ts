/**
 * In-memory cache of server-rendered pages.
 *
 * Bounded by bytes rather than entries: a page's size varies by orders of magnitude, and every distinct key a
 * client can make (a new path spelling, a new content version) would otherwise be one more page held. Keys
 * are made from a canonical path (`canonicalPagePath`), so spellings of one page share one entry, and from the
 * content version and build, so a publish or a deploy simply stops hitting the old entries, which then age out.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export interface CachedPage {
  readonly status: number;
  readonly html: string;
  /** Strong: `"<sha1 of html, base64url>"` (`pageEtag`). */
  readonly etag: string;
  readonly csp: string;
  readonly headers: Record<string, string>;
  gzip?: Buffer;
  br?: Buffer;
}

export type PageEncoding = 'br' | 'gzip';

export const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

export function pageEtag(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url')}"`;
}

interface Entry {
  readonly page: CachedPage;
  bytes: number;
}

/**
 * What an entry holds: its key and every string and buffer of the page. The strings other than the HTML are
 * small but not nothing (a policy listing script hashes is about a kilobyte), and a bound that ignored them
 * could be exceeded by many small pages.
 */
function entryBytes(key: string, page: CachedPage): number {
  let bytes = Buffer.byteLength(key) + Buffer.byteLength(page.html) + Buffer.byteLength(page.etag);
  bytes += Buffer.byteLength(page.csp);
  for (const [name, value] of Object.entries(page.headers)) bytes += Buffer.byteLength(name) + Buffer.byteLength(value);
  return bytes + (page.gzip?.length ?? 0) + (page.br?.length ?? 0);
}

export class HtmlCache {
  /** In least-recently-used order: a hit moves its entry to the end, eviction takes from the front. */
  private readonly entries = new Map<string, Entry>();
  /** The key a stored page object lives under, so `encoded` can charge its new buffer to that entry. */
  private keys = new WeakMap<CachedPage, string>();
  private totalBytes = 0;

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /** Stores the page as the most recent entry; one larger than the whole cache is not stored at all. */
  set(key: string, page: CachedPage): void {
    this.delete(key);
    // One page object under two keys would have its later encodings charged to one of them only.
    const stored = this.keys.has(page) ? { ...page } : page;
    const bytes = entryBytes(key, stored);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { page: stored, bytes });
    this.keys.set(stored, key);
    this.totalBytes += bytes;
    this.evict();
  }

  clear(): void {
    this.entries.clear();
    this.keys = new WeakMap();
    this.totalBytes = 0;
  }

  /**
   * The page compressed for `encoding`, made on first use and kept on the page, so each page is compressed
   * once however often it is sent. If the page is stored, the buffer counts towards the bound (and may evict
   * older pages, or this one if it no longer fits on its own).
   */
  encoded(page: CachedPage, encoding: PageEncoding): Buffer {
    const existing = page[encoding];
    if (existing) return existing;
    const buffer =
      encoding === 'br'
        ? brotliCompressSync(page.html, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
          })
        : gzipSync(page.html);
    page[encoding] = buffer;
    const key = this.keys.get(page);
    const entry = key === undefined ? undefined : this.entries.get(key);
    if (key !== undefined && entry?.page === page) {
      entry.bytes += buffer.length;
      this.totalBytes += buffer.length;
      if (entry.bytes > this.maxBytes) this.delete(key);
      else this.evict();
    }
    return buffer;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.keys.delete(entry.page);
    this.totalBytes -= entry.bytes;
  }

  private evict(): void {
    while (this.totalBytes > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }
}

/** RFC 3986 `pchar` minus the unreserved characters, which encodeURIComponent already leaves alone. */
const PCHAR_KEPT = /%(?:24|26|2B|2C|3B|3D|3A|40)/g;

/**
 * The one spelling of a page path that keys the cache and that other spellings are redirected to.
 *
 * Each segment is percent-decoded and re-encoded in a single form (RFC 3986 §6.2.2: characters a path may
 * carry as they are stay unencoded, everything else is encoded with uppercase hex), so `/%63ontact` and
 * `/contact` are one page while the result stays a valid URL path to send as a Location. An encoded slash
 * stays inside its segment, as React Router matches it. Empty segments (`//`, a trailing slash) and `.`
 * segments are dropped; the result never starts with `//` or `/\`, which a browser would read as another host.
 *
 * Undefined for a path that is not absolute, is badly encoded, contains NUL, or has a `..` segment.
 */
export function canonicalPagePath(rawPath: string): { path: string; redirect: boolean } | undefined {
  if (!rawPath.startsWith('/')) return undefined;
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment.includes('\0') || segment === '..') return undefined;
    if (segment === '' || segment === '.') continue;
    try {
      segments.push(encodeURIComponent(segment).replace(PCHAR_KEPT, (escape) => decodeURIComponent(escape)));
    } catch {
      // A lone surrogate: no byte sequence a client could have sent.
      return undefined;
    }
  }
  const path = `/${segments.join('/')}`;
  return { path, redirect: path !== rawPath };
}

/** Unambiguous whatever characters the parts contain. */
export function pageCacheKey(path: string, contentVersion: number | string, buildId: string): string {
  return JSON.stringify([buildId, String(contentVersion), path]);
}
