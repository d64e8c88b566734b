/**
 * The redirects as every instance serves them (issue 34): all of them in memory, read again whenever the content
 * version moves (the read cache's generation: a write here, or on another instance within its one-second
 * poll), so a saved redirect works everywhere without a rebuild, and a request never waits on the database
 * but for that poll.
 *
 * Hits are counted in memory and added to the rows once a second with one UPDATE per redirect hit, straight
 * through the query builder: a hit is no content change, so it neither runs the lifecycles nor moves the
 * content version (which would empty every cache on every redirected request).
 */
import { PAGE_UID } from '@auralis/content-manifest';
import type { Core } from '@strapi/strapi';

import { readCache } from '../api/site-content/services/read-cache';
import { collections } from '../content-model/collections';
import { isRedirectStatus, normalizeSitePath, type StoredRedirect } from './rules';

const FLUSH_MS = 1000;

export class RedirectTable {
  private byFrom = new Map<string, StoredRedirect>();
  private livePaths: ReadonlySet<string> = new Set();
  private loadedGeneration: number | undefined;
  private loading: Promise<void> | undefined;
  private readonly pendingHits = new Map<number, { count: number; at: Date }>();
  private flushTimer: NodeJS.Timeout | undefined;

  constructor(private readonly strapi: Core.Strapi) {}

  /** The redirect of a site path, as the table stands after the latest content version this instance knows. */
  async lookup(path: string): Promise<StoredRedirect | undefined> {
    await this.ensureCurrent();
    return this.byFrom.get(normalizeSitePath(path));
  }

  /** Every redirected path (the sitemap leaves them out). */
  async redirectedPaths(): Promise<ReadonlySet<string>> {
    await this.ensureCurrent();
    return new Set(this.byFrom.keys());
  }

  /**
   * The published pages' paths, read with the redirects: the routes of pages the team adds (stories, industry
   * pages) tell a made-up id from a page by them, without a database read per request (issue 32, item 4).
   */
  async livePagePaths(): Promise<ReadonlySet<string>> {
    await this.ensureCurrent();
    return this.livePaths;
  }

  /** Counts a hit; written to the row within a second. */
  hit(redirect: StoredRedirect): void {
    const pending = this.pendingHits.get(redirect.id);
    this.pendingHits.set(redirect.id, { count: (pending?.count ?? 0) + 1, at: new Date() });
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = undefined;
      void this.flush();
    }, FLUSH_MS);
    this.flushTimer.unref();
  }

  /** Writes the hits counted so far (also on shutdown). */
  async flush(): Promise<void> {
    const hits = [...this.pendingHits];
    if (hits.length === 0) return;
    this.pendingHits.clear();
    const table = this.strapi.db.metadata.get(collections.redirect).tableName;
    const schema = this.strapi.db.getSchemaName();
    for (const [id, { count, at }] of hits) {
      try {
        const rows = schema ? this.strapi.db.connection(table).withSchema(schema) : this.strapi.db.connection(table);
        await rows
          .where({ id })
          .update({ hits: this.strapi.db.connection.raw('COALESCE(hits, 0) + ?', [count]), last_hit_at: at });
      } catch (error) {
        this.strapi.log.warn(`Counting ${count} hits of redirect ${id} failed: ${String(error)}`);
      }
    }
  }

  private async ensureCurrent(): Promise<void> {
    const cache = readCache(this.strapi);
    await cache.refresh();
    const generation = cache.generation();
    if (generation === this.loadedGeneration) return;
    this.loading ??= this.load(generation).finally(() => {
      this.loading = undefined;
    });
    await this.loading;
  }

  private async load(generation: number): Promise<void> {
    const rows = (await this.strapi.db.query(collections.redirect).findMany({
      select: ['id', 'from', 'to', 'statusCode'],
    })) as { id: number; from: string | null; to: string | null; statusCode: number | null }[];
    const byFrom = new Map<string, StoredRedirect>();
    for (const row of rows) {
      if (!row.from || !isRedirectStatus(row.statusCode)) continue;
      const status = Number(row.statusCode) as StoredRedirect['status'];
      byFrom.set(normalizeSitePath(row.from), { id: row.id, from: row.from, to: (row.to ?? '').trim(), status });
    }
    const pages = (await this.strapi.db.query(PAGE_UID).findMany({
      where: { publishedAt: { $notNull: true } },
      select: ['path'],
    })) as { path: string | null }[];
    this.livePaths = new Set(pages.flatMap((page) => (page.path ? [normalizeSitePath(page.path)] : [])));
    this.byFrom = byFrom;
    this.loadedGeneration = generation;
  }
}

const tables = new WeakMap<Core.Strapi, RedirectTable>();

/** This instance's table. */
export function redirectTable(strapi: Core.Strapi): RedirectTable {
  let table = tables.get(strapi);
  if (!table) {
    table = new RedirectTable(strapi);
    tables.set(strapi, table);
  }
  return table;
}
