/**
 * Makes the seeded templates the API suites start from (see seeded-templates.ts), SQLite and PostgreSQL at
 * once, and removes them when the run ends.
 */
import { rmSync } from 'node:fs';

import type { TestProject } from 'vitest/node';

import { createTestDatabase } from '../../../scripts/lib/postgres.mjs';
import { bootContentService } from './boot';
import { newDataDir, type SeededPostgres } from './seeded-templates';

async function seededSqlite(): Promise<string> {
  const dataDir = newDataDir();
  const service = await bootContentService({}, dataDir);
  await service.stop({ keepDataDir: true });
  return dataDir;
}

async function seededPostgres(): Promise<{ provided: SeededPostgres; cleanUp: () => Promise<void> }> {
  let database;
  try {
    database = await createTestDatabase();
  } catch (error) {
    return { provided: { error: (error as Error).message }, cleanUp: async () => undefined };
  }
  const dataDir = newDataDir();
  const service = await bootContentService({ DATABASE_URL: database.url }, dataDir);
  // A template must have no open connections when copied: the service is stopped before any suite runs.
  await service.stop({ keepDataDir: true });
  return {
    provided: { adminUrl: database.adminUrl, template: database.name, dataDir },
    cleanUp: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const [sqliteDir, postgres] = await Promise.all([seededSqlite(), seededPostgres()]);
  project.provide('seededSqliteDataDir', sqliteDir);
  project.provide('seededPostgres', postgres.provided);
  return async () => {
    rmSync(sqliteDir, { recursive: true, force: true });
    await postgres.cleanUp();
  };
}
