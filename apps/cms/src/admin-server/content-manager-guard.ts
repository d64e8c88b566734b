/**
 * Limits on the Content Manager's own write routes (`/content-manager/collection-types/:model/...`), added
 * to Strapi's routes at register time as a route middleware, so they run after Strapi authenticated the admin
 * and checked the role's permissions, and hold whatever permissions a role is given later (issue 32, item 1):
 *
 * - **Submissions, the outbox, scheduled changes and page versions are written by the service only.** No one creates one in the admin (a row
 *   there would be a lead nobody sent, or a mail the outbox would send from MAIL_FROM); only the super admin may
 *   edit, delete or publish one (to correct or remove a record on request). Everyone else gets 403.
 * - **The lead inbox** (contact leads and career enquiries, submissions/lead-inbox.ts) is the exception: whoever
 *   the role lets update them (the Editor the leads, the Recruiter the career enquiries, the super admin both)
 *   changes their status, owner and notes, and nothing else: an update that changes another field answers 400
 *   naming it, the super admin's included. Deleting one stays the super admin's.
 * - **Draft actions on a type without drafts** (publish, unpublish, discard on a job opening) answer 400 with
 *   a message; Strapi's own answer was a 500 (issue 32, item 8).
 *
 * What protects these routes otherwise is Strapi's: an admin session (`admin::isAuthenticatedAdmin`) and the
 * role's Content Manager permission for the action; the roles are set in bootstrap/admin-roles.ts.
 */
import type { FieldError } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { collections } from '../content-model/collections';
import { badRequest } from '../submissions/handle';
import { changedSubmissionFields, INBOX_COLLECTIONS, teamMembers } from '../submissions/lead-inbox';
import type { Context } from './private-file-download';

/** Strapi's code for the Super Admin role. */
export const SUPER_ADMIN_ROLE_CODE = 'strapi-super-admin';

/**
 * Written by the service alone: the forms' records and the outbox; the scheduled changes, which their own admin
 * routes write after checking who may schedule what (admin-server/scheduled-changes.ts), so a row made here could
 * schedule what its author may not change; the pages' versions, which only a publish writes; and the daily jobs'
 * rows (src/retention).
 */
export const SERVICE_WRITTEN: readonly string[] = [
  collections.newsletterSubscriber,
  collections.contactLead,
  collections.careerEnquiry,
  collections.jobApplication,
  collections.outboxMail,
  collections.scheduledChange,
  collections.pageVersion,
  collections.dailyJob,
  // The CRM hand-overs (src/crm): a row made here would send a lead nobody sent to the team's CRM.
  collections.crmHandover,
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

/**
 * What the route may do to this model for this admin: undefined to let it through, or the refusal. `action` is the
 * Content Manager's (`update`, `delete`, ...): an update of an inbox entry goes on to the check of its fields.
 */
export function refusalOf(
  kind: WriteKind,
  model: string,
  contentType: ContentTypeOptions | undefined,
  user: AdminUser | undefined,
  action = '',
): { status: 400 | 403; name: string; message: string } | undefined {
  if (SERVICE_WRITTEN.includes(model)) {
    if (action === 'update' && INBOX_COLLECTIONS.includes(model as (typeof INBOX_COLLECTIONS)[number])) {
      return undefined;
    }
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

interface StoredContentType extends ContentTypeOptions {
  readonly attributes: Readonly<Record<string, { readonly type: string }>>;
}

const fieldError = (field: string, message: string): FieldError => ({
  path: [field],
  message,
  name: 'ValidationError',
});

/**
 * An update of an inbox entry: an error for each field it would change besides the status, owner and notes, and
 * for an owner who is not an active admin user.
 */
async function inboxErrors(
  strapi: Core.Strapi,
  ctx: Context,
  model: string,
  contentType: StoredContentType,
): Promise<FieldError[]> {
  const stored = (await strapi.db
    .query(model as Parameters<typeof strapi.db.query>[0])
    .findOne({ where: { documentId: String(ctx.params.id ?? '') } })) as Record<string, unknown> | null;
  // An unknown entry: the Content Manager answers 404 itself.
  if (!stored) return [];
  const sent = (ctx.request as { body?: unknown }).body;
  const body = sent && typeof sent === 'object' ? (sent as Record<string, unknown>) : {};
  const errors = changedSubmissionFields(contentType.attributes, stored, body).map((field) =>
    fieldError(field, 'Read-only: this is what the visitor sent.'),
  );
  const owner = body['owner'];
  if (owner !== undefined && owner !== null && owner !== '' && owner !== stored['owner']) {
    const team = await teamMembers(strapi);
    if (typeof owner !== 'string' || !team.some((member) => member.email === owner)) {
      errors.push(fieldError('owner', 'Choose someone on the team: an active admin user.'));
    }
  }
  return errors;
}

function guard(strapi: Core.Strapi, kind: WriteKind, action: string) {
  return async (ctx: Context, next: () => Promise<void>) => {
    const model = String(ctx.params.model ?? '');
    const contentType = strapi.contentTypes[model as keyof typeof strapi.contentTypes] as StoredContentType | undefined;
    const refusal = refusalOf(kind, model, contentType, ctx.state.user as AdminUser | undefined, action);
    if (refusal) return refuse(ctx, refusal.status, refusal.name, refusal.message);
    if (action === 'update' && contentType && INBOX_COLLECTIONS.includes(model as (typeof INBOX_COLLECTIONS)[number])) {
      const errors = await inboxErrors(strapi, ctx, model, contentType);
      if (errors.length > 0) {
        return badRequest(
          ctx,
          'Only the status, owner and notes can be changed: the rest is what the visitor sent.',
          errors,
        );
      }
    }
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
    const action = route.handler.split('.')[1] ?? '';
    route.config = {
      ...route.config,
      middlewares: [guard(strapi, kind, action), ...(route.config?.middlewares ?? [])],
    };
  }
}
