/**
 * What can be scheduled, who may schedule it, and what carrying out a change does to it (issue 34, part 3).
 *
 * - A page entry (`api::page.page`: every page of the site, the client stories and industry pages among them)
 *   is published or unpublished through Strapi's document service, as the admin's Publish and Unpublish do, so
 *   the content version moves (the HTML cache and the read cache follow, on every instance within the
 *   one-second poll) and a renamed story leaves its redirect (src/redirects).
 * - A job opening has no drafts: publishing opens it (`isOpen`), unpublishing closes it, through the document
 *   service as the admin's save does.
 *
 * Every change is idempotent: a page already published with nothing new in its draft, a page already
 * unpublished, a role already open or closed is left as it is and reported so. A change carried out by an
 * instance that died before it could mark it done is therefore safe to carry out again.
 */
import { PAGE_UID } from '@auralis/content-manifest';
import type { Core } from '@strapi/strapi';

import { collections } from '../content-model/collections';

import type { ScheduledChangeKind } from './view';

export type { ScheduledChangeKind };

export interface SchedulableType {
  /** How the admin names an entry of this type, in a sentence ("page", "job opening"). */
  readonly noun: string;
  /**
   * The Content Manager permission on the type an admin needs to schedule or cancel a change: the right to do
   * the change by hand (publish on pages, which the Editor has; update on job openings, the Recruiter's).
   */
  readonly permission: string;
}

export const SCHEDULABLE_TYPES: Readonly<Record<string, SchedulableType>> = {
  [PAGE_UID]: { noun: 'page', permission: 'plugin::content-manager.explorer.publish' },
  [collections.jobOpening]: { noun: 'job opening', permission: 'plugin::content-manager.explorer.update' },
};

export const isSchedulableType = (uid: string): boolean => Object.prototype.hasOwnProperty.call(SCHEDULABLE_TYPES, uid);

/** What carrying out a change did: `done` (also when there was nothing to do) or `failed`, in the team's words. */
export interface ChangeOutcome {
  readonly state: 'done' | 'failed';
  readonly outcome: string;
}

interface VersionRow {
  readonly id: number;
  readonly updatedAt: Date | string | number | null;
  readonly publishedAt: Date | string | number | null;
}

const timeOf = (value: Date | string | number | null): number => (value === null ? 0 : new Date(value).getTime());

const GONE: ChangeOutcome = { state: 'failed', outcome: 'The entry no longer exists: nothing was changed.' };

async function changePage(
  strapi: Core.Strapi,
  documentId: string,
  change: ScheduledChangeKind,
): Promise<ChangeOutcome> {
  const versions = (await strapi.db.query(PAGE_UID).findMany({
    where: { documentId },
    select: ['id', 'updatedAt', 'publishedAt'],
  })) as VersionRow[];
  const draft = versions.find((version) => version.publishedAt === null);
  const published = versions.find((version) => version.publishedAt !== null);
  if (!draft && !published) return GONE;
  const pages = strapi.documents(PAGE_UID);
  if (change === 'unpublish') {
    if (!published) return { state: 'done', outcome: 'Already unpublished: nothing to do.' };
    await pages.unpublish({ documentId });
    return { state: 'done', outcome: 'Unpublished: the page is off the site.' };
  }
  // The Content Manager's rule for "Modified": the draft was saved after the published version was made.
  if (published && (!draft || timeOf(draft.updatedAt) <= timeOf(published.updatedAt))) {
    return { state: 'done', outcome: 'Already published, with no newer draft: nothing to do.' };
  }
  await pages.publish({ documentId });
  return { state: 'done', outcome: 'Published: the page is live.' };
}

async function changeJobOpening(
  strapi: Core.Strapi,
  documentId: string,
  change: ScheduledChangeKind,
): Promise<ChangeOutcome> {
  const openings = strapi.documents(collections.jobOpening);
  const opening = (await openings.findOne({ documentId, fields: ['isOpen'] })) as { isOpen?: boolean } | null;
  if (!opening) return GONE;
  const open = change === 'publish';
  if (opening.isOpen === open) {
    return { state: 'done', outcome: open ? 'Already open: nothing to do.' : 'Already closed: nothing to do.' };
  }
  await openings.update({ documentId, data: { isOpen: open } });
  return {
    state: 'done',
    outcome: open ? 'Opened: the role shows on the open roles page.' : 'Closed: the role is off the site.',
  };
}

/** Carries out a change; an error (a draft a required field is missing from, say) is reported as `failed`. */
export async function carryOut(
  strapi: Core.Strapi,
  target: { readonly targetType: string; readonly targetDocumentId: string; readonly change: ScheduledChangeKind },
): Promise<ChangeOutcome> {
  try {
    if (target.targetType === PAGE_UID) return await changePage(strapi, target.targetDocumentId, target.change);
    if (target.targetType === collections.jobOpening) {
      return await changeJobOpening(strapi, target.targetDocumentId, target.change);
    }
    return { state: 'failed', outcome: `Entries of ${target.targetType} cannot be scheduled.` };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      state: 'failed',
      outcome: `Could not ${target.change}: ${message.slice(0, 500)}. Fix the entry and ${target.change} it by hand, or schedule it again.`,
    };
  }
}

/** How the admin's lists name an entry: a page by its title and path, a job opening by its name. */
export async function labelOf(
  strapi: Core.Strapi,
  targetType: string,
  documentId: string,
): Promise<string | undefined> {
  if (targetType === PAGE_UID) {
    const page = (await strapi.db.query(PAGE_UID).findOne({
      where: { documentId },
      select: ['title', 'path'],
    })) as { title?: string | null; path?: string | null } | null;
    return page ? `${page.title ?? 'Untitled page'} (${page.path ?? 'no path'})` : undefined;
  }
  if (targetType === collections.jobOpening) {
    const opening = (await strapi.db.query(collections.jobOpening).findOne({
      where: { documentId },
      select: ['Job_Opening_Name'],
    })) as { Job_Opening_Name?: string | null } | null;
    return opening ? `${opening.Job_Opening_Name ?? 'Untitled role'} (job opening)` : undefined;
  }
  return undefined;
}
