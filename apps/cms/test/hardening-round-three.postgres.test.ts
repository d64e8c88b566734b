import { describe, it } from 'vitest';

import { createSeededTestDatabase } from './seeded-templates';
import { hardeningRoundThreeSuite } from './hardening-round-three-suite';

/**
 * The same checks on PostgreSQL, where the forged outbox row is written with the database's own types. Skips,
 * saying why, only where no PostgreSQL can be reached or started (see api.postgres.test.ts).
 */
const database = await createSeededTestDatabase().catch((error: Error) => error);

if (database instanceof Error) {
  describe('hardening, third round, on PostgreSQL', () => {
    it.skip(`skipped: no PostgreSQL could be reached or started here (${database.message})`, () => undefined);
  });
} else {
  hardeningRoundThreeSuite('PostgreSQL', async () => ({ env: { DATABASE_URL: database.url }, cleanUp: database.drop }));
}
