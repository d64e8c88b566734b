/**
 * Who sees what in the admin (issue 32, items 1 and 2), set in code at every start so that a database made by
 * an earlier version, where Strapi gave its Editor role every action on every collection, is brought in line:
 *
 * - **Editor** (Strapi's own role, the marketing team's): pages, shared content and media as before; reads the
 *   contact leads and newsletter subscribers, every field of them, and exports them; works the leads through
 *   the lead inbox (their status, owner and notes, nothing else). It loses every other write to them, the careers
 *   collections (job openings, applications, career enquiries: applicants' personal data and files) and the
 *   outbox (it holds those mails too).
 * - **Recruiter** (ours, created here): job openings (edits them: a role is opened or closed there), and reads
 *   job applications and career enquiries, with their CSV exports and file downloads; works the career
 *   enquiries through the lead inbox.
 * - **Both** read the CRM hand-overs (src/crm): whether each lead, subscriber or career enquiry reached the CRM,
 *   and why not; not their payload.
 * - **Super Admin**: everything, as Strapi defines it. Submissions and the outbox are still read-only through
 *   the Content Manager for everyone but the super admin, and created by no one there
 *   (src/admin-server/content-manager-guard.ts holds that whatever a role is given later).
 *
 * docs/content-and-editing.md ("Who may do what") has the same as a table.
 */
import type { Core } from '@strapi/strapi';

import { collections } from '../content-model/collections';
import { INBOX_FIELDS } from '../submissions/lead-inbox';
import { serviceOf } from '../settings/strapi-services';

/** Strapi's built-in Editor role (created with the first admin): content, media and publishing, no schema. */
export const EDITOR_ROLE_CODE = 'strapi-editor';
/** Ours: the people who hire. A fixed code, so every start finds the one it made. */
export const RECRUITER_ROLE_CODE = 'auralis-recruiter';

const EXPLORER = 'plugin::content-manager.explorer';
const READ = `${EXPLORER}.read`;
const WRITES = ['create', 'update', 'delete', 'publish'].map((action) => `${EXPLORER}.${action}`);

/** Visitors' submissions the marketing team reads: leads and subscribers. */
const MARKETING_SUBMISSIONS: readonly string[] = [collections.contactLead, collections.newsletterSubscriber];
/** Collections only recruiters (and the super admin) see. */
const CAREERS: readonly string[] = [collections.jobOpening, collections.jobApplication, collections.careerEnquiry];

const UPDATE = `${EXPLORER}.update`;

/**
 * The CRM hand-overs (src/crm): the Editor and the Recruiter read whether each lead, subscriber or career
 * enquiry reached the CRM, and why not, but not the payload: it copies the submission, which each reads in its own
 * collection, and one collection holds the leads and the career enquiries together.
 */
const CRM_HANDOVER = collections.crmHandover;
const CRM_HANDOVER_HIDDEN_FIELDS: readonly string[] = ['payload'];

/** What the Recruiter role is given, action by subject. */
const RECRUITER_GRANTS: Readonly<Record<string, readonly string[]>> = {
  [READ]: [...CAREERS, CRM_HANDOVER],
  [`${EXPLORER}.create`]: [collections.jobOpening],
  [UPDATE]: [collections.jobOpening, collections.careerEnquiry],
  [`${EXPLORER}.delete`]: [collections.jobOpening],
};

/**
 * What the Editor role is given on the visitors' submissions, set afresh at every start: reading every field
 * (a field added by a later version, such as where a lead came from, is read from its first start on; Strapi
 * itself widens only the super admin's rights), and the lead inbox's fields of a lead.
 */
const EDITOR_SUBMISSION_GRANTS: Readonly<Record<string, readonly string[]>> = {
  [READ]: [...MARKETING_SUBMISSIONS, CRM_HANDOVER],
  [UPDATE]: [collections.contactLead],
};

/** An update of an inbox collection reaches its status, owner and notes only (submissions/lead-inbox.ts). */
const INBOX_UPDATE_SUBJECTS: readonly string[] = [collections.contactLead, collections.careerEnquiry];

export interface RolePermission {
  readonly id?: number | string;
  readonly action: string;
  readonly subject?: string | null;
  readonly properties?: Record<string, unknown>;
  readonly conditions?: readonly string[];
}

interface ContentTypeAction {
  readonly actionId: string;
  readonly section: string;
  readonly subjects: readonly string[];
}

interface PermissionService {
  findMany(params: { where: Record<string, unknown> }): Promise<RolePermission[]>;
  deleteByIds(ids: readonly (number | string)[]): Promise<unknown>;
  createMany(permissions: readonly (RolePermission & { role: number })[]): Promise<unknown>;
  actionProvider: { values(): ContentTypeAction[] };
}

