/**
 * The process's scheduled-changes worker: started with the service (src/api/scheduled-change/index.ts), with
 * its settings read and checked at start (settings/runtime-env.ts).
 */
import type { Core } from '@strapi/strapi';

import { scheduleSettings } from '../settings/runtime-env';
import { createScheduleWorker, type ScheduleWorker } from './worker';

let worker: ScheduleWorker | undefined;

export function startScheduledChanges(strapi: Core.Strapi): void {
  worker?.stop();
  worker = createScheduleWorker(strapi, scheduleSettings());
  worker.start();
}

export function stopScheduledChanges(): void {
  worker?.stop();
  worker = undefined;
}
