/**
 * A page's history in its edit view (src/admin/page-history.tsx; src/page-history/):
 * - `GET  /page-history/pages/:documentId/versions`: its versions, newest first (who published, when);
 * - `GET  /page-history/pages/:documentId/versions/:versionId/changes`: what differs between that version and
 *   the draft the edit view shows, field by field in the edit view's words;
 * - `POST /page-history/pages/:documentId/versions/:versionId/restore`: writes that version into the draft.
 *   The live page changes only when someone publishes it.
 *
 * What protects them: an admin session (`admin::isAuthenticatedAdmin`; the public has no route here) and the
 * Content Manager's permissions on Pages: read to see the history, update to restore (the Editor and the super
 * admin have both; the Recruiter has neither, docs/security.md). They take no body; the ids in the path are
 * looked up together, so a version of another page answers 404.
 */
import { PAGE_UID } from '@auralis/content-manifest';
import type { Core } from '@strapi/strapi';

import { pageVersions, restoreVersion, versionChanges } from '../page-history';
import { pageHistoryLimit } from '../settings/runtime-env';
import { type Context, readableBy } from './private-file-download';

/** Where the routes live; the admin panel builds its URLs from the same prefix (src/admin/page-history.tsx). */
export const PAGE_HISTORY_ADMIN_PREFIX = '/page-history';

const updatableBy = (uid: string) => [
  'admin::isAuthenticatedAdmin',
  { name: 'admin::hasPermissions', config: { actions: [['plugin::content-manager.explorer.update', uid]] } },
];

function versionIdOf(ctx: Context): number | undefined {
  const raw = String((ctx.params as { versionId?: string }).versionId ?? '');
  return /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
}

const documentIdOf = (ctx: Context) => String((ctx.params as { documentId?: string }).documentId ?? '');

const notFound = (ctx: Context) => {
  ctx.status = 404;
  ctx.body = { error: { status: 404, name: 'NotFoundError', message: 'This page has no such version.' } };
};

export function registerPageHistoryAdminRoutes(strapi: Core.Strapi): void {
  const limit = pageHistoryLimit();
  strapi.server.routes({
    type: 'admin',
    prefix: PAGE_HISTORY_ADMIN_PREFIX,
    routes: [
      {
        method: 'GET' as const,
        path: '/pages/:documentId/versions',
        handler: async (ctx: Context) => {
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: { limit, versions: await pageVersions(strapi, documentIdOf(ctx)) } };
        },
        config: { policies: readableBy(PAGE_UID) },
        info: {},
      },
      {
        method: 'GET' as const,
        path: '/pages/:documentId/versions/:versionId/changes',
        handler: async (ctx: Context) => {
          ctx.set('Cache-Control', 'no-store');
          const versionId = versionIdOf(ctx);
          const found = versionId === undefined ? null : await versionChanges(strapi, documentIdOf(ctx), versionId);
          if (!found) return notFound(ctx);
          ctx.body = { data: found };
        },
        config: { policies: readableBy(PAGE_UID) },
        info: {},
      },
      {
        method: 'POST' as const,
        path: '/pages/:documentId/versions/:versionId/restore',
        handler: async (ctx: Context) => {
          ctx.set('Cache-Control', 'no-store');
          const versionId = versionIdOf(ctx);
          const restored = versionId === undefined ? null : await restoreVersion(strapi, documentIdOf(ctx), versionId);
          if (!restored) return notFound(ctx);
          ctx.body = { data: { restored } };
        },
        config: { policies: updatableBy(PAGE_UID) },
        info: {},
      },
    ],
  });
}
