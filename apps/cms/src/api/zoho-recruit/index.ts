/**
 * Careers (issue 8) at start-up: the recruiting configuration is checked (a bad variable stops the start with
 * its name) and the admin can download applicants' files. The local provider's openings are seeded once, like
 * every other content type, by src/seeding/run.ts (see decision record 011).
 */
import type { Core } from '@strapi/strapi';

import { registerRecruitingAdminRoutes } from '../../recruiting/admin-routes';
import { recruitingSettings } from '../../recruiting/config';

export default {
  bootstrap({ strapi }: { strapi: Core.Strapi }) {
    recruitingSettings();
    registerRecruitingAdminRoutes(strapi);
  },
};
