import { describe, it } from 'vitest';

import { createSeededTestDatabase } from './seeded-templates';
import { contentApiSuite } from './api-suite';

/**
 * The same contract on PostgreSQL (DATABASE_URL). Uses the machine's server when it answers on
 * 127.0.0.1:5432, otherwise installs Debian's postgresql and starts a throw-away cluster; only where neither
 * is possible (no server, and no root to install one) does it skip, saying why.
 */
const database = await createSeededTestDatabase().catch((error: Error) => error);

if (database instanceof Error) {
  describe('content API on PostgreSQL', () => {
    it.skip(`skipped: no PostgreSQL could be reached or started here (${database.message})`, () => undefined);
  });
} else {
  contentApiSuite('PostgreSQL', async () => ({ env: { DATABASE_URL: database.url }, cleanUp: database.drop }));
}
