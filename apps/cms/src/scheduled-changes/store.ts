/**
 * The scheduled changes as the admin reads and writes them (src/admin-server/scheduled-changes.ts): schedule
 * one, cancel one, list them. Rows are written through the query builder: the collection is the service's own
 * bookkeeping (hidden from the Content Manager), and writing it empties no content cache.
 */
import type { Core } from '@strapi/strapi';

import { collections, rowsOf } from '../content-model/collections';
import { leaseFree, type LeaseFields } from '../leases/lease';
import type { ScheduleRequest } from './rules';
import { labelOf } from './targets';
import type { ScheduledChangeKind, ScheduledChangeState, ScheduledChangeView } from './view';

export type { ScheduledChangeView };

export const SCHEDULED_CHANGES_UID = collections.scheduledChange;

export interface ScheduledChangeRow extends LeaseFields {
  id: number;
  targetType: string;
  targetDocumentId: string;
  targetLabel: string | null;
  change: ScheduledChangeKind;
  runAt: Date | string;
  state: ScheduledChangeState;
  outcome: string | null;
  finishedAt: Date | string | null;
  requestedBy: string | null;
  carriedOutBy: string | null;
}

/** How many carried-out or cancelled changes the lists show after the ones still to come. */
export const RECENT_FINISHED = 30;

const iso = (value: Date | string | number): string => new Date(value).toISOString();

export function viewOf(row: ScheduledChangeRow): ScheduledChangeView {
  return {
    id: row.id,
    targetType: row.targetType,
    targetDocumentId: row.targetDocumentId,
    targetLabel: row.targetLabel ?? row.targetDocumentId,
    change: row.change,
    runAt: iso(row.runAt),
    state: row.state,
    outcome: row.outcome,
    finishedAt: row.finishedAt === null ? null : iso(row.finishedAt),
    requestedBy: row.requestedBy,
    carriedOutBy: row.carriedOutBy,
  };
}

const rowsIn = (strapi: Core.Strapi) => rowsOf<ScheduledChangeRow>(strapi, SCHEDULED_CHANGES_UID);

/** Stores a change; undefined when the entry does not exist. */
export async function scheduleChange(
  strapi: Core.Strapi,
  request: ScheduleRequest,
  requestedBy: string,
): Promise<ScheduledChangeView | undefined> {
  const label = await labelOf(strapi, request.targetType, request.targetDocumentId);
  if (label === undefined) return undefined;
  const created = (await strapi.db.query(SCHEDULED_CHANGES_UID).create({
    data: {
      targetType: request.targetType,
      targetDocumentId: request.targetDocumentId,
      targetLabel: label,
      change: request.change,
      runAt: request.runAt,
      state: 'scheduled',
      requestedBy,
    },
  })) as ScheduledChangeRow;
  return viewOf(created);
}

export async function findChange(strapi: Core.Strapi, id: number): Promise<ScheduledChangeRow | null> {
  return rowsIn(strapi).findOne({ where: { id } });
}

/**
 * Cancels a change still to come. Conditional on its state and on nobody holding its lease, so a change being
 * carried out at this moment is not reported cancelled. Resolves with the change as it now stands.
 */
export async function cancelChange(
  strapi: Core.Strapi,
  id: number,
  cancelledBy: string,
): Promise<{ readonly cancelled: boolean; readonly change: ScheduledChangeView | undefined }> {
  const now = new Date();
  const { count } = await rowsIn(strapi).updateMany({
    where: { $and: [{ id }, { state: 'scheduled' }, leaseFree(now)] },
    data: { state: 'cancelled', outcome: `Cancelled by ${cancelledBy}.`, finishedAt: now },
  });
  const row = await findChange(strapi, id);
  return { cancelled: count === 1, change: row ? viewOf(row) : undefined };
}

/**
 * The changes of these types (the ones the admin may schedule), optionally of one entry: every change still to
 * come, soonest first, then the latest carried out, failed or cancelled.
 */
export async function listChanges(
  strapi: Core.Strapi,
  targetTypes: readonly string[],
  entry?: { readonly targetType: string; readonly targetDocumentId: string },
): Promise<ScheduledChangeView[]> {
  if (targetTypes.length === 0) return [];
  const scope = entry
    ? { targetType: entry.targetType, targetDocumentId: entry.targetDocumentId }
    : { targetType: { $in: targetTypes } };
  const [upcoming, finished] = await Promise.all([
    rowsIn(strapi).findMany({ where: { $and: [scope, { state: 'scheduled' }] }, orderBy: { runAt: 'asc' } }),
    rowsIn(strapi).findMany({
      where: { $and: [scope, { state: { $ne: 'scheduled' } }] },
      orderBy: { finishedAt: 'desc' },
      limit: RECENT_FINISHED,
    }),
  ]);
  return [...upcoming, ...finished].map(viewOf);
}
