/**
 * The process's CRM worker (docs/forms.md#handing-leads-to-the-crm): the provider CRM_PROVIDER names, checked and
 * started with the service (src/index.ts, bootstrap; a bad or missing variable stops the start with its name),
 * woken after each submission commits so its hand-over leaves at once instead of at the next poll. With
 * CRM_PROVIDER=none there is no worker, and no hand-over is queued (enqueue.ts).
 */
import type { Core } from '@strapi/strapi';

import { type CrmSettings, crmSettings, outboxSigningKey } from '../settings/runtime-env';
import type { CrmProvider } from './delivery';
import { hubspotProvider } from './hubspot';
import { webhookProvider } from './webhook';
import { createCrmWorker, type CrmWorker } from './worker';

export { queueCrmHandover } from './enqueue';

/** The one place a provider is chosen from the configuration. */
export function crmProviderOf(settings: CrmSettings): CrmProvider | undefined {
  if (settings.provider === 'webhook') return webhookProvider(settings.webhook, settings.timeoutMs);
  if (settings.provider === 'hubspot') return hubspotProvider(settings.hubspot, settings.timeoutMs);
  return undefined;
}

let worker: CrmWorker | undefined;

export function startCrm(strapi: Core.Strapi): void {
  const settings = crmSettings();
  const provider = crmProviderOf(settings);
  worker?.stop();
  worker = undefined;
  if (!provider) return;
  worker = createCrmWorker(strapi, settings, provider, outboxSigningKey());
  worker.start();
  strapi.log.info(`CRM: leads, subscribers and career enquiries are handed over by ${provider.name}`);
}

export function stopCrm(): void {
  worker?.stop();
  worker = undefined;
}

export function wakeCrm(): void {
  worker?.wake();
}
