import type { Core } from '@strapi/strapi';

import { ensureFirstAdmin } from './bootstrap/first-admin';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const created = await ensureFirstAdmin(strapi);
    if (created) {
      // `npm start` prints the URLs and these credentials once the server answers.
      strapi.log.info(`Development admin account: ${created.email}`);
    }
  },
};
