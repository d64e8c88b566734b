/**
 * Carries out the scheduled changes. Every instance runs one worker, polling every SCHEDULE_POLL_MS; they agree
 * through the database alone, as the outbox's workers do (decision records 006 and 020):
 *
 * - a due change is claimed by one conditional UPDATE under a lease (src/leases/lease.ts) that only one instance
 *   can win, so exactly one instance carries it out;
 * - the change itself is idempotent (targets.ts): if an instance dies after publishing and before marking the
 *   change done, its lease runs out, another instance claims the change, finds the page already published and
 *   marks it done without publishing again. A restart loses nothing: the change is still `scheduled` in the
 *   database;
 * - it is marked done (or failed, with the reason) by an UPDATE conditional on the same claim.
 */
import { hostname } from 'node:os';

import type { Core } from '@strapi/strapi';

import { rowsOf } from '../content-model/collections';
import { claimUnderLease, leaseFree } from '../leases/lease';
import { pollLoop } from '../leases/poll-loop';
import type { ScheduleSettings } from '../settings/runtime-env';
import { SCHEDULED_CHANGES_UID, type ScheduledChangeRow } from './store';
import { carryOut } from './targets';

const BATCH_SIZE = 20;

export interface ScheduleWorker {
  /** Carries out what is due now; resolves with the number of changes this instance carried out. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): void;
}

/** Names this process in the logs and on the changes it carried out. */
export const INSTANCE_NAME = `${hostname()}:${process.pid}`;

export function createScheduleWorker(strapi: Core.Strapi, settings: ScheduleSettings): ScheduleWorker {
  const rows = rowsOf<ScheduledChangeRow>(strapi, SCHEDULED_CHANGES_UID);
  async function runOnce(): Promise<number> {
    const now = new Date();
    const dueNow = { $and: [{ state: 'scheduled' }, { runAt: { $lte: now } }] };
    const due = await rows.findMany({
      where: { $and: [dueNow, leaseFree(now)] },
      select: ['id'],
      orderBy: { runAt: 'asc' },
      limit: BATCH_SIZE,
    });
    let carried = 0;
    for (const { id } of due) {
      const claim = await claimUnderLease(rows, { id, claimable: dueNow, now, leaseMs: settings.leaseMs });
      if (!claim) continue;
      const change = await rows.findOne({ where: { id } });
      if (!change) continue;
      const result = await carryOut(strapi, change);
      const { count } = await rows.updateMany({
        where: { id, leaseOwner: claim, state: 'scheduled' },
        data: {
          state: result.state,
          outcome: result.outcome,
          finishedAt: new Date(),
          carriedOutBy: INSTANCE_NAME,
          leaseOwner: null,
          leaseUntil: null,
        },
      });
      carried += 1;
      const what = `Scheduled change ${id} (${change.change} ${change.targetType} ${change.targetDocumentId})`;
      if (count === 1) strapi.log.info(`${what} carried out by ${INSTANCE_NAME}: ${result.outcome}`);
      // Only when the change outlived its lease (two minutes by default, for a publish of a second or less).
      else strapi.log.warn(`${what} was carried out after its lease ran out: ${result.outcome}`);
    }
    return carried;
  }

  const loop = pollLoop(settings.pollMs, runOnce, (error) =>
    strapi.log.warn(`Scheduled changes: a round failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  return { runOnce, start: loop.start, stop: loop.stop };
}
