import { describe, it } from 'vitest';

import { createSeededTestDatabase } from './seeded-templates';
import { siteOperationsSuite } from './site-operations-suite';

/** The same checks on PostgreSQL; skipped only where no PostgreSQL can be reached or started (saying why). */
const database = await createSeededTestDatabase().catch((error: Error) => error);

if (database instanceof Error) {
  describe('running the site from the admin on PostgreSQL', () => {
    it.skip(`skipped: no PostgreSQL could be reached or started here (${database.message})`, () => undefined);
  });
} else {
  siteOperationsSuite('PostgreSQL', async () => ({ env: { DATABASE_URL: database.url }, cleanUp: database.drop }));
}
