import { describe, it } from 'vitest';

import { createSeededTestDatabase } from './seeded-templates';
import { submissionsSuite } from './submissions-suite';

/** The same contract on PostgreSQL; skipped only where no PostgreSQL can be reached or started (saying why). */
const database = await createSeededTestDatabase().catch((error: Error) => error);

if (database instanceof Error) {
  describe('submissions on PostgreSQL', () => {
    it.skip(`skipped: no PostgreSQL could be reached or started here (${database.message})`, () => undefined);
  });
} else {
  submissionsSuite('PostgreSQL', async () => ({ env: { DATABASE_URL: database.url }, cleanUp: database.drop }));
}
