/**
 * What every write of the seed shares (seeding/run.ts for whole types, seeding/fill.ts for fields added later):
 * the document service calls it makes, a retry for SQLite's one-writer-at-a-time, and the lease kept while
 * it writes.
 */
import type { Core } from '@strapi/strapi';

import { LEASE_RENEW_MS, renewSeedClaim, type SeedDatabase } from './ownership';
import type { SeedType } from './sources';

export type Status = 'draft' | 'published';

/** A version of a document as the document service returns it: its fields, components and media populated. */
export type StoredDocument = Record<string, unknown> & { documentId: string };

/** What to populate: `true` for a field's first level, or the populate of its own fields. */
export type Populate = {
  [field: string]: true | { populate?: Populate; on?: Record<string, { populate?: Populate }> };
};

/** The document service calls the seed makes (`status` only for types with draft and publish). */
export interface Documents {
  findMany(params: { fields?: string[]; populate?: Populate; status?: Status; limit: number }): Promise<unknown[]>;
  findOne(params: { documentId: string; populate?: Populate; status?: Status }): Promise<unknown>;
  create(params: { data: Record<string, unknown>; status?: 'published' }): Promise<unknown>;
  update(params: { documentId: string; data: Record<string, unknown>; status?: 'published' }): Promise<unknown>;
  publish(params: { documentId: string }): Promise<unknown>;
  discardDraft(params: { documentId: string }): Promise<unknown>;
  count(params: Record<string, never>): Promise<number>;
}

export const documentsOf = (strapi: Core.Strapi, type: SeedType) => strapi.documents(type.uid) as unknown as Documents;

/** Without draft and publish every document is live as soon as it exists. */
export const hasDraftAndPublish = (strapi: Core.Strapi, type: SeedType) =>
  strapi.contentTypes[type.uid]?.options?.draftAndPublish === true;

/**
 * SQLite lets one process write at a time. When `npm run seed` runs next to the site, a write of one can meet
 * a write of the other and get SQLITE_BUSY at once (two transactions that each read before writing cannot
 * wait for each other). Each document write is its own transaction, rolled back on that error, so it is
 * safe to try again.
 */
export async function retryWhileLocked<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== 'SQLITE_BUSY' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * Renews the holder's lease on a type when a renewal is due; call it before each write. Throws when the
 * lease ran out and another process took the type, so two processes never write the same type.
 */
export function leaseKeeper(database: SeedDatabase, type: SeedType, holder: string): () => Promise<void> {
  let lastRenewal = Date.now();
  return async () => {
    if (Date.now() - lastRenewal <= LEASE_RENEW_MS) return;
    if (!(await renewSeedClaim(database, type.uid, holder)))
      throw new Error(`Seed of ${type.name} lost its claim to another process`);
    lastRenewal = Date.now();
  };
}
