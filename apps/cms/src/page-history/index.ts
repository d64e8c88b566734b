/**
 * Every page's history (issue 34, part 4; docs/decisions/021-page-history.md). Strapi 5's Content History is a
 * paid feature, so the service keeps its own: a document-service middleware on the pages' `publish` stores the
 * published content whole, with who published and when, in a collection the admin's menus do not show
 * (`api::page-version.page-version`), and keeps the newest PAGE_HISTORY_LIMIT versions of each page.
 *
 * The first publish of a page that has no versions yet (a seeded page, or a database older than the history)
 * first keeps the version that was live until then, "before history was kept", so the first change made in
 * the admin can be undone too.
 *
 * Read and restored through the admin routes of src/admin-server/page-history.ts; a restore writes the version
 * into the draft only, and the team previews and publishes it as any other change.
 */
import { PAGE_UID } from '@auralis/content-manifest';
import type { Core, UID } from '@strapi/strapi';

import { collections } from '../content-model/collections';
import { type PageChange, pageChanges } from './changes';
import { fieldLabels, restorableData, wholePopulate } from './page-model';
import { pageHistoryLimit } from '../settings/runtime-env';

export const PAGE_VERSION_UID = collections.pageVersion;

/** Where history is kept: the Pages collection (every page of the site, stories and industry pages among them). */
export const PAGE_KINDS_WITH_HISTORY: readonly string[] = [PAGE_UID];

export type VersionOrigin = 'publish' | 'before-history';

export interface VersionSummary {
  readonly id: number;
  readonly publishedOn: string;
  /** Who published, as the admin names them; null when no one was signed in (the seed, a scheduled publish). */
  readonly author: string | null;
  readonly origin: VersionOrigin;
}

interface VersionRow {
  readonly id: number;
  readonly pageDocumentId: string;
  readonly publishedOn: string;
  readonly authorName: string | null;
  readonly origin: VersionOrigin;
  readonly content?: Readonly<Record<string, unknown>>;
}

interface AdminUser {
  readonly firstname?: string | null;
  readonly lastname?: string | null;
  readonly username?: string | null;
  readonly email?: string | null;
}

type Stored = Readonly<Record<string, unknown>>;

const versions = (strapi: Core.Strapi) => strapi.db.query(PAGE_VERSION_UID as UID.Schema);

/** The admin signed in for the request that publishes, if any (Strapi keeps the Koa context of each request). */
function signedInAdmin(strapi: Core.Strapi): AdminUser | undefined {
  const state = (strapi.requestContext.get() as { state?: { user?: AdminUser; isAuthenticated?: boolean } } | undefined)
    ?.state;
  return state?.user;
}

const nameOf = (user: AdminUser): string =>
  [user.firstname, user.lastname].filter(Boolean).join(' ').trim() || user.username || user.email || 'An admin';

async function readVersionOf(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  status: 'draft' | 'published',
): Promise<Stored | null> {
  const found = await strapi.documents(uid as UID.CollectionType).findOne({
    documentId,
    status,
    populate: wholePopulate(strapi, uid) as never,
  });
  return (found as Stored | null) ?? null;
}

/** Keeps the newest `limit` versions of a page and deletes the rest. */
async function prune(strapi: Core.Strapi, documentId: string, limit: number): Promise<void> {
  const beyond = (await versions(strapi).findMany({
    where: { pageDocumentId: documentId },
    select: ['id'],
    orderBy: [{ publishedOn: 'desc' }, { id: 'desc' }],
    offset: limit,
  })) as { id: number }[];
  if (beyond.length > 0) await versions(strapi).deleteMany({ where: { id: { $in: beyond.map((row) => row.id) } } });
}

async function keep(
  strapi: Core.Strapi,
  documentId: string,
  content: Stored,
  origin: VersionOrigin,
  publishedOn: Date,
  author: AdminUser | undefined,
): Promise<void> {
  await versions(strapi).create({
    data: {
      pageDocumentId: documentId,
      pageTitle: typeof content.title === 'string' ? content.title : null,
      publishedOn,
      authorName: author ? nameOf(author) : null,
      authorEmail: author?.email ?? null,
      origin,
      content,
    },
  });
}

/** Keeps a version at every publish of a page; checks PAGE_HISTORY_LIMIT now, so a bad value stops the start. */
export function registerPageHistory(strapi: Core.Strapi): void {
  const limit = pageHistoryLimit();
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'publish' || !PAGE_KINDS_WITH_HISTORY.includes(context.uid)) return next();
    const documentId = (context.params as { documentId?: string } | undefined)?.documentId;
    if (!documentId) return next();
    const hasHistory = (await versions(strapi).count({ where: { pageDocumentId: documentId } })) > 0;
    const live = hasHistory ? null : await readVersionOf(strapi, context.uid, documentId, 'published');
    const result = await next();
    const published = await readVersionOf(strapi, context.uid, documentId, 'published');
    if (!published) return result;
    if (live) {
      const liveSince = typeof live.publishedAt === 'string' ? new Date(live.publishedAt) : new Date(0);
      await keep(strapi, documentId, live, 'before-history', liveSince, undefined);
    }
    await keep(strapi, documentId, published, 'publish', new Date(), signedInAdmin(strapi));
    await prune(strapi, documentId, limit);
    return result;
  });
}

const summaryOf = (row: VersionRow): VersionSummary => ({
  id: row.id,
  publishedOn: new Date(row.publishedOn).toISOString(),
  author: row.authorName,
  origin: row.origin,
});

/** A page's versions, newest first. */
export async function pageVersions(strapi: Core.Strapi, documentId: string): Promise<VersionSummary[]> {
  const rows = (await versions(strapi).findMany({
    where: { pageDocumentId: documentId },
    select: ['id', 'pageDocumentId', 'publishedOn', 'authorName', 'origin'],
    orderBy: [{ publishedOn: 'desc' }, { id: 'desc' }],
  })) as VersionRow[];
  return rows.map(summaryOf);
}

async function storedVersion(strapi: Core.Strapi, documentId: string, versionId: number): Promise<VersionRow | null> {
  return (await versions(strapi).findOne({
    where: { id: versionId, pageDocumentId: documentId },
  })) as VersionRow | null;
}

export interface VersionChanges {
  readonly version: VersionSummary;
  /** From the version (before) to the draft the edit view shows now (after). */
  readonly changes: readonly PageChange[];
}

/** What differs between a version and the page's draft, in the edit view's words; null when there is no such version. */
export async function versionChanges(
  strapi: Core.Strapi,
  documentId: string,
  versionId: number,
): Promise<VersionChanges | null> {
  const version = await storedVersion(strapi, documentId, versionId);
  const draft = await readVersionOf(strapi, PAGE_UID, documentId, 'draft');
  if (!version?.content || !draft) return null;
  const labels = await fieldLabels(strapi, PAGE_UID);
  return { version: summaryOf(version), changes: pageChanges(labels, version.content, draft) };
}

/**
 * Writes a version into the page's draft, through the document service (so the page rules and the items' ids
 * run as on a save in the admin). The live page stays as it is until the team publishes.
 */
export async function restoreVersion(
  strapi: Core.Strapi,
  documentId: string,
  versionId: number,
): Promise<VersionSummary | null> {
  const version = await storedVersion(strapi, documentId, versionId);
  if (!version?.content) return null;
  await strapi.documents(PAGE_UID as UID.CollectionType).update({
    documentId,
    data: restorableData(strapi, PAGE_UID, version.content) as never,
  });
  return summaryOf(version);
}
