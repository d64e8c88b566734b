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
 * Times are epoch milliseconds (bigint), compared in SQL the same way on SQLite and PostgreSQL.
 */
import type { Knex } from 'knex';

export const SEED_TABLE = 'auralis_seed_types';

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

function table(host: SeedDatabase): Knex.QueryBuilder {
  const schema = host.db.getSchemaName();
  const query = host.db.connection(SEED_TABLE);
  return schema ? query.withSchema(schema) : query;
}

function schemaBuilder(host: SeedDatabase): Knex.SchemaBuilder {
  const schema = host.db.getSchemaName();
  return schema ? host.db.connection.schema.withSchema(schema) : host.db.connection.schema;
}

/** Creates the table when missing and adds a row for each content type the seed knows. */
export async function registerSeedTypes(host: SeedDatabase, contentTypes: readonly string[]): Promise<void> {
  if (!(await schemaBuilder(host).hasTable(SEED_TABLE))) {
    try {
      await schemaBuilder(host).createTable(SEED_TABLE, (t) => {
        t.string('content_type', 255).primary(`${SEED_TABLE}_pkey`);
        t.bigInteger('seeded_at').nullable();
        t.string('copy_fingerprint', 64).nullable();
        t.string('claimed_by', 64).nullable();
        t.bigInteger('claim_expires_at').nullable();
      });
    } catch (error) {
      // Another instance created it between our check and our create.
      if (!(await schemaBuilder(host).hasTable(SEED_TABLE))) throw error;
    }
  }
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
