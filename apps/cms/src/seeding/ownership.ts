/**
 * Who owns a content type's entries: the seed until it has seeded the type once, the editors after that
 * (issue 7 item 11). One row per content type in a plain knex table next to Strapi's, so every instance on
 * the same database agrees:
 *
 * - `seeded_at` is set when a seed of the type finished; from then on a start never writes to the type.
 * - `copy_fingerprint` is the hash of the type's seed copy at that moment; a start compares it with the
 *   current copy only to say that the copy changed and how to apply it (`npm run seed -- --type ...`).
 * - `claimed_by` / `claim_expires_at` are a lease: one conditional UPDATE gives one process the right to
 *   seed a type, the holder renews it while it works, and a crashed holder's lease runs out, after which
 *   the next start resumes the type.
 *
 * A second table, `auralis_seed_fields`, records which fields of each type the seed filled (one row per type
 * and field): a field a later release adds to a seeded type is filled once by the next start, only where the
 * editors left it empty (docs/decisions/011-seed-ownership.md, "Fields added later").
 *
 * A third, `auralis_seed_documents`, records which documents of each type the seed created or found (one row
 * per type and identity, `identityKey` of sources.ts): a document a later release adds to a seeded type (a new
 * page) is created once by the next start, and a recorded one the editors deleted stays deleted (decision
 * record 011, "Documents added later"). The key is the sha256 of the identity, so an identity of any length
 * fits an index on SQLite and PostgreSQL alike; the identity itself is kept beside it for people and tests.
 *
 * Times are epoch milliseconds (bigint), compared in SQL the same way on SQLite and PostgreSQL.
 */
import { createHash } from 'node:crypto';

import type { Knex } from 'knex';

export const SEED_TABLE = 'auralis_seed_types';
export const SEED_FIELDS_TABLE = 'auralis_seed_fields';
export const SEED_DOCUMENTS_TABLE = 'auralis_seed_documents';

/** Rows per INSERT when recording documents: far below SQLite's and PostgreSQL's limits on bound values. */
const RECORD_BATCH = 200;

/** How long a claim lasts without renewal; the holder renews it every LEASE_RENEW_MS while it seeds. */
export const LEASE_MS = 60_000;
export const LEASE_RENEW_MS = 15_000;

/** The part of Strapi (`strapi.db`) this table needs. */
export interface SeedDatabase {
  readonly db: {
    readonly connection: Knex;
    getSchemaName(): string | undefined;
  };
}

export interface SeedTypeState {
  readonly contentType: string;
  readonly seededAt: number | null;
  readonly copyFingerprint: string | null;
}

interface SeedTypeRow {
  content_type: string;
  seeded_at: number | string | null;
  copy_fingerprint: string | null;
}

/** A query on one of the seed's tables, in Strapi's schema (PostgreSQL) if it has one; `trx` inside a transaction. */
function table(host: SeedDatabase, name = SEED_TABLE, trx: Knex = host.db.connection): Knex.QueryBuilder {
  const schema = host.db.getSchemaName();
  const query = trx(name);
  return schema ? query.withSchema(schema) : query;
}

function schemaBuilder(host: SeedDatabase): Knex.SchemaBuilder {
  const schema = host.db.getSchemaName();
  return schema ? host.db.connection.schema.withSchema(schema) : host.db.connection.schema;
}

async function ensureTable(
  host: SeedDatabase,
  name: string,
  columns: (table: Knex.CreateTableBuilder) => void,
): Promise<void> {
  if (await schemaBuilder(host).hasTable(name)) return;
  try {
    await schemaBuilder(host).createTable(name, columns);
  } catch (error) {
    // Another instance created it between our check and our create.
    if (!(await schemaBuilder(host).hasTable(name))) throw error;
  }
}

/** Creates the tables when missing and adds a row for each content type the seed knows. */
export async function registerSeedTypes(host: SeedDatabase, contentTypes: readonly string[]): Promise<void> {
  await ensureTable(host, SEED_TABLE, (t) => {
    t.string('content_type', 255).primary(`${SEED_TABLE}_pkey`);
    t.bigInteger('seeded_at').nullable();
    t.string('copy_fingerprint', 64).nullable();
    t.string('claimed_by', 64).nullable();
    t.bigInteger('claim_expires_at').nullable();
  });
  await ensureTable(host, SEED_FIELDS_TABLE, (t) => {
    t.string('content_type', 255).notNullable();
    t.string('field', 255).notNullable();
    t.bigInteger('seeded_at').notNullable();
    t.primary(['content_type', 'field'], `${SEED_FIELDS_TABLE}_pkey`);
  });
  await ensureTable(host, SEED_DOCUMENTS_TABLE, (t) => {
    t.string('content_type', 255).notNullable();
    t.string('identity_hash', 64).notNullable();
    t.text('identity_key').notNullable();
    t.bigInteger('seeded_at').notNullable();
    t.primary(['content_type', 'identity_hash'], `${SEED_DOCUMENTS_TABLE}_pkey`);
  });
  if (contentTypes.length === 0) return;
  await table(host)
    .insert(contentTypes.map((contentType) => ({ content_type: contentType })))
    .onConflict('content_type')
    .ignore();
}

export async function seedTypeStates(host: SeedDatabase): Promise<Map<string, SeedTypeState>> {
  const rows = (await table(host).select('content_type', 'seeded_at', 'copy_fingerprint')) as SeedTypeRow[];
  return new Map(
    rows.map((row) => [
      row.content_type,
      {
        contentType: row.content_type,
        // PostgreSQL returns bigint as a string.
        seededAt: row.seeded_at === null ? null : Number(row.seeded_at),
        copyFingerprint: row.copy_fingerprint,
      },
    ]),
  );
}

