import { describe, it } from 'vitest';

import { createSeededTestDatabase } from './seeded-templates';
import { serverRenderingSuite } from './server-rendering';

/**
 * The same server-rendering checks on PostgreSQL, where a publish reaches the page cache through the shared
 * database's content version. Skips, saying why, only where no PostgreSQL can be reached or started.
 */
const database = await createSeededTestDatabase().catch((error: Error) => error);

if (database instanceof Error) {
  describe('server-rendered pages on PostgreSQL', () => {
    it.skip(`skipped: no PostgreSQL could be reached or started here (${database.message})`, () => undefined);
  });
} else {
  serverRenderingSuite('PostgreSQL', async () => ({ env: { DATABASE_URL: database.url }, cleanUp: database.drop }));
}
