import { describe, it } from 'vitest';

import { createSeededTestDatabase } from './seeded-templates';
import { scheduledChangesSuite } from './scheduled-changes-suite';

/** The same checks on PostgreSQL, with two services on one database; skipped only where no PostgreSQL runs. */
const database = await createSeededTestDatabase().catch((error: Error) => error);

if (database instanceof Error) {
  describe('scheduled publishing and unpublishing on PostgreSQL', () => {
    it.skip(`skipped: no PostgreSQL could be reached or started here (${database.message})`, () => undefined);
  });
} else {
  scheduledChangesSuite('PostgreSQL', async () => ({ env: { DATABASE_URL: database.url }, cleanUp: database.drop }));
}
