/**
 * Redirects, managed in the admin (issue 34): the collection's rules on every save, the redirect a renamed
 * story or industry page leaves behind, the CSV import, and the Editor's right to manage them. The table that
 * serves them is table.ts; the middleware that answers with them is src/middlewares/redirects.ts.
 *
 * What protects the writes: the Content Manager's own permissions on the collection (an admin session with the
 * Redirects create/update rights; the public has no route to it), and the rules below on every write.
 */
import { PAGE_UID } from '@auralis/content-manifest';
import { listedPageKindOf } from '@auralis/site-map';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { readCache } from '../api/site-content/services/read-cache';
import { configureContentTypeView } from '../admin-server/view-layouts';
import { collections } from '../content-model/collections';
import {
  normalizeSitePath,
  type RedirectProblem,
  redirectProblems,
  type RedirectRule,
  renameChanges,
  type StoredRedirect,
} from './rules';

const UID = collections.redirect;

/** Strapi's built-in Editor role: the marketing team's (src/bootstrap/first-admin.ts). */
const EDITOR_ROLE_CODE = 'strapi-editor';

// `statusCode`, not `status`: Strapi 5 reserves `status` for a document's draft or published version.
type Row = { id: number; from: string | null; to: string | null; statusCode: number | null };

const asRule = (row: Row): StoredRedirect => ({
  id: row.id,
  from: row.from ?? '',
  to: (row.to ?? '').trim(),
  status: (Number(row.statusCode) || 301) as StoredRedirect['status'],
});

/** Every redirect as stored. */
export async function storedRedirects(strapi: Core.Strapi): Promise<StoredRedirect[]> {
  const rows = (await strapi.db.query(UID).findMany({ select: ['id', 'from', 'to', 'statusCode'] })) as Row[];
  return rows.map(asRule);
}

/** The site's published pages' paths. */
export async function livePagePaths(strapi: Core.Strapi): Promise<ReadonlySet<string>> {
  const rows = (await strapi.db.query(PAGE_UID).findMany({
    where: { publishedAt: { $notNull: true } },
    select: ['path'],
  })) as { path: string | null }[];
  return new Set(rows.flatMap((row) => (row.path ? [normalizeSitePath(row.path)] : [])));
}

/** The collection's field a rule's field is (the status is stored as `statusCode`). */
const attributeOf = (field: RedirectProblem['field']) => (field === 'status' ? 'statusCode' : field);

/** Strapi's ValidationError with a message per field, which the admin shows at the fields. */
export function redirectValidationError(problems: readonly RedirectProblem[]): Error {
  return new errors.ValidationError(problems.map((problem) => problem.message).join(' '), {
    errors: problems.map((problem) => ({
      path: [attributeOf(problem.field)],
      message: problem.message,
      name: 'ValidationError',
    })),
  });
}

/** The problems of a redirect about to be written (`id`: the one it replaces, for an update). */
export async function problemsOf(
  strapi: Core.Strapi,
  candidate: { from: unknown; to: unknown; status: unknown },
  id?: number,
): Promise<RedirectProblem[]> {
  const [stored, live] = await Promise.all([storedRedirects(strapi), livePagePaths(strapi)]);
  return redirectProblems(candidate, {
    others: stored.filter((redirect) => redirect.id !== id),
    isLivePage: (path) => live.has(path),
  });
}

type Params = { data?: Record<string, unknown>; documentId?: string } | undefined;

/** Checks every create and update of a redirect; normalizes its paths; never lets a save set its hits. */
function registerRedirectRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as Params;
    const data = params?.data ?? {};
    const current =
      context.action === 'update' && params?.documentId
        ? ((await strapi.db.query(UID).findOne({
            where: { documentId: params.documentId },
            select: ['id', 'from', 'to', 'statusCode'],
          })) as Row | null)
        : null;
    const candidate: RedirectRule = {
      from: typeof data.from === 'string' ? data.from : (current?.from ?? ''),
      to: typeof data.to === 'string' ? data.to : data.to === null ? '' : (current?.to ?? ''),
      status: (data.statusCode ?? current?.statusCode ?? 301) as RedirectRule['status'],
    };
    const problems = await problemsOf(strapi, candidate, current?.id);
    if (problems.length > 0) throw redirectValidationError(problems);
    data.from = normalizeSitePath(candidate.from);
    const to = candidate.to.trim();
    data.to = to.startsWith('/') ? normalizeSitePath(to) : to;
    data.statusCode = Number(candidate.status);
    // Hits are counted by the site (table.ts), never typed in.
    if (current) {
      delete data.hits;
      delete data.lastHitAt;
    } else {
      data.hits = 0;
      data.lastHitAt = null;
    }
    return next();
  });
}

