/**
 * The admin-only routes (`type: 'admin'`, authenticated with the admin session), registered together at
 * start-up: the forms' CSV exports and CV download, the applicants' files, and the sender of View mail.
 */
import type { Core } from '@strapi/strapi';

import { registerOutboxAdminRoutes } from './outbox';
import { registerRecruitingAdminRoutes } from './recruiting';
import { registerSubmissionAdminRoutes } from './submissions';

export function registerAdminRoutes(strapi: Core.Strapi): void {
  registerSubmissionAdminRoutes(strapi);
  registerRecruitingAdminRoutes(strapi);
  registerOutboxAdminRoutes(strapi);
}
