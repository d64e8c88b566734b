/**
 * The process's daily jobs, started with the service (src/api/daily-job/index.ts), with their settings read and
 * checked at start (settings/runtime-env.ts): for now, emptying where a submission came from once it is older
 * than ATTRIBUTION_RETENTION_MONTHS.
 */
import type { Core } from '@strapi/strapi';

import { retentionSettings } from '../settings/runtime-env';
import { removeAttributionBefore, retentionCutoff } from './attribution-retention';
import { createDailyJobRunner, type DailyJob, type DailyJobRunner } from './daily-jobs';

export const ATTRIBUTION_RETENTION_JOB = 'attribution-retention';

let runner: DailyJobRunner | undefined;

export function startDailyJobs(strapi: Core.Strapi): void {
  runner?.stop();
  const settings = retentionSettings();
  const attributionRetention: DailyJob = {
    name: ATTRIBUTION_RETENTION_JOB,
    async run(now) {
      const cutoff = retentionCutoff(now, settings.attributionMonths);
      const removed = await removeAttributionBefore(strapi, cutoff);
      const total = Object.values(removed).reduce((sum, count) => sum + count, 0);
      return `removed where the visitor came from on ${total} submissions received before ${cutoff.toISOString()} (${settings.attributionMonths} months)`;
    },
  };
  runner = createDailyJobRunner(strapi, [attributionRetention], settings);
  runner.start();
}

export function stopDailyJobs(): void {
  runner?.stop();
  runner = undefined;
}
