/**
 * Server-side cache of content read responses (issue: "a server-side cache of read responses that any write
 * through the admin invalidates").
 *
 * Entries are serialized bodies with their ETag and, made on first use, their gzip and brotli encodings.
 * A hit is answered by `global::content-cache`, the first middleware, without the rest of Strapi's chain.
 * A write to any content type, media file or public permission clears this instance's cache at once and
 * bumps a content version in the database; other instances compare that version at most once a second, so
 * behind a load balancer an edit is visible everywhere within a second.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import type { Core } from '@strapi/strapi';

import type { ResponseFormat } from './response-shape';

export type Context = Parameters<Core.MiddlewareHandler>[0];

export interface CachedResponse {
  readonly body: string;
  readonly etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

const VERSION_KEY = 'content-version';
const VERSION_CHECK_MS = 1000;
const MAX_ENTRIES = 2000;

/**
 * Browsers revalidate every time (cheap: 304 with the ETag), so an edit shows on the next page load; shared
 * caches may serve a response for a minute while they revalidate.
 */
export const CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300';

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function responseFormat(ctx: Context): ResponseFormat {
  return ctx.get('Strapi-Response-Format').toLowerCase() === 'v4' ? 'v4' : 'v5';
}

export function cacheKey(ctx: Context): string {
  return `${responseFormat(ctx)}:${ctx.path}`;
}

/** The bench compares cached and uncached reads in one process; only it may ask to skip the cache. */
export function cacheBypassed(ctx: Context): boolean {
  return (
    process.env.CONTENT_CACHE === 'off' ||
    (process.env.CONTENT_CACHE_BYPASS === 'allow' && ctx.get('x-content-cache') === 'bypass')
  );
}

/** Writes a content response: headers, 304 on a matching ETag, and a stored compressed encoding. */
export function sendContent(ctx: Context, entry: CachedResponse, source: 'cache' | 'database' | 'bypass'): void {
  ctx.set('Cache-Control', CACHE_CONTROL);
  ctx.set('Vary', 'Strapi-Response-Format, Accept-Encoding');
  ctx.set('X-Content-Cache', source);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('ETag', entry.etag);
  if (entry.etag !== '' && ctx.get('If-None-Match') === entry.etag) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json; charset=utf-8';
  // Compressed once per entry, not per request; koa-compress leaves an encoded body alone.
  const accepted = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (entry.body.length > 1024 && accepted === 'br') {
    entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    ctx.set('Content-Encoding', 'br');
    ctx.body = entry.br;
  } else if (entry.body.length > 1024 && accepted === 'gzip') {
    entry.gzip ??= gzipSync(entry.body);
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = entry.gzip;
  } else {
    ctx.body = entry.body;
  }
  ctx.compress = false;
}

export class ReadCache {
  private readonly entries = new Map<string, CachedResponse>();
  private version = 0;
  private lastVersionCheck = 0;
  private versionCheck: Promise<void> | undefined;

  constructor(private readonly strapi: Core.Strapi) {}

  private store() {
    return this.strapi.store({ type: 'plugin', name: 'site-content' });
  }

  /** Clears this instance's entries if another instance recorded a write since the last check. */
  async refresh(): Promise<void> {
    if (Date.now() - this.lastVersionCheck < VERSION_CHECK_MS) return;
    this.versionCheck ??= (async () => {
      try {
        const stored = Number((await this.store().get({ key: VERSION_KEY })) ?? 0);
        if (stored !== this.version) {
          this.entries.clear();
          this.version = stored;
        }
        this.lastVersionCheck = Date.now();
      } finally {
        this.versionCheck = undefined;
      }
    })();
    await this.versionCheck;
  }

  get(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  set(key: string, body: string): CachedResponse {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const entry: CachedResponse = { body, etag: etagOf(body) };
    this.entries.set(key, entry);
    return entry;
  }

  /** Called after every content, media or permission write. */
  async invalidate(): Promise<void> {
    this.entries.clear();
    const stored = Number((await this.store().get({ key: VERSION_KEY })) ?? 0);
    this.version = Math.max(this.version, stored) + 1;
    await this.store().set({ key: VERSION_KEY, value: this.version });
    this.lastVersionCheck = Date.now();
  }
}

let instance: ReadCache | undefined;

export function readCache(strapi: Core.Strapi): ReadCache {
  instance ??= new ReadCache(strapi);
  return instance;
}
