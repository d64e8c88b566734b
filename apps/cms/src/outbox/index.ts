/**
 * The process's outbox worker: started with the service (src/index.ts, bootstrap), woken after each
 * submission commits so its mails leave at once instead of at the next poll.
 */
import type { Core } from '@strapi/strapi';

import { mailConfig } from '../settings/runtime-env';
import { transportFromConfig } from './transport';
import { createOutboxWorker, type OutboxWorker } from './worker';

let worker: OutboxWorker | undefined;

export function startOutbox(strapi: Core.Strapi): void {
  const config = mailConfig();
  worker?.stop();
  worker = createOutboxWorker(strapi, config, transportFromConfig(config));
  worker.start();
}

export function stopOutbox(): void {
  worker?.stop();
  worker = undefined;
}

export function wakeOutbox(): void {
  worker?.wake();
}
