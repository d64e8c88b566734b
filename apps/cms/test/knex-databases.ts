/**
 * The two databases the content service runs on, as plain knex connections for unit tests of code that
 * talks to the database directly (captcha passes, seed ownership): a SQLite file through better-sqlite3, as
 * Strapi uses it, and a fresh PostgreSQL database from the same helper as the API tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import knexFactory, { type Knex } from 'knex';
import { describe, it } from 'vitest';

import { createTestDatabase } from '../../../scripts/lib/postgres.mjs';

export interface TestDatabase {
  readonly knex: Knex;
  drop(): Promise<void>;
}

function sqlite(label: string): TestDatabase {
  const dir = mkdtempSync(path.join(os.tmpdir(), `auralis-${label}-`));
  const knex = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: path.join(dir, `${label}.db`) },
    useNullAsDefault: true,
  });
  return {
    knex,
    drop: async () => {
      await knex.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgres(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  const knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 10 } });
  return {
    knex,
    drop: async () => {
      await knex.destroy();
      await database.drop();
    },
  };
}

/**
 * Declares `suite` once on SQLite and once on PostgreSQL. Only when no PostgreSQL can be reached or started
 * here does the second run become one skipped test that says why.
 */
export async function onEachDatabase(
  label: string,
  suite: (databaseName: string, open: () => Promise<TestDatabase>) => void,
): Promise<void> {
  suite('SQLite', async () => sqlite(label));
  const postgresDatabase = await postgres().catch((error: Error) => error);
  if (postgresDatabase instanceof Error) {
    describe(`${label} on PostgreSQL`, () => {
      it.skip(`skipped: no PostgreSQL could be reached or started here (${postgresDatabase.message})`, () => undefined);
    });
  } else {
    suite('PostgreSQL', async () => postgresDatabase);
  }
}

/**
 * The database a booted service runs on (its PostgreSQL URL, or the SQLite file in its data folder), as a knex
 * connection for what a test sets up or checks beneath the API: an aged row, a lease another instance holds.
 */
export function databaseOfService(service: { readonly dataDir: string }, databaseUrl: string | undefined): Knex {
  return databaseUrl
    ? knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 2 } })
    : knexFactory({
        client: 'better-sqlite3',
        connection: { filename: path.join(service.dataDir, 'auralis.db') },
        useNullAsDefault: true,
      });
}
