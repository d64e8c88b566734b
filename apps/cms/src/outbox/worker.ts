/**
 * Delivers the outbox. Every instance runs one worker; they agree through the database alone:
 *
 * - a mail is claimed by a conditional UPDATE (`... WHERE id = ? AND delivery_status IN (...) AND lease expired`) that
 *   only one instance can win, and the claim is a lease, so a crashed instance's mail is retried later;
 * - it is marked sent by an UPDATE conditional on the same claim, so it is marked once;
 * - a failed delivery is retried with exponential backoff (retry.ts), its attempts and last error visible in
 *   the admin.
 *
 * Without SMTP_HOST there is nothing to deliver with: new mails are marked `held` with the reason, and go out
 * from the first start that has SMTP.
 *
 * A row whose signature does not match (signature.ts: the service did not write it) is never sent: it is marked
 * `refused` with the reason, whether SMTP is configured or not, so the admin's list shows it (issue 32).
 */
import type { Core } from '@strapi/strapi';

import { type MailConfig, outboxSigningKey } from '../settings/runtime-env';
import { collections, rowsOf } from '../content-model/collections';
import { runDeliveryRound } from '../leases/delivery-round';
import { pollLoop } from '../leases/poll-loop';
import { type OutboxMailFields, type OutboxStatus } from './enqueue';
import { afterFailedAttempt } from './retry';
import { mailSignatureMatches, REFUSED_UNSIGNED_MESSAGE } from './signature';
import { type MailTransport } from './transport';

export const SMTP_MISSING_MESSAGE =
  'SMTP_HOST is not set: this mail waits in the outbox and goes out from the first start with SMTP configured.';

/** Statuses a worker may pick up (a `sending` mail only once its lease has run out). */
const DELIVERABLE: readonly OutboxStatus[] = ['pending', 'held', 'retrying', 'sending'];
const BATCH_SIZE = 20;
const MAX_ERROR_LENGTH = 1000;

interface OutboxRow extends OutboxMailFields {
  id: number;
}

export interface OutboxWorker {
  /** Delivers what is due now; resolves with the number of mails it tried. */
  runOnce(): Promise<number>;
  /** Runs soon, e.g. right after a submission committed its mails. */
  wake(): void;
  start(): void;
  stop(): void;
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}

export function createOutboxWorker(
  strapi: Core.Strapi,
  config: MailConfig,
  transport: MailTransport | undefined,
): OutboxWorker {
  const rows = rowsOf<OutboxRow>(strapi, collections.outboxMail);
  /** The last round found a full batch due: more may be waiting, so the next round starts at once. */
  let backlog = false;

  const signingKey = outboxSigningKey();

  /** Marks a row the service did not write `refused`, unless another instance already moved it on. */
  async function refuse(mail: OutboxRow, where: Record<string, unknown>): Promise<void> {
    await rows.updateMany({
      where: { ...where, id: mail.id },
      data: { deliveryStatus: 'refused', lastError: REFUSED_UNSIGNED_MESSAGE, leaseOwner: null, leaseUntil: null },
    });
    strapi.log.warn(
      `Outbox: mail ${mail.id} refused: its signature does not match (it was not written by the service)`,
    );
  }

  /** Without SMTP: new rows that are not the service's are refused, the rest held until a start with SMTP. */
  async function holdNewMails(): Promise<number> {
    const fresh = await rows.findMany({ where: { deliveryStatus: 'pending' }, limit: BATCH_SIZE * 5 });
    for (const mail of fresh) {
      if (!mailSignatureMatches(signingKey, mail)) await refuse(mail, { deliveryStatus: 'pending' });
    }
    const { count } = await rows.updateMany({
      where: { deliveryStatus: 'pending' },
      data: { deliveryStatus: 'held', lastError: SMTP_MISSING_MESSAGE },
    });
    return count;
  }

  async function deliver(mail: OutboxRow, claimToken: string, send: MailTransport): Promise<void> {
    const ours = { id: mail.id, leaseOwner: claimToken, deliveryStatus: 'sending' };
    try {
      await send.send({
        from: config.from,
        to: mail.recipient,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        listUnsubscribeUrl: mail.listUnsubscribeUrl ?? undefined,
      });
    } catch (error) {
      const outcome = afterFailedAttempt(mail.attempts, new Date(), config);
      await rows.updateMany({
        where: ours,
        data: {
          deliveryStatus: outcome.status,
          attempts: outcome.attempts,
          nextAttemptAt: outcome.nextAttemptAt,
          lastError: errorText(error),
          leaseOwner: null,
          leaseUntil: null,
        },
      });
      strapi.log.warn(
        `Outbox: mail ${mail.id} (${mail.template}) not delivered, attempt ${outcome.attempts}: ${errorText(error)}`,
      );
      return;
    }
    const { count } = await rows.updateMany({
      where: ours,
      data: {
        deliveryStatus: 'sent',
        sentAt: new Date(),
        attempts: mail.attempts + 1,
        lastError: null,
        leaseOwner: null,
        leaseUntil: null,
      },
    });
    if (count !== 1) {
      // Only possible when a send outlived its lease (the SMTP timeouts are set to prevent it).
      strapi.log.warn(`Outbox: mail ${mail.id} was sent after its lease ran out; another instance may send it too`);
    }
  }

  async function runOnce(): Promise<number> {
    if (!transport) return holdNewMails();
    // Each mail is claimed under a lease (src/leases/lease.ts) and marked `sending` in the same UPDATE.
    const round = await runDeliveryRound<OutboxRow>({
      rows,
      deliverable: DELIVERABLE,
      claimedStatus: 'sending',
      batchSize: BATCH_SIZE,
      leaseMs: config.leaseMs,
      signed: (mail) => mailSignatureMatches(signingKey, mail),
      refuse: (mail, claimToken) => refuse(mail, { leaseOwner: claimToken, deliveryStatus: 'sending' }),
      deliver: (mail, claimToken) => deliver(mail, claimToken, transport),
    });
    backlog = round.full;
    return round.tried;
  }

  const loop = pollLoop(
    config.pollMs,
    runOnce,
    (error) => strapi.log.warn(`Outbox: delivery round failed: ${errorText(error)}`),
    { startsAt: 0, more: () => backlog },
  );

  return {
    runOnce,
    wake: () => loop.wake(),
    start() {
      if (!transport) strapi.log.warn(`Outbox: ${SMTP_MISSING_MESSAGE}`);
      loop.start();
    },
    stop() {
      loop.stop();
      transport?.close();
    },
  };
}
