import { createTestDatabase } from '../../../scripts/lib/postgres.mjs';
import { contentApiSuite } from './api-suite';

/**
 * The same contract on PostgreSQL (DATABASE_URL). Uses the machine's server when it answers on
 * 127.0.0.1:5432, otherwise installs Debian's postgresql and starts a throw-away cluster.
 */
contentApiSuite('PostgreSQL', async () => {
  const database = await createTestDatabase();
  return { env: { DATABASE_URL: database.url }, cleanUp: database.drop };
});
