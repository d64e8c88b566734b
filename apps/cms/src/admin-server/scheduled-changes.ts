/**
 * Scheduled publishing and unpublishing (issue 34, part 3), for the admin's "Scheduled changes" page and the
 * Schedule panel of a page's or job opening's edit view (src/admin/scheduled-changes-*.tsx):
 *
 * - `GET  /scheduled-changes-admin/changes[?targetType=&targetDocumentId=]`: the changes to come and the latest
 *   carried out, of every type the admin may schedule, or of one entry;
 * - `POST /scheduled-changes-admin/changes` with `{ targetType, targetDocumentId, change, runAt }`: schedules a
 *   publish or an unpublish at a future instant (a past one is refused with a message);
 * - `POST /scheduled-changes-admin/changes/:id/cancel`: cancels a change still to come.
 *
 * What protects them: an admin session (`admin::isAuthenticatedAdmin`; the public has no route here), and, per
 * entry type, the Content Manager permission to make the change by hand (targets.ts: publish on pages, which
 * the Editor holds; update on job openings, the Recruiter's): without it, 403, and the list leaves that type
 * out. The body is a few short fields under strapi::body's 1 MB JSON limit.
 */
import type { Core } from '@strapi/strapi';

import { checkScheduleRequest } from '../scheduled-changes/rules';
import { cancelChange, findChange, listChanges, scheduleChange } from '../scheduled-changes/store';
import { isSchedulableType, SCHEDULABLE_TYPES } from '../scheduled-changes/targets';
import type { Context } from './private-file-download';

/** Where the routes live; the admin panel builds its URLs from the same prefix (src/admin/scheduled-changes-api.ts). */
export const SCHEDULED_CHANGES_ADMIN_PREFIX = '/scheduled-changes-admin';

interface Ability {
  can(action: string, subject: string): boolean;
}

interface AdminUser {
  readonly firstname?: string | null;
  readonly lastname?: string | null;
  readonly email?: string | null;
}

const NO_ROLE_MESSAGE = 'Your role cannot schedule changes to these entries.';

/** The entry types this admin may schedule: those whose change the admin's role may make by hand. */
function schedulableBy(ctx: Context): string[] {
  const ability = ctx.state.userAbility as Ability | undefined;
  if (!ability) return [];
  return Object.entries(SCHEDULABLE_TYPES)
    .filter(([uid, type]) => ability.can(type.permission, uid))
    .map(([uid]) => uid);
}

function adminName(ctx: Context): string {
  const user = (ctx.state.user ?? {}) as AdminUser;
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ').trim();
  return name || user.email || 'an admin';
}

function fail(ctx: Context, status: 400 | 403 | 404 | 409, message: string, errors?: unknown) {
  ctx.status = status;
  const name = { 400: 'ValidationError', 403: 'ForbiddenError', 404: 'NotFoundError', 409: 'ConflictError' }[status];
  ctx.body = { data: null, error: { status, name, message, details: errors ? { errors } : {} } };
}

const query = (ctx: Context, name: string): string | undefined => {
  const value: unknown = (ctx.query as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export function registerScheduledChangeAdminRoutes(strapi: Core.Strapi): void {
  const policies = ['admin::isAuthenticatedAdmin'];
  strapi.server.routes({
    type: 'admin',
    prefix: SCHEDULED_CHANGES_ADMIN_PREFIX,
    routes: [
      {
        method: 'GET' as const,
        path: '/changes',
        handler: async (ctx: Context) => {
          ctx.set('Cache-Control', 'no-store');
          const allowed = schedulableBy(ctx);
          if (allowed.length === 0) return fail(ctx, 403, NO_ROLE_MESSAGE);
          const targetType = query(ctx, 'targetType');
          const targetDocumentId = query(ctx, 'targetDocumentId');
          if (targetType !== undefined && !allowed.includes(targetType)) return fail(ctx, 403, NO_ROLE_MESSAGE);
          const entry = targetType && targetDocumentId ? { targetType, targetDocumentId } : undefined;
          ctx.body = { data: await listChanges(strapi, allowed, entry) };
        },
        config: { policies },
        info: {},
      },
      {
        method: 'POST' as const,
        path: '/changes',
        handler: async (ctx: Context) => {
          ctx.set('Cache-Control', 'no-store');
          const allowed = schedulableBy(ctx);
          const checked = checkScheduleRequest((ctx.request as { body?: unknown }).body, new Date(), isSchedulableType);
          if (!checked.ok) {
            const [first] = checked.problems;
            return fail(ctx, 400, first?.message ?? 'Check the change.', checked.problems);
          }
          if (!allowed.includes(checked.request.targetType)) return fail(ctx, 403, NO_ROLE_MESSAGE);
          const change = await scheduleChange(strapi, checked.request, adminName(ctx));
          if (!change) return fail(ctx, 404, 'This entry no longer exists.');
          ctx.status = 201;
          ctx.body = { data: change };
        },
        config: { policies },
        info: {},
      },
      {
        method: 'POST' as const,
        path: '/changes/:id/cancel',
        handler: async (ctx: Context) => {
          ctx.set('Cache-Control', 'no-store');
          const id = Number(ctx.params.id);
          const existing = Number.isSafeInteger(id) && id > 0 ? await findChange(strapi, id) : null;
          if (!existing) return fail(ctx, 404, 'No such scheduled change.');
          if (!schedulableBy(ctx).includes(existing.targetType)) return fail(ctx, 403, NO_ROLE_MESSAGE);
          const { cancelled, change } = await cancelChange(strapi, id, adminName(ctx));
          if (!cancelled) {
            return fail(
              ctx,
              409,
              change?.state === 'scheduled'
                ? 'This change is being carried out right now and can no longer be cancelled.'
                : 'This change is no longer to come: it has been carried out or cancelled already.',
            );
          }
          ctx.body = { data: change };
        },
        config: { policies },
        info: {},
      },
    ],
  });
}
