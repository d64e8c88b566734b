/**
 * The daily jobs run for as long as the service runs (Strapi calls an API's bootstrap and destroy with the rest
 * of its modules), as the scheduled changes do (src/api/scheduled-change/index.ts).
 */
import type { Core } from '@strapi/strapi';

import { startDailyJobs, stopDailyJobs } from '../../retention';

export default {
  bootstrap({ strapi }: { strapi: Core.Strapi }) {
    startDailyJobs(strapi);
  },
  destroy() {
    stopDailyJobs();
  },
};
