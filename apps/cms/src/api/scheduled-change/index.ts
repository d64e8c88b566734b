/**
 * The scheduled changes are carried out for as long as the service runs (Strapi calls an API's bootstrap and
 * destroy with the rest of its modules), as the outbox is started with the service (src/index.ts).
 */
import type { Core } from '@strapi/strapi';

import { startScheduledChanges, stopScheduledChanges } from '../../scheduled-changes';

export default {
  bootstrap({ strapi }: { strapi: Core.Strapi }) {
    startScheduledChanges(strapi);
  },
  destroy() {
    stopScheduledChanges();
  },
};
