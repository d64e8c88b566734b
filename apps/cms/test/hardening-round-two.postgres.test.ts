import { describe, it } from 'vitest';

import { createSeededTestDatabase } from './seeded-templates';
import { hardeningRoundTwoSuite } from './hardening-round-two-suite';

/**
 * The same checks on PostgreSQL, where passes, rate-limit counters and the thank-you mail counts live in the
 * shared database, and where a NUL in a text column fails. Skips, saying why, only where no PostgreSQL can be
 * reached or started (see api.postgres.test.ts).
 */
const database = await createSeededTestDatabase().catch((error: Error) => error);

if (database instanceof Error) {
  describe('hardening, second round, on PostgreSQL', () => {
    it.skip(`skipped: no PostgreSQL could be reached or started here (${database.message})`, () => undefined);
  });
} else {
  hardeningRoundTwoSuite('PostgreSQL', async () => ({ env: { DATABASE_URL: database.url }, cleanUp: database.drop }));
}
