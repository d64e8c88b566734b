/**
 * Puts rendered mails into the outbox. Called inside the transaction that stores the submission, so a
 * submission and its mails exist together or not at all; the worker delivers them after the commit.
 */
import { randomUUID } from 'node:crypto';

import type { Core } from '@strapi/strapi';

import { collections, documentsOf } from '../content-model/collections';
import { mailConfig, outboxSigningKey } from '../settings/runtime-env';
import { signMail } from './signature';
import { type RenderedMail, SUBJECT_MAX, subjectText } from './templates';

/** `refused`: a row the service did not write (its signature does not match, signature.ts); never sent. */
export const OUTBOX_STATUSES = ['pending', 'held', 'sending', 'retrying', 'sent', 'failed', 'refused'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxMailFields {
  subject: string;
  recipient: string;
  deliveryStatus: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date | string;
  lastError: string | null;
  sentAt: Date | string | null;
  template: string;
  submissionType: string;
  submissionId: string;
  replyTo: string | null;
  text: string;
  html: string;
  /** A newsletter mail's one-click unsubscribe target (RFC 8058); signed with the rest (signature.ts). */
  listUnsubscribeUrl: string | null;
  messageId: string;
  dedupeKey: string;
  /** The server's MAC over recipient, reply-to, subject and bodies (signature.ts); private to the API. */
  signature: string | null;
  leaseOwner: string | null;
  leaseUntil: Date | string | null;
}

export interface MailToQueue extends RenderedMail {
  readonly recipient: string;
  readonly replyTo?: string;
  /** Sent as `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (transport.ts). */
  readonly listUnsubscribeUrl?: string;
}

export interface SubmissionRef {
  /** newsletter, project, partner, general, agiliti or career */
  readonly type: string;
  readonly id: string;
  /**
   * Another occasion for the same record's mails: a newsletter subscriber who signs up again after
   * unsubscribing gets a new confirmation (its time, ISO 8601). Absent for a submission's first mails.
   */
  readonly occasion?: string;
}

/** At most one mail per submission (and occasion) and template: the unique index on this key refuses a second. */
export function dedupeKey(submission: SubmissionRef, template: string): string {
  const occasion = submission.occasion ? `${submission.occasion}:` : '';
  return `${submission.type}:${submission.id}:${occasion}${template}`;
}

function messageIdDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

export async function enqueueMails(
  strapi: Core.Strapi,
  submission: SubmissionRef,
  mails: readonly MailToQueue[],
): Promise<void> {
  const domain = messageIdDomain(mailConfig().from);
  const outbox = documentsOf<OutboxMailFields>(strapi, collections.outboxMail);
  const key = outboxSigningKey();
  for (const mail of mails) {
    const signed = {
      // One line and bounded, whatever a template put into it.
      subject: subjectText(mail.subject, SUBJECT_MAX),
      recipient: mail.recipient,
      replyTo: mail.replyTo ?? null,
      text: mail.text,
      html: mail.html,
      listUnsubscribeUrl: mail.listUnsubscribeUrl ?? null,
    };
    await outbox.create({
      data: {
        ...signed,
        signature: signMail(key, signed),
        deliveryStatus: 'pending',
        attempts: 0,
        nextAttemptAt: new Date(),
        lastError: null,
        sentAt: null,
        template: mail.template,
        submissionType: submission.type,
        submissionId: submission.id,
        messageId: `<${randomUUID()}@${domain}>`,
        dedupeKey: dedupeKey(submission, mail.template),
        leaseOwner: null,
        leaseUntil: null,
      },
    });
  }
}
