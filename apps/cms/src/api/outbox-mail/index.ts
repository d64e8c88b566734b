/**
 * The outbox delivers mail for as long as the service runs (Strapi calls an API's bootstrap and destroy
 * with the rest of its modules), and the admin's mail preview can ask which sender the mails go out with.
 */
import type { Core } from '@strapi/strapi';

import { startOutbox, stopOutbox } from '../../outbox';
import { registerOutboxAdminRoutes } from '../../outbox/admin-routes';

export default {
  bootstrap({ strapi }: { strapi: Core.Strapi }) {
    startOutbox(strapi);
    registerOutboxAdminRoutes(strapi);
  },
  destroy() {
    stopOutbox();
  },
};
