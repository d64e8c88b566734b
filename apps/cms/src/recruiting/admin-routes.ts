/**
 * Admin-only downloads of an application's resume and cover letter from private storage (the pattern of
 * src/submissions/admin-routes.ts): `type: 'admin'` routes, authenticated with the admin session, each
 * requiring the Content Manager read permission on job applications. The panel calls them from
 * src/admin/app.tsx. No public route reaches these files.
 */
import type { Core } from '@strapi/strapi';

import { openStored } from '../private-files/store';
import { attachmentDisposition } from '../submissions/admin-routes';
import { rowsOf } from '../submissions/documents';
import type { Context } from '../submissions/handle';
import { JOB_APPLICATION_UID, type JobApplicationFields } from './local';

/** Where the routes live; the admin panel builds its URLs from the same constant and file names. */
export const RECRUITING_ADMIN_PREFIX = '/recruiting-admin';

const FILES = { resume: 'resume', 'cover-letter': 'coverLetter' } as const;

function fileHandler(strapi: Core.Strapi, field: 'resume' | 'coverLetter') {
  return async (ctx: Context) => {
    const documentId = String(ctx.params.documentId ?? '');
    const application = await rowsOf<JobApplicationFields>(strapi, JOB_APPLICATION_UID).findOne({
      where: { documentId },
    });
    const file = application?.[field];
    if (!file) return ctx.notFound(`This application has no ${field === 'resume' ? 'resume' : 'cover letter'}`);
    const stored = await openStored(file.storedName);
    if (!stored) return ctx.notFound('The file is missing from private storage');
    ctx.set('Content-Disposition', attachmentDisposition(file.originalName));
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = file.mimeType;
    if (stored.size !== undefined) ctx.length = stored.size;
    ctx.body = stored.body;
  };
}

export function registerRecruitingAdminRoutes(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: RECRUITING_ADMIN_PREFIX,
    routes: Object.entries(FILES).map(([segment, field]) => ({
      method: 'GET' as const,
      path: `/job-applications/:documentId/${segment}`,
      handler: fileHandler(strapi, field),
      config: {
        policies: [
          'admin::isAuthenticatedAdmin',
          {
            name: 'admin::hasPermissions',
            config: { actions: [['plugin::content-manager.explorer.read', JOB_APPLICATION_UID]] },
          },
        ],
      },
      info: {},
    })),
  });
}
