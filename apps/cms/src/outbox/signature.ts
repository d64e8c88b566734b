/**
 * The outbox sends only mails the server wrote (issue 32, item 1). Each row carries a MAC, HMAC-SHA256 with
 * OUTBOX_SIGNING_KEY, over everything that decides who gets what: recipient, reply-to, subject and both
 * bodies. The key lives in the environment (or the data folder's secrets.json in development), never in the
 * database, so a row written any other way than enqueue.ts (through the admin, or straight into the
 * database) has no valid MAC, and the worker flags it `refused` instead of sending it from MAIL_FROM, past
 * the company's own SPF and DKIM. Decision record 018.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields a MAC covers; the rest of a row (status, attempts, lease) is the worker's bookkeeping. */
export interface SignedMailFields {
  readonly recipient: string;
  readonly replyTo: string | null;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Written to the row's `lastError` when its MAC does not match, so the admin's list says why it stopped. */
export const REFUSED_UNSIGNED_MESSAGE =
  'Not sent: this mail was not written by the service (its signature does not match), so the outbox refused it.';

/** `v1.` + base64url: the prefix leaves room for another scheme without guessing which one a row used. */
export function signMail(key: string, mail: SignedMailFields): string {
  // JSON of an array: unambiguous whatever characters the fields contain.
  const message = JSON.stringify([mail.recipient, mail.replyTo ?? null, mail.subject, mail.text, mail.html]);
  return `v1.${createHmac('sha256', key).update(message).digest('base64url')}`;
}

export function mailSignatureMatches(key: string, mail: SignedMailFields & { signature?: string | null }): boolean {
  if (typeof mail.signature !== 'string') return false;
  const expected = Buffer.from(signMail(key, mail));
  const given = Buffer.from(mail.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
