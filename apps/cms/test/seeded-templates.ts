/**
 * Seed once, boot many. Seeding ~1,500 entries with their media is most of a first boot (about 50 of 56 s
 * on a busy two-core machine); a boot on a seeded database takes about 6 s. So `global-setup.ts` boots the
 * service once per database kind to make a seeded template, and each suite starts from a copy: the SQLite
 * data folder copied, a PostgreSQL database created with `TEMPLATE` plus a copy of the data folder that goes
 * with it (secrets and the development admin's credentials must match the database). The seed suites that
 * simulate a later release start from a copy too (seed-support.ts); only seed-retry.test.ts and the templates
 * themselves seed from nothing.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { inject } from 'vitest';

import { createTestDatabase, type TestDatabase } from '../../../scripts/lib/postgres.mjs';

export type SeededPostgres =
  | { readonly adminUrl: string; readonly template: string; readonly dataDir: string }
  | { readonly error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededSqliteDataDir: string;
    seededPostgres: SeededPostgres;
  }
}

export function newDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'auralis-api-'));
}

function copyOf(templateDir: string): string {
  const dataDir = newDataDir();
  cpSync(templateDir, dataDir, { recursive: true });
  return dataDir;
}

/** Data folders that belong to databases made from the PostgreSQL template, by database URL. */
const postgresDataDirs = new Map<string, string>();

/** A PostgreSQL database holding the seeded content; fails (to be reported as a skip) where none can run. */
export async function createSeededTestDatabase(): Promise<TestDatabase> {
  const seeded = inject('seededPostgres');
  if ('error' in seeded) throw new Error(seeded.error);
  const database = await createTestDatabase({ template: seeded.template, adminUrl: seeded.adminUrl });
  postgresDataDirs.set(database.url, seeded.dataDir);
  return database;
}

/**
 * The data folder a boot starts from when its test names none: a copy of the seeded SQLite folder, or of
 * the folder that goes with a seeded PostgreSQL database; an empty one for any other database.
 */
export function defaultDataDir(env: Record<string, string>): string {
  if (!env.DATABASE_URL) return copyOf(inject('seededSqliteDataDir'));
  const template = postgresDataDirs.get(env.DATABASE_URL);
  return template ? copyOf(template) : newDataDir();
}