/**
 * A story or an industry page that is published under a new path leaves a 301 from its old path (issue 34), so
 * every link already shared keeps working; redirects that led to the old path lead to the new one (one hop),
 * and a redirect from the new path goes (the page is live there now).
 */
function registerRenameRedirects(strapi: Core.Strapi): void {
  const publishedPath = async (documentId: string) =>
    (
      (await strapi.db.query(PAGE_UID).findOne({
        where: { documentId, publishedAt: { $notNull: true } },
        select: ['path'],
      })) as { path: string | null } | null
    )?.path ?? undefined;

  strapi.documents.use(async (context, next) => {
    if (context.uid !== PAGE_UID || context.action !== 'publish') return next();
    const documentId = (context.params as Params)?.documentId;
    const before = documentId ? await publishedPath(documentId) : undefined;
    const result = await next();
    const after = documentId ? await publishedPath(documentId) : undefined;
    if (before && after && before !== after && listedPageKindOf(before)) {
      const changes = renameChanges(before, after, await storedRedirects(strapi));
      const query = strapi.db.query(UID);
      if (changes.remove.length > 0) await query.deleteMany({ where: { id: { $in: [...changes.remove] } } });
      if (changes.retarget.length > 0)
        await query.updateMany({ where: { id: { $in: [...changes.retarget] } }, data: { to: changes.upsert.to } });
      const note = `Left behind when ${before} was renamed ${after}.`;
      if (changes.upsert.id !== undefined)
        await query.update({
          where: { id: changes.upsert.id },
          data: { to: changes.upsert.to, statusCode: 301, note },
        });
      else
        await strapi.documents(UID).create({
          data: { from: changes.upsert.from, to: changes.upsert.to, statusCode: 301, note },
        });
      await readCache(strapi).invalidate();
      strapi.log.info(`Redirect ${before} -> ${after} (the page's new path)`);
    }
    return result;
  });
}

/** In register(): the rules and the rename redirects, before any document is written. */
export function registerRedirects(strapi: Core.Strapi): void {
  registerRedirectRules(strapi);
  registerRenameRedirects(strapi);
}

interface RoleService {
  findOne(params: { code: string }): Promise<{ id: number } | null>;
  addPermissions(
    roleId: number,
    permissions: { action: string; subject: string; properties: Record<string, unknown>; conditions: string[] }[],
  ): Promise<unknown>;
}

/**
 * In bootstrap(): the admin's view of the collection (the hits are read-only), and
 * the Editor's rights on it (a database made before redirects existed gave its Editor role none).
 */
export async function bootstrapRedirects(strapi: Core.Strapi): Promise<void> {
  const fields = ['from', 'to', 'statusCode', 'note', 'hits', 'lastHitAt'];
  await configureContentTypeView(strapi, UID, {
    settings: { mainField: 'from', defaultSortBy: 'from', defaultSortOrder: 'ASC' },
    metadatas: {
      from: {
        edit: { label: 'From', description: 'A path of this site, such as /spring-campaign or /portfolio/old-name.' },
        list: { label: 'From' },
      },
      to: {
        edit: {
          label: 'To',
          description: 'Where visitors go: a path of this site (/portfolio) or a full address. Empty for 410.',
        },
        list: { label: 'To' },
      },
      statusCode: {
        edit: {
          label: 'Status',
          description: '301: moved for good (search engines follow). 302: moved for now. 410: gone, nowhere to go.',
        },
        list: { label: 'Status' },
      },
      note: {
        edit: { label: 'Note', description: 'Why this redirect exists, for the team.' },
        list: { label: 'Note' },
      },
      hits: {
        edit: { label: 'Hits', description: 'Visits it has redirected (counted by the site).', editable: false },
        list: { label: 'Hits' },
      },
      lastHitAt: {
        edit: { label: 'Last hit', description: 'When it last redirected a visit.', editable: false },
        list: { label: 'Last hit' },
      },
    },
    list: ['from', 'to', 'statusCode', 'hits', 'lastHitAt'],
    edit: [['from', 'statusCode'], ['to'], ['note'], ['hits', 'lastHitAt']],
  });
  const roles = strapi.service('admin::role') as unknown as RoleService;
  const editor = await roles.findOne({ code: EDITOR_ROLE_CODE });
  if (!editor) return;
  const granted = (await strapi.db.query('admin::permission').findMany({
    where: { role: { id: editor.id }, subject: UID },
    select: ['action'],
  })) as { action: string }[];
  const missing = ['create', 'read', 'update', 'delete']
    .map((action) => `plugin::content-manager.explorer.${action}`)
    .filter((action) => !granted.some((permission) => permission.action === action));
  if (missing.length > 0) {
    await roles.addPermissions(
      editor.id,
      missing.map((action) => ({
        action,
        subject: UID,
        properties: action.endsWith('.delete') ? {} : { fields },
        conditions: [],
      })),
    );
  }
}
