import { describe, it } from 'vitest';

import { createSeededTestDatabase } from './seeded-templates';
import { pageHistorySuite } from './page-history-suite';

/** The same checks on PostgreSQL; skipped only where no PostgreSQL can be reached or started (saying why). */
const database = await createSeededTestDatabase().catch((error: Error) => error);

if (database instanceof Error) {
  describe('every page’s history, with restore, on PostgreSQL', () => {
    it.skip(`skipped: no PostgreSQL could be reached or started here (${database.message})`, () => undefined);
  });
} else {
  pageHistorySuite('PostgreSQL', async () => ({ env: { DATABASE_URL: database.url }, cleanUp: database.drop }));
}
