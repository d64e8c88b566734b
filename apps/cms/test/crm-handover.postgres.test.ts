import { describe, it } from 'vitest';

import type { TestDatabase } from '../../../scripts/lib/postgres.mjs';
import { crmHandoverSuite } from './crm-handover-suite';
import { createSeededTestDatabase } from './seeded-templates';

/**
 * The same on PostgreSQL, where two services share one database; skipped only where no PostgreSQL can be reached
 * or started (saying why). Each block's service gets a database of its own; the second service of the webhook
 * block shares its first's.
 */
const database = await createSeededTestDatabase().catch((error: Error) => error);

if (database instanceof Error) {
  describe('leads handed to the CRM on PostgreSQL', () => {
    it.skip(`skipped: no PostgreSQL could be reached or started here (${database.message})`, () => undefined);
  });
} else {
  let unused: TestDatabase | undefined = database;
  crmHandoverSuite('PostgreSQL', async () => {
    const next = unused ?? (await createSeededTestDatabase());
    unused = undefined;
    return { env: { DATABASE_URL: next.url }, cleanUp: next.drop };
  });
}
