/**
 * The outbox delivers mail for as long as the service runs (Strapi calls an API's bootstrap and destroy
 * with the rest of its modules).
 */
import type { Core } from '@strapi/strapi';

import { startOutbox, stopOutbox } from '../../outbox';

export default {
  bootstrap({ strapi }: { strapi: Core.Strapi }) {
    startOutbox(strapi);
  },
  destroy() {
    stopOutbox();
  },
};
