/**
 * The admin-only routes (`type: 'admin'`, authenticated with the admin session), registered together at
 * start-up: the forms' CSV exports and CV download, the applicants' files, the sender of View mail, and the
 * redirects' CSV import, and the pages' history.
 */
import type { Core } from '@strapi/strapi';

import { registerOutboxAdminRoutes } from './outbox';
import { registerPageHistoryAdminRoutes } from './page-history';
import { registerRecruitingAdminRoutes } from './recruiting';
import { registerRedirectAdminRoutes } from './redirects';
import { registerSubmissionAdminRoutes } from './submissions';

export function registerAdminRoutes(strapi: Core.Strapi): void {
  registerSubmissionAdminRoutes(strapi);
  registerRecruitingAdminRoutes(strapi);
  registerOutboxAdminRoutes(strapi);
  registerRedirectAdminRoutes(strapi);
  registerPageHistoryAdminRoutes(strapi);
}
