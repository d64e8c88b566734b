/**
 * Server-side cache of content read responses (issue: "a server-side cache of read responses that any write
 * through the admin invalidates"), and of the stored values they are made from (`values`), which the pages the
 * server renders read too.
 *
 * Entries are serialized bodies with their ETag and, made on first use, their gzip and brotli encodings.
 * A hit is answered by `global::content-cache`, early in the chain, without Strapi's router.
 * A write to any content type, media file or public permission clears this instance's cache at once and
 * bumps a content version in the database; other instances compare that version at most once a second, so
 * behind a load balancer an edit is visible everywhere within a second.
 *
 * Keys are canonical: the endpoint's manifest name and its number, whatever spelling of the path the router
 * accepted (`/API/...`, `/01`, `/%31`, `/1/`), so no spelling makes a second entry. Only paths that name a
 * manifest endpoint (and one of its numbers) have a key at all, which bounds the cache by the manifest; it
 * is still an LRU with a fixed number of entries. A miss notes the cache's generation before it reads the
 * database and stores its answer only if no invalidation happened in between, so a write that lands during
 * a miss can never leave the older content cached.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { endpointsByName } from '@auralis/content-manifest';
import type { Core } from '@strapi/strapi';

import { cacheSwitches } from '../../../settings/runtime-env';
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
/** Twice the manifest's paths (v4 and v5 shapes) fit with room to spare. */
export const MAX_ENTRIES = 1000;
/** Every page's stamp and fields, and the shared blocks', fit with room to spare (about 200 pages of 10 fields). */
export const MAX_VALUES = 5000;

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

export interface CanonicalEndpoint {
  readonly name: string;
  readonly number: number | undefined;
}

/**
 * The manifest endpoint a request path names, matched as Strapi's router matches it (case-insensitive, one
 * trailing slash allowed, the number percent-decoded and read as a decimal), or undefined when the path names
 * no endpoint or a number the endpoint does not have.
 */
export function canonicalEndpoint(requestPath: string): CanonicalEndpoint | undefined {
  const segments = requestPath.replace(/\/$/, '').split('/');
  if (segments.length < 3 || segments.length > 4 || segments[0] !== '' || segments[1]?.toLowerCase() !== 'api') {
    return undefined;
  }
  const endpoint = endpointsByName.get((segments[2] ?? '').toLowerCase());
  if (!endpoint) return undefined;
  if (segments.length === 3) return endpoint.numbers ? undefined : { name: endpoint.name, number: undefined };
  if (!endpoint.numbers) return undefined;
  let raw: string;
  try {
    raw = decodeURIComponent(segments[3] ?? '');
  } catch {
    return undefined;
  }
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const number = Number(raw);
  return endpoint.numbers.includes(number) ? { name: endpoint.name, number } : undefined;
}

export function cacheKey(format: ResponseFormat, endpoint: CanonicalEndpoint): string {
  return `${format}:${endpoint.name}${endpoint.number === undefined ? '' : `/${endpoint.number}`}`;
}

/** The bench compares cached and uncached reads in one process; only it may ask to skip the cache. */
export function cacheBypassed(ctx: Context): boolean {
  const switches = cacheSwitches();
  return switches.contentCacheOff || (switches.contentCacheBypass && ctx.get('x-content-cache') === 'bypass');
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

/** Where the content version lives that every instance compares (Strapi's core store, in the database). */
export interface VersionStore {
  get(params: { key: string }): Promise<unknown>;
  set(params: { key: string; value: unknown }): Promise<unknown>;
}

export class ReadCache {
  /** In least-recently-used order: a hit moves its entry to the end, a store past the bound drops the first. */
  private readonly entries = new Map<string, CachedResponse>();
  /**
   * The stored values the REST answers and the rendered pages are made from (site-content.ts `readFields`): a
   * document's stamp and its fields, by page (or shared block) and field. Kept as they were read, never as JSON,
   * and never changed after they are stored. Cleared with the answers, in the same generation.
   */
  private readonly values = new Map<string, unknown>();
  /** Bumped by every clear; a miss may store only under the generation it started in. */
  private generationCount = 0;
  private version = 0;
  private lastVersionCheck = 0;
  private versionCheck: Promise<void> | undefined;

  constructor(
    private readonly store: () => VersionStore,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  private clear(): void {
    this.entries.clear();
    this.values.clear();
    this.generationCount += 1;
  }

  /** Noted by a miss before it reads the database, and handed back to `set`. */
  generation(): number {
    return this.generationCount;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Clears this instance's entries if another instance recorded a write since the last check. */
  async refresh(): Promise<void> {
    if (Date.now() - this.lastVersionCheck < VERSION_CHECK_MS) return;
    this.versionCheck ??= (async () => {
      try {
        const stored = Number((await this.store().get({ key: VERSION_KEY })) ?? 0);
        if (stored !== this.version) {
          this.clear();
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
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /**
   * Stores a body read by a miss that started in `generation`, and returns it as an entry to send. If the
   * cache was cleared since (a write landed during the read), the body is sent but not stored.
   */
  set(key: string, body: string, generation: number): CachedResponse {
    const entry: CachedResponse = { body, etag: etagOf(body) };
    if (generation !== this.generationCount) return entry;
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return entry;
  }

  /** A stored value (see `values`), or undefined when none is kept. */
  getValue(key: string): unknown {
    const value = this.values.get(key);
    if (value !== undefined) {
      this.values.delete(key);
      this.values.set(key, value);
    }
    return value;
  }

  /** Keeps a value read by a miss that started in `generation`, unless the cache was cleared since. */
  setValue(key: string, value: unknown, generation: number): void {
    if (generation !== this.generationCount) return;
    this.values.delete(key);
    this.values.set(key, value);
    while (this.values.size > MAX_VALUES) {
      const oldest = this.values.keys().next();
      if (oldest.done) break;
      this.values.delete(oldest.value);
    }
  }

  /** Called after every content, media or permission write. */
  async invalidate(): Promise<void> {
    this.clear();
    const stored = Number((await this.store().get({ key: VERSION_KEY })) ?? 0);
    this.version = Math.max(this.version, stored) + 1;
    await this.store().set({ key: VERSION_KEY, value: this.version });
    this.lastVersionCheck = Date.now();
  }
}

let instance: ReadCache | undefined;

export function readCache(strapi: Core.Strapi): ReadCache {
  instance ??= new ReadCache(() => strapi.store({ type: 'plugin', name: 'site-content' }));
  return instance;
}
