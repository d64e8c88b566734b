/**
 * Admin-only downloads of an application's resume and cover letter from private storage (the pattern of
 * submissions.ts, the one download handler of private-file-download.ts): `type: 'admin'` routes, authenticated with the admin session, each
 * requiring the Content Manager read permission on job applications. The panel calls them from
 * src/admin/app.tsx. No public route reaches these files.
 */
import type { Core } from '@strapi/strapi';

import { type JobApplicationFields } from '../recruiting/local';
import { collections, rowsOf } from '../content-model/collections';
import { type Context, readableBy, sendPrivateFile } from './private-file-download';

/** Where the routes live; the admin panel builds its URLs from the same constant and file names. */
export const RECRUITING_ADMIN_PREFIX = '/recruiting-admin';

const FILES = { resume: 'resume', 'cover-letter': 'coverLetter' } as const;

function fileHandler(strapi: Core.Strapi, field: 'resume' | 'coverLetter') {
  return async (ctx: Context) => {
    const documentId = String(ctx.params.documentId ?? '');
    const application = await rowsOf<JobApplicationFields>(strapi, collections.jobApplication).findOne({
      where: { documentId },
    });
    const absent = `This application has no ${field === 'resume' ? 'resume' : 'cover letter'}`;
    await sendPrivateFile(ctx, application?.[field], absent);
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
      config: { policies: readableBy(collections.jobApplication) },
      info: {},
    })),
  });
}
