import { describe, it } from 'vitest';

import { createSeededTestDatabase } from './seeded-templates';
import { careersSuite } from './careers-suite';

/** The same contract on PostgreSQL; skipped only where no PostgreSQL can be reached or started (saying why). */
const database = await createSeededTestDatabase().catch((error: Error) => error);

if (database instanceof Error) {
  describe('careers on PostgreSQL', () => {
    it.skip(`skipped: no PostgreSQL could be reached or started here (${database.message})`, () => undefined);
  });
} else {
  careersSuite('PostgreSQL', async () => ({ env: { DATABASE_URL: database.url }, cleanUp: database.drop }));
}