/**
 * Takes the lease on a type if nobody holds a live one. `onlyIfUnseeded` (a start) also refuses a type that
 * is already seeded; the explicit command takes seeded types too.
 */
export async function claimSeedType(
  host: SeedDatabase,
  contentType: string,
  holder: string,
  { onlyIfUnseeded, now = Date.now() }: { onlyIfUnseeded: boolean; now?: number },
): Promise<boolean> {
  let query = table(host)
    .where('content_type', contentType)
    .andWhere((free) => free.whereNull('claimed_by').orWhere('claim_expires_at', '<', now));
  if (onlyIfUnseeded) query = query.whereNull('seeded_at');
  const updated = await query.update({ claimed_by: holder, claim_expires_at: now + LEASE_MS });
  return Number(updated) === 1;
}

/** Extends the holder's lease; false when it has lost it (it ran out and another process took it). */
export async function renewSeedClaim(
  host: SeedDatabase,
  contentType: string,
  holder: string,
  now = Date.now(),
): Promise<boolean> {
  const updated = await table(host)
    .where({ content_type: contentType, claimed_by: holder })
    .update({ claim_expires_at: now + LEASE_MS });
  return Number(updated) === 1;
}

/** Records that the holder finished seeding the type with this copy, and gives up the lease. */
export async function markSeeded(
  host: SeedDatabase,
  contentType: string,
  holder: string,
  copyFingerprint: string | null,
  now = Date.now(),
): Promise<void> {
  await table(host)
    .where({ content_type: contentType, claimed_by: holder })
    .update({ seeded_at: now, copy_fingerprint: copyFingerprint, claimed_by: null, claim_expires_at: null });
}

/** Gives up the lease without recording anything (the seed failed, or only part of a type was re-seeded). */
export async function releaseSeedClaim(host: SeedDatabase, contentType: string, holder: string): Promise<void> {
  await table(host)
    .where({ content_type: contentType, claimed_by: holder })
    .update({ claimed_by: null, claim_expires_at: null });
}

/** The fields recorded as seeded, per content type (a type without any record is absent). */
export async function seededFields(host: SeedDatabase): Promise<Map<string, Set<string>>> {
  const rows = (await table(host, SEED_FIELDS_TABLE).select('content_type', 'field')) as {
    content_type: string;
    field: string;
  }[];
  const fields = new Map<string, Set<string>>();
  for (const row of rows) {
    const known = fields.get(row.content_type) ?? new Set<string>();
    known.add(row.field);
    fields.set(row.content_type, known);
  }
  return fields;
}

/**
 * Runs `write` for the holder of a type's lease only: the same transaction renews the lease first, which fails
 * when the holder lost it, and on PostgreSQL locks the type's row until the records are written, so a process
 * that took the lease over cannot interleave.
 */
async function underLease(
  host: SeedDatabase,
  contentType: string,
  holder: string,
  now: number,
  what: string,
  write: (trx: Knex.Transaction) => Promise<void>,
): Promise<void> {
  await host.db.connection.transaction(async (trx) => {
    const renewed = await table(host, SEED_TABLE, trx)
      .where({ content_type: contentType, claimed_by: holder })
      .update({ claim_expires_at: now + LEASE_MS });
    if (Number(renewed) !== 1) throw new Error(`Seed of ${contentType} lost its claim before recording its ${what}`);
    await write(trx);
  });
}

/** Records fields of a type as seeded (again: `seeded_at` moves on). Only the holder of the type's lease may. */
export async function recordSeededFields(
  host: SeedDatabase,
  contentType: string,
  holder: string,
  fields: readonly string[],
  now = Date.now(),
): Promise<void> {
  if (fields.length === 0) return;
  await underLease(host, contentType, holder, now, 'fields', async (trx) => {
    await table(host, SEED_FIELDS_TABLE, trx)
      .insert([...new Set(fields)].map((field) => ({ content_type: contentType, field, seeded_at: now })))
      .onConflict(['content_type', 'field'])
      .merge(['seeded_at']);
  });
}

/** The key of a recorded document: a fixed-length hash of its identity, whatever the identity's length. */
export const identityHash = (identity: string): string => createHash('sha256').update(identity).digest('hex');

/** The documents recorded as seeded (their identity keys), per content type (a type without any is absent). */
export async function seededDocuments(host: SeedDatabase): Promise<Map<string, Set<string>>> {
  const rows = (await table(host, SEED_DOCUMENTS_TABLE).select('content_type', 'identity_key')) as {
    content_type: string;
    identity_key: string;
  }[];
  const documents = new Map<string, Set<string>>();
  for (const row of rows) {
    const known = documents.get(row.content_type) ?? new Set<string>();
    known.add(row.identity_key);
    documents.set(row.content_type, known);
  }
  return documents;
}

/**
 * Records documents of a type, by identity key, as seeded (again: `seeded_at` moves on). Only the holder of the
 * type's lease may, as for fields; all of them or none.
 */
export async function recordSeededDocuments(
  host: SeedDatabase,
  contentType: string,
  holder: string,
  identities: readonly string[],
  now = Date.now(),
): Promise<void> {
  if (identities.length === 0) return;
  const rows = [...new Set(identities)].map((identity) => ({
    content_type: contentType,
    identity_hash: identityHash(identity),
    identity_key: identity,
    seeded_at: now,
  }));
  await underLease(host, contentType, holder, now, 'documents', async (trx) => {
    for (let start = 0; start < rows.length; start += RECORD_BATCH) {
      await table(host, SEED_DOCUMENTS_TABLE, trx)
        .insert(rows.slice(start, start + RECORD_BATCH))
        .onConflict(['content_type', 'identity_hash'])
        .merge(['seeded_at']);
    }
  });
}
