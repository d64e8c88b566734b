/**
 * The outbox sends only mails the server wrote (issue 32, item 1). Each row carries a MAC, HMAC-SHA256 with
 * OUTBOX_SIGNING_KEY, over everything that decides who gets what: recipient, reply-to, subject and both
 * bodies. The key lives in the environment (or the data folder's secrets.json in development), never in the
 * database, so a row written any other way than enqueue.ts (through the admin, or straight into the
 * database) has no valid MAC, and the worker flags it `refused` instead of sending it from MAIL_FROM, past
 * the company's own SPF and DKIM. Decision record 018.
 *
 * A mail to a newsletter subscriber also carries its `List-Unsubscribe` target (RFC 8058), which decides where a
 * mail client's one-click POST goes, so it is signed too: such a row is signed `v2`, over the same fields and
 * that URL. A row without one is signed `v1` exactly as before, so rows queued before the URL existed still
 * verify. The prefix says which scheme a row used, and a `v1` MAC never covers a row that has a URL: a URL added
 * to an old row afterwards, or a `v2` row's URL taken away, makes it `refused`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields a MAC covers; the rest of a row (status, attempts, lease) is the worker's bookkeeping. */
export interface SignedMailFields {
  readonly recipient: string;
  readonly replyTo: string | null;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The one-click unsubscribe URL of a mail to a newsletter subscriber; absent (null) on every other mail. */
  readonly listUnsubscribeUrl?: string | null;
}

/** Written to the row's `lastError` when its MAC does not match, so the admin's list says why it stopped. */
export const REFUSED_UNSIGNED_MESSAGE =
  'Not sent: this mail was not written by the service (its signature does not match), so the outbox refused it.';

/** `v1.` + base64url: the prefix leaves room for another scheme without guessing which one a row used. */
export function signMail(key: string, mail: SignedMailFields): string {
  // JSON of an array: unambiguous whatever characters the fields contain.
  const fields = [mail.recipient, mail.replyTo ?? null, mail.subject, mail.text, mail.html];
  if (!mail.listUnsubscribeUrl) {
    return `v1.${createHmac('sha256', key).update(JSON.stringify(fields)).digest('base64url')}`;
  }
  const message = JSON.stringify(['v2', ...fields, mail.listUnsubscribeUrl]);
  return `v2.${createHmac('sha256', key).update(message).digest('base64url')}`;
}

export function mailSignatureMatches(key: string, mail: SignedMailFields & { signature?: string | null }): boolean {
  if (typeof mail.signature !== 'string') return false;
  const expected = Buffer.from(signMail(key, mail));
  const given = Buffer.from(mail.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
