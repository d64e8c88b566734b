import type { Core } from '@strapi/strapi';

import { seedContent } from '../seed/run';
import { subscribeCacheInvalidation, withInvalidationSuspended } from './bootstrap/cache-invalidation';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { grantPublicReads } from './bootstrap/public-permissions';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    subscribeCacheInvalidation(strapi);
    await grantPublicReads(strapi);
    const started = Date.now();
    const seeded = await withInvalidationSuspended(strapi, () => seedContent(strapi));
    if (!seeded.skipped) {
      strapi.log.info(
        `Seeded content: ${seeded.created} entries created, ${seeded.published} published (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
    const created = await ensureFirstAdmin(strapi);
    if (created) {
      // `npm start` prints the URLs and these credentials once the server answers.
      strapi.log.info(`Development admin account: ${created.email}`);
    }
  },
};
