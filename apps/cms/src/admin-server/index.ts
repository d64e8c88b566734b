/**
 * The admin-only routes (`type: 'admin'`, authenticated with the admin session), registered together at
 * start-up: the forms' CSV exports and CV download, the applicants' files, the sender of View mail, the
 * redirects' CSV import, the pages' history and the scheduled changes.
 */
import type { Core } from '@strapi/strapi';

import { registerOutboxAdminRoutes } from './outbox';
import { registerPageHistoryAdminRoutes } from './page-history';
import { registerRecruitingAdminRoutes } from './recruiting';
import { registerRedirectAdminRoutes } from './redirects';
import { registerScheduledChangeAdminRoutes } from './scheduled-changes';
import { registerSubmissionAdminRoutes } from './submissions';

export function registerAdminRoutes(strapi: Core.Strapi): void {
  registerSubmissionAdminRoutes(strapi);
  registerRecruitingAdminRoutes(strapi);
  registerOutboxAdminRoutes(strapi);
  registerRedirectAdminRoutes(strapi);
  registerPageHistoryAdminRoutes(strapi);
  registerScheduledChangeAdminRoutes(strapi);
}
