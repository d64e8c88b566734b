import { describe, it } from 'vitest';

import type { TestDatabase } from '../../../scripts/lib/postgres.mjs';
import { newsletterConsentSuite } from './newsletter-consent-suite';
import { createSeededTestDatabase } from './seeded-templates';

/** The same contract on PostgreSQL; skipped only where no PostgreSQL can be reached or started (saying why). */
const database = await createSeededTestDatabase().catch((error: Error) => error);

if (database instanceof Error) {
  describe('newsletter consent on PostgreSQL', () => {
    it.skip(`skipped: no PostgreSQL could be reached or started here (${database.message})`, () => undefined);
  });
} else {
  // Each service the suite boots gets a database of its own: two services must not share one.
  let unused: TestDatabase | undefined = database;
  newsletterConsentSuite('PostgreSQL', async () => {
    const next = unused ?? (await createSeededTestDatabase());
    unused = undefined;
    return { env: { DATABASE_URL: next.url }, cleanUp: next.drop };
  });
}
