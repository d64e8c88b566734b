import { describe, it } from 'vitest';

import { createSeededTestDatabase } from './seeded-templates';
import { hardeningSuite } from './hardening-suite';

/**
 * The same hardening checks on PostgreSQL, where rate-limit counters live in the shared
 * database. Skips, saying why, only where no PostgreSQL can be reached or started (see api.postgres.test.ts).
 */
const database = await createSeededTestDatabase().catch((error: Error) => error);

if (database instanceof Error) {
  describe('hardening on PostgreSQL', () => {
    it.skip(`skipped: no PostgreSQL could be reached or started here (${database.message})`, () => undefined);
  });
} else {
  hardeningSuite('PostgreSQL', async () => ({ env: { DATABASE_URL: database.url }, cleanUp: database.drop }));
}
