/**
 * Server-side cache of content read responses (issue: "a server-side cache of read responses that any write
 * through the admin invalidates").
 *
 * Entries are serialized bodies with their ETag. A write to any content type or media file clears this
 * instance's cache at once and bumps a content version in the database; other instances compare that
 * version at most once a second, so behind a load balancer an edit is visible everywhere within a second.
 */
import { createHash } from 'node:crypto';

import type { Core } from '@strapi/strapi';

export interface CachedResponse {
  readonly body: string;
  readonly etag: string;
}

const VERSION_KEY = 'content-version';
const VERSION_CHECK_MS = 1000;
const MAX_ENTRIES = 2000;

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
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
    const entry = { body, etag: etagOf(body) };
    this.entries.set(key, entry);
    return entry;
  }

  /** Called after every content or media write. */
  async invalidate(): Promise<void> {
    this.entries.clear();
    this.version += 1;
    const stored = Number((await this.store().get({ key: VERSION_KEY })) ?? 0);
    this.version = Math.max(this.version, stored + 1);
    await this.store().set({ key: VERSION_KEY, value: this.version });
    this.lastVersionCheck = Date.now();
  }

  get size(): number {
    return this.entries.size;
  }
}

let instance: ReadCache | undefined;

export function readCache(strapi: Core.Strapi): ReadCache {
  instance ??= new ReadCache(strapi);
  return instance;
}
