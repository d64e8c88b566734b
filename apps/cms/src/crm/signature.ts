/**
 * The hand-overs carry the server's MAC, as the outbox's mails do (outbox/signature.ts, decision record 018):
 * HMAC-SHA256 with OUTBOX_SIGNING_KEY over the hand-over's id, kind, submission and payload. A row written any
 * other way than enqueue.ts (straight into the database, or edited by a super admin in the Content Manager) has
 * no valid MAC, and the worker marks it `refused` instead of sending it to the team's CRM under the webhook's
 * signature, which the CRM trusts. The key is the outbox's: one secret for "rows the service wrote", with the
 * message prefixed `crm-handover` so that a mail's MAC can never pass for a hand-over's.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedHandoverFields {
  readonly handoverId: string;
  readonly kind: string;
  readonly submissionId: string;
  /** The payload's JSON exactly as stored (a text column, so no database reorders its keys). */
  readonly payload: string;
}

export const REFUSED_UNSIGNED_HANDOVER =
  'Not handed over: this row was not written by the site (its signature does not match), so it was refused.';

export function signHandover(key: string, handover: SignedHandoverFields): string {
  const message = JSON.stringify([
    'crm-handover',
    handover.handoverId,
    handover.kind,
    handover.submissionId,
    handover.payload,
  ]);
  return `v1.${createHmac('sha256', key).update(message).digest('base64url')}`;
}

export function handoverSignatureMatches(
  key: string,
  handover: SignedHandoverFields & { signature?: string | null },
): boolean {
  if (typeof handover.signature !== 'string') return false;
  const expected = Buffer.from(signHandover(key, handover));
  const given = Buffer.from(handover.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
