/**
 * Queues a hand-over to the CRM. Called inside the transaction that stores the submission and queues its mails,
 * so a submission and its hand-over exist together or not at all; the worker delivers it after the commit. With
 * CRM_PROVIDER=none nothing is queued. One hand-over per submission, as one call here per stored submission; a
 * subscriber who signs up again (same row, new consent and attribution) is handed over again, as a new submission.
 */
import { randomUUID } from 'node:crypto';

import type { Core } from '@strapi/strapi';

import { collections, documentsOf } from '../content-model/collections';
import { crmSettings, outboxSigningKey } from '../settings/runtime-env';
import { handoverPayload, type HandoverSource } from './payload';
import { signHandover } from './signature';
import type { CrmHandoverFields } from './worker';

export async function queueCrmHandover(strapi: Core.Strapi, source: HandoverSource): Promise<void> {
  if (crmSettings().provider === 'none') return;
  const signed = {
    handoverId: randomUUID(),
    kind: source.kind,
    submissionId: source.submissionId,
    payload: JSON.stringify(handoverPayload(source)),
  };
  await documentsOf<CrmHandoverFields>(strapi, collections.crmHandover).create({
    data: {
      ...signed,
      signature: signHandover(outboxSigningKey(), signed),
      deliveryStatus: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(),
      lastError: null,
      deliveredAt: null,
      leaseOwner: null,
      leaseUntil: null,
    },
  });
}