interface RoleService {
  findOne(params: { code: string }): Promise<{ id: number } | null>;
  create(attributes: { name: string; code: string; description: string }): Promise<{ id: number }>;
  assignPermissions(roleId: number, permissions: readonly RolePermission[]): Promise<unknown>;
}

interface ContentTypeService {
  getPermissionsWithNestedFields(actions: readonly ContentTypeAction[]): RolePermission[];
}

/**
 * Whether the Editor role may keep a permission it holds: not on careers or the outbox, and none on the
 * submissions, which EDITOR_SUBMISSION_GRANTS gives it afresh.
 */
export function editorMayKeep(permission: RolePermission): boolean {
  const subject = permission.subject ?? '';
  if (CAREERS.includes(subject) || subject === collections.outboxMail) return false;
  // Given afresh at every start, like the submissions' rights.
  if (subject === CRM_HANDOVER) return false;
  if (MARKETING_SUBMISSIONS.includes(subject) && [READ, ...WRITES].includes(permission.action)) return false;
  return true;
}

/**
 * Permissions for `grants`, with every field of each collection, as the admin's role editor makes them, except an
 * update of an inbox collection, which reaches the inbox's fields only.
 */
function grantedPermissions(
  strapi: Core.Strapi,
  permissions: PermissionService,
  grants: Readonly<Record<string, readonly string[]>>,
): RolePermission[] {
  const actions = permissions.actionProvider
    .values()
    .filter((action) => action.section === 'contentTypes' && grants[action.actionId])
    .map((action) => ({
      ...action,
      subjects: action.subjects.filter((subject) => grants[action.actionId]?.includes(subject)),
    }));
  return serviceOf<ContentTypeService>(strapi, 'admin::content-type')
    .getPermissionsWithNestedFields(actions)
    .map((permission) =>
      permission.action === UPDATE && INBOX_UPDATE_SUBJECTS.includes(permission.subject ?? '')
        ? { ...permission, properties: { ...permission.properties, fields: [...INBOX_FIELDS] } }
        : permission,
    )
    .map((permission) => (permission.subject === CRM_HANDOVER ? withoutHiddenHandoverFields(permission) : permission));
}

function withoutHiddenHandoverFields(permission: RolePermission): RolePermission {
  const fields = permission.properties?.['fields'];
  if (!Array.isArray(fields)) return permission;
  const shown = fields.filter((field) => !CRM_HANDOVER_HIDDEN_FIELDS.includes(String(field)));
  return { ...permission, properties: { ...permission.properties, fields: shown } };
}

async function restrictEditor(strapi: Core.Strapi, permissions: PermissionService): Promise<number> {
  const editor = await serviceOf<RoleService>(strapi, 'admin::role').findOne({ code: EDITOR_ROLE_CODE });
  if (!editor) return 0;
  const held = await permissions.findMany({ where: { role: { id: editor.id } } });
  const dropped = held.filter((permission) => !editorMayKeep(permission)).map((permission) => permission.id);
  const ids = dropped.filter((id): id is number | string => id !== undefined);
  if (ids.length > 0) await permissions.deleteByIds(ids);
  const granted = grantedPermissions(strapi, permissions, EDITOR_SUBMISSION_GRANTS);
  await permissions.createMany(granted.map((permission) => ({ ...permission, role: editor.id })));
  // What it lost besides the submissions' rights it was just given again.
  return Math.max(0, ids.length - granted.length);
}

async function ensureRecruiter(strapi: Core.Strapi, permissions: PermissionService): Promise<void> {
  const roles = serviceOf<RoleService>(strapi, 'admin::role');
  const role =
    (await roles.findOne({ code: RECRUITER_ROLE_CODE })) ??
    (await roles.create({
      name: 'Recruiter',
      code: RECRUITER_ROLE_CODE,
      description: 'Recruiters manage job openings and read job applications and career enquiries, with their files.',
    }));
  // Replaces whatever the role held with exactly these: the code owns this role's rights.
  await roles.assignPermissions(role.id, grantedPermissions(strapi, permissions, RECRUITER_GRANTS));
}

export async function configureAdminRoles(strapi: Core.Strapi): Promise<void> {
  const permissions = serviceOf<PermissionService>(strapi, 'admin::permission');
  const dropped = await restrictEditor(strapi, permissions);
  if (dropped > 0)
    strapi.log.info(`Editor role: removed ${dropped} permissions on careers, submissions and the outbox`);
  await ensureRecruiter(strapi, permissions);
}
