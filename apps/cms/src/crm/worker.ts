/**
 * Delivers the CRM hand-overs with the outbox's machinery (outbox/worker.ts; decision records 006 and 020). Every
 * instance runs one worker; they agree through the database alone:
 *
 * - a hand-over is claimed under a lease (leases/lease.ts): one conditional UPDATE that only one instance wins,
 *   so two instances never deliver the same one on a healthy run, and a crashed instance's claim runs out and
 *   the hand-over is delivered later (delivery is at least once; the receiver's idempotency key is its id);
 * - its outcome is written by an UPDATE conditional on the same claim;
 * - a request that times out, a network error, 408, 429 or 5xx is retried with exponential backoff
 *   (outbox/retry.ts, with CRM_RETRY_*), up to CRM_MAX_ATTEMPTS; a refusal (another 4xx) is `failed` at once,
 *   with the receiver's reason: the same payload would be refused again.
 *
 * A row whose signature does not match (signature.ts) is never sent: it is marked `refused`.
 */
import type { Core } from '@strapi/strapi';

import { collections, rowsOf } from '../content-model/collections';
import { runDeliveryRound } from '../leases/delivery-round';
import { pollLoop } from '../leases/poll-loop';
import { afterFailedAttempt } from '../outbox/retry';
import type { CrmDeliverySettings, CrmHandoverKind } from '../settings/runtime-env';
import type { CrmProvider, DeliveryOutcome } from './delivery';
import type { HandoverPayload } from './payload';
import { handoverSignatureMatches, REFUSED_UNSIGNED_HANDOVER } from './signature';

export const CRM_HANDOVER_STATUSES = ['pending', 'delivering', 'delivered', 'retrying', 'failed', 'refused'] as const;
export type CrmHandoverStatus = (typeof CRM_HANDOVER_STATUSES)[number];

export interface CrmHandoverFields {
  handoverId: string;
  kind: CrmHandoverKind;
  submissionId: string;
  /** HandoverPayload as JSON text, exactly as signed. */
  payload: string;
  deliveryStatus: CrmHandoverStatus;
  attempts: number;
  nextAttemptAt: Date | string;
  lastError: string | null;
  deliveredAt: Date | string | null;
  signature: string | null;
  leaseOwner: string | null;
  leaseUntil: Date | string | null;
}

interface HandoverRow extends CrmHandoverFields {
  id: number;
}

/** Statuses a worker may pick up (a `delivering` one only once its lease has run out). */
const DELIVERABLE: readonly CrmHandoverStatus[] = ['pending', 'retrying', 'delivering'];
const BATCH_SIZE = 20;
const MAX_ERROR_LENGTH = 1000;

export interface CrmWorker {
  /** Delivers what is due now; resolves with the number of hand-overs it tried. */
  runOnce(): Promise<number>;
  /** Runs soon: right after a submission committed its hand-over. */
  wake(): void;
  start(): void;
  stop(): void;
}

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);

export function createCrmWorker(
  strapi: Core.Strapi,
  settings: CrmDeliverySettings,
  provider: CrmProvider,
  signingKey: string,
): CrmWorker {
  const rows = rowsOf<HandoverRow>(strapi, collections.crmHandover);
  /** The last round found a full batch due: more may be waiting, so the next round starts at once. */
  let backlog = false;

  const released = { leaseOwner: null, leaseUntil: null };

  async function record(handover: HandoverRow, claimToken: string, outcome: DeliveryOutcome): Promise<void> {
    const ours = { id: handover.id, leaseOwner: claimToken, deliveryStatus: 'delivering' };
    const attempts = handover.attempts + 1;
    let data: Partial<HandoverRow>;
    if (outcome.result === 'delivered') {
      data = { deliveryStatus: 'delivered', deliveredAt: new Date(), attempts, lastError: null, ...released };
    } else if (outcome.result === 'refused') {
      data = { deliveryStatus: 'failed', attempts, lastError: outcome.reason.slice(0, MAX_ERROR_LENGTH), ...released };
    } else {
      const next = afterFailedAttempt(handover.attempts, new Date(), settings);
      data = {
        deliveryStatus: next.status,
        attempts: next.attempts,
        nextAttemptAt: next.nextAttemptAt,
        lastError: outcome.reason.slice(0, MAX_ERROR_LENGTH),
        ...released,
      };
    }
    const { count } = await rows.updateMany({ where: ours, data });
    if (outcome.result !== 'delivered') {
      strapi.log.warn(
        `CRM: hand-over ${handover.handoverId} (${handover.kind}) not delivered, attempt ${attempts}: ${outcome.reason}`,
      );
    } else if (count !== 1) {
      // Only possible when a request outlived its lease (CRM_LEASE_MS must exceed CRM_TIMEOUT_MS to prevent it).
      strapi.log.warn(`CRM: hand-over ${handover.handoverId} was delivered after its lease ran out`);
    }
  }

  /** Hands one claimed, signed hand-over to the provider and records what it answered. */
  async function deliver(handover: HandoverRow, claimToken: string): Promise<void> {
    let outcome: DeliveryOutcome;
    try {
      outcome = await provider.deliver({
        handoverId: handover.handoverId,
        payload: JSON.parse(handover.payload) as HandoverPayload,
      });
    } catch (error) {
      // A provider answers with an outcome; anything thrown is our own fault, and may pass: retried.
      outcome = { result: 'retry', reason: errorText(error) };
    }
    await record(handover, claimToken, outcome);
  }

  async function refuse(handover: HandoverRow, claimToken: string): Promise<void> {
    await rows.updateMany({
      where: { id: handover.id, leaseOwner: claimToken },
      data: { deliveryStatus: 'refused', lastError: REFUSED_UNSIGNED_HANDOVER, ...released },
    });
    strapi.log.warn(
      `CRM: hand-over row ${handover.id} refused: its signature does not match (the site did not write it)`,
    );
  }

  async function runOnce(): Promise<number> {
    const round = await runDeliveryRound<HandoverRow>({
      rows,
      deliverable: DELIVERABLE,
      claimedStatus: 'delivering',
      batchSize: BATCH_SIZE,
      leaseMs: settings.leaseMs,
      signed: (handover) => handoverSignatureMatches(signingKey, handover),
      refuse,
      deliver,
    });
    backlog = round.full;
    return round.tried;
  }

  const loop = pollLoop(
    settings.pollMs,
    runOnce,
    (error) => strapi.log.warn(`CRM: delivery round failed: ${errorText(error)}`),
    { startsAt: 0, more: () => backlog },
  );

  return {
    runOnce,
    wake: () => loop.wake(),
    start() {
      loop.start();
    },
    stop() {
      loop.stop();
    },
  };
}
