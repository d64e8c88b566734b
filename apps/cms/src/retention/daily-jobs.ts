/**
 * Jobs the service runs once a day, by one instance whatever the number of instances (decision records 006 and
 * 020, as the outbox and the scheduled changes). Each job has a row in `daily-job`; every instance looks every
 * DAILY_JOBS_POLL_MS, and the instance whose conditional UPDATE claims a row that has not run for a day
 * (src/leases/lease.ts) runs the job and marks it run, under the same claim. A crashed run's lease runs out and
 * the job is claimable again; a failed run is marked with its reason and tried again at the next look.
 */
import type { Core } from '@strapi/strapi';

import { collections, isUniqueViolation, rowsOf } from '../content-model/collections';
import { claimUnderLease, type LeaseFields } from '../leases/lease';
import { pollLoop } from '../leases/poll-loop';
import type { RetentionSettings } from '../settings/runtime-env';

const DAY_MS = 86_400_000;

export interface DailyJobRow extends LeaseFields {
  readonly id: number;
  name: string;
  lastRunAt: Date | string | null;
  lastOutcome: string | null;
}

export interface DailyJob {
  /** The row's name: one per job, for good. */
  readonly name: string;
  /** Does the job; resolves with a sentence for the logs and the row. */
  readonly run: (now: Date) => Promise<string>;
}

export interface DailyJobRunner {
  /** Runs each job that is due and this instance claims; resolves with the names of those it ran. */
  runDue(now?: Date): Promise<string[]>;
  start(): void;
  stop(): void;
}

export function createDailyJobRunner(
  strapi: Core.Strapi,
  jobs: readonly DailyJob[],
  settings: Pick<RetentionSettings, 'pollMs' | 'leaseMs'>,
): DailyJobRunner {
  const rows = rowsOf<DailyJobRow>(strapi, collections.dailyJob);
  /** The job's row, made on its first look; two instances making it at once meet the unique name. */
  async function rowOf(name: string): Promise<DailyJobRow | null> {
    const existing = await rows.findOne({ where: { name } });
    if (existing) return existing;
    try {
      return await rows.create({ data: { name, lastRunAt: null, lastOutcome: null } });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return rows.findOne({ where: { name } });
    }
  }

  async function runIfDue(job: DailyJob, now: Date): Promise<boolean> {
    const row = await rowOf(job.name);
    if (!row) return false;
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const due = { $or: [{ lastRunAt: { $null: true } }, { lastRunAt: { $lte: dayAgo } }] };
    const claim = await claimUnderLease(rows, { id: row.id, claimable: due, now, leaseMs: settings.leaseMs });
    if (!claim) return false;
    let outcome: string;
    let ran = true;
    try {
      outcome = await job.run(now);
      strapi.log.info(`Daily job ${job.name}: ${outcome}`);
    } catch (error) {
      ran = false;
      outcome = `failed: ${error instanceof Error ? error.message : String(error)}`;
      strapi.log.error(`Daily job ${job.name} ${outcome}`);
    }
    await rows.updateMany({
      where: { id: row.id, leaseOwner: claim },
      // A failed run keeps its last run time, so the next look tries again.
      data: { ...(ran ? { lastRunAt: now } : {}), lastOutcome: outcome, leaseOwner: null, leaseUntil: null },
    });
    return ran;
  }

  async function runDue(now = new Date()): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs) if (await runIfDue(job, now)) ran.push(job.name);
    return ran;
  }

  const loop = pollLoop(
    settings.pollMs,
    () => runDue(),
    (error) => strapi.log.warn(`Daily jobs: a look failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  return { runDue, start: loop.start, stop: loop.stop };
}
