/**
 * Limits on the Content Manager's own write routes (`/content-manager/collection-types/:model/...`), added
 * to Strapi's routes at register time as a route middleware, so they run after Strapi authenticated the admin
 * and checked the role's permissions, and hold whatever permissions a role is given later (issue 32, item 1):
 *
 * - **Submissions, the outbox, scheduled changes and page versions are written by the service only.** No one creates one in the admin (a row
 *   there would be a lead nobody sent, or a mail the outbox would send from MAIL_FROM); only the super admin may
 *   edit, delete or publish one (to correct or remove a record on request). Everyone else gets 403.
 * - **Draft actions on a type without drafts** (publish, unpublish, discard on a job opening) answer 400 with
 *   a message; Strapi's own answer was a 500 (issue 32, item 8).
 *
 * What protects these routes otherwise is Strapi's: an admin session (`admin::isAuthenticatedAdmin`) and the
 * role's Content Manager permission for the action; the roles are set in bootstrap/admin-roles.ts.
 */
import type { Core } from '@strapi/strapi';

import { collections } from '../content-model/collections';
import type { Context } from './private-file-download';

/** Strapi's code for the Super Admin role. */
export const SUPER_ADMIN_ROLE_CODE = 'strapi-super-admin';

/**
 * Written by the service alone: the forms' records and the outbox; the scheduled changes, which their own admin
 * routes write after checking who may schedule what (admin-server/scheduled-changes.ts), so a row made here could
 * schedule what its author may not change; and the pages' versions, which only a publish writes.
 */
export const SERVICE_WRITTEN: readonly string[] = [
  collections.newsletterSubscriber,
  collections.contactLead,
  collections.careerEnquiry,
  collections.jobApplication,
  collections.outboxMail,
  collections.scheduledChange,
  collections.pageVersion,
];

type WriteKind = 'create' | 'change' | 'draft';

/** The Content Manager's write actions (`collection-types.<action>`, `single-types.<action>`) by kind. */
const ACTIONS: Readonly<Record<string, WriteKind>> = {
  create: 'create',
  clone: 'create',
  autoClone: 'create',
  createOrUpdate: 'change',
  update: 'change',
  delete: 'change',
  bulkDelete: 'change',
  publish: 'draft',
  unpublish: 'draft',
  discard: 'draft',
  bulkPublish: 'draft',
  bulkUnpublish: 'draft',
};

interface AdminRoute {
  readonly method: string;
  readonly path: string;
  readonly handler: unknown;
  config?: { middlewares?: unknown[] };
}

interface ContentTypeOptions {
  readonly options?: { readonly draftAndPublish?: boolean };
}

interface AdminUser {
  readonly roles?: readonly { readonly code?: string }[];
}

const isSuperAdmin = (user: AdminUser | undefined) =>
  (user?.roles ?? []).some((role) => role.code === SUPER_ADMIN_ROLE_CODE);

function refuse(ctx: Context, status: 400 | 403, name: string, message: string) {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

/** What the route may do to this model for this admin: undefined to let it through, or the refusal. */
export function refusalOf(
  kind: WriteKind,
  model: string,
  contentType: ContentTypeOptions | undefined,
  user: AdminUser | undefined,
): { status: 400 | 403; name: string; message: string } | undefined {
  if (SERVICE_WRITTEN.includes(model)) {
    if (kind === 'create') {
      return {
        status: 403,
        name: 'ForbiddenError',
        message: 'These entries are written by the site, not in the admin.',
      };
    }
    if (!isSuperAdmin(user)) {
      return {
        status: 403,
        name: 'ForbiddenError',
        message: 'These entries are read-only: only a super admin may change them.',
      };
    }
  }
  if (kind === 'draft' && contentType && contentType.options?.draftAndPublish !== true) {
    return {
      status: 400,
      name: 'ValidationError',
      message: 'This content type has no drafts: an entry is live as soon as it is saved.',
    };
  }
  return undefined;
}

function guard(strapi: Core.Strapi, kind: WriteKind) {
  return async (ctx: Context, next: () => Promise<void>) => {
    const model = String(ctx.params.model ?? '');
    const contentType = strapi.contentTypes[model as keyof typeof strapi.contentTypes] as
      | ContentTypeOptions
      | undefined;
    const refusal = refusalOf(kind, model, contentType, ctx.state.user as AdminUser | undefined);
    if (refusal) return refuse(ctx, refusal.status, refusal.name, refusal.message);
    return next();
  };
}

/** Adds the guard to each write route of the Content Manager; called from register(), before routes are mounted. */
export function guardContentManagerWrites(strapi: Core.Strapi): void {
  const admin = (strapi.plugin('content-manager').routes as Record<string, { routes?: AdminRoute[] }>).admin;
  for (const route of admin?.routes ?? []) {
    if (!/^\/(collection|single)-types\/:model/.test(route.path) || typeof route.handler !== 'string') continue;
    const kind = ACTIONS[route.handler.split('.')[1] ?? ''];
    if (!kind) continue;
    route.config = { ...route.config, middlewares: [guard(strapi, kind), ...(route.config?.middlewares ?? [])] };
  }
}
