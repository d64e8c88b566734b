/**
 * The captcha's own tables, next to Strapi's in the same database so that every instance agrees. They are
 * plain knex tables, not content types: nobody edits them in the admin, and their unique indexes are what
 * makes "accepted once" hold under a race. Times are epoch milliseconds (bigint), compared in SQL the same
 * way on SQLite and PostgreSQL.
 */
import type { Knex } from 'knex';

export const PASSES_TABLE = 'auralis_captcha_passes';
export const SOLUTIONS_TABLE = 'auralis_captcha_solutions';

/** The part of Strapi (`strapi.db`) the captcha store needs; a bare knex in the unit tests. */
export interface DatabaseHost {
  readonly db: {
    readonly connection: Knex;
    getSchemaName(): string | undefined;
  };
}

export function table(host: DatabaseHost, name: string): Knex.QueryBuilder {
  const schema = host.db.getSchemaName();
  const query = host.db.connection(name);
  return schema ? query.withSchema(schema) : query;
}

function schemaBuilder(host: DatabaseHost): Knex.SchemaBuilder {
  const schema = host.db.getSchemaName();
  return schema ? host.db.connection.schema.withSchema(schema) : host.db.connection.schema;
}

/** Creates the tables when missing; safe to run at every start and from several instances at once. */
export async function ensureCaptchaTables(host: DatabaseHost): Promise<void> {
  const create = async (name: string, build: (t: Knex.CreateTableBuilder) => void) => {
    if (await schemaBuilder(host).hasTable(name)) return;
    try {
      await schemaBuilder(host).createTable(name, build);
    } catch (error) {
      // Another instance created it between our check and our create.
      if (!(await schemaBuilder(host).hasTable(name))) throw error;
    }
  };
  await create(PASSES_TABLE, (t) => {
    t.increments('id');
    t.string('token_hash', 64)
      .notNullable()
      .unique({ indexName: `${PASSES_TABLE}_token_hash_unique` });
    t.string('kind', 32).notNullable();
    t.bigInteger('expires_at').notNullable().index(`${PASSES_TABLE}_expires_at_index`);
    t.bigInteger('used_at').nullable();
    t.bigInteger('created_at').notNullable();
  });
  await create(SOLUTIONS_TABLE, (t) => {
    t.increments('id');
    t.string('challenge_id', 128)
      .notNullable()
      .unique({ indexName: `${SOLUTIONS_TABLE}_challenge_id_unique` });
    t.bigInteger('expires_at').notNullable().index(`${SOLUTIONS_TABLE}_expires_at_index`);
  });
}

/** SQLite says SQLITE_CONSTRAINT_UNIQUE, PostgreSQL 23505 (unique_violation). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Records a verified ALTCHA challenge; false when it was recorded before, by this or another instance. */
export async function recordUsedSolution(
  host: DatabaseHost,
  challengeId: string,
  expiresAtMs: number,
): Promise<boolean> {
  try {
    await table(host, SOLUTIONS_TABLE).insert({ challenge_id: challengeId, expires_at: expiresAtMs });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Deletes expired passes and solutions. An expired solution can no longer verify (its signed expiry has
 * passed), so forgetting it reopens nothing.
 */
export async function pruneExpired(host: DatabaseHost, now = Date.now()): Promise<void> {
  await table(host, PASSES_TABLE).where('expires_at', '<', now).delete();
  await table(host, SOLUTIONS_TABLE).where('expires_at', '<', now).delete();
}
