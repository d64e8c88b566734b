/**
 * The signed webhook (CRM_PROVIDER=webhook): each hand-over is one POST of JSON to CRM_WEBHOOK_URL.
 *
 * - `X-Webhook-Timestamp`: the attempt's time, in whole seconds since 1970.
 * - `X-Webhook-Signature: sha256=<hex>`: HMAC-SHA256 with CRM_WEBHOOK_SECRET over `<timestamp>.<body>`, the body
 *   byte for byte as sent. Signing the time with the body lets a receiver refuse a request replayed later
 *   (docs/forms.md#handing-leads-to-the-crm shows the check, with a five-minute window).
 * - `Idempotency-Key`: the hand-over's id, also the body's `id`; the same on every attempt, so a receiver that
 *   keeps the ids it took drops a second delivery (delivery is at least once).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import type { CrmWebhookSettings } from '../settings/runtime-env';
import { type CrmProvider, type Handover, postJson } from './delivery';

export const SIGNATURE_HEADER = 'X-Webhook-Signature';
export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How far a receiver should let a request's timestamp be from its own clock (the example in docs/forms.md). */
export const REPLAY_WINDOW_SECONDS = 300;

/** The JSON the receiver gets: the hand-over's id, then the payload (kind, submission, fields, attribution). */
export function webhookBody(handover: Handover): string {
  return JSON.stringify({ id: handover.handoverId, ...handover.payload });
}

export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * The receiver's check, as docs/forms.md gives it: the signature matches the secret, the timestamp and the body
 * as received, and the timestamp is within the window of `now`.
 */
export function webhookSignatureValid(request: {
  readonly secret: string;
  readonly body: string;
  readonly timestamp: string | undefined;
  readonly signature: string | undefined;
  readonly now?: Date;
  readonly windowSeconds?: number;
}): boolean {
  const { secret, body, timestamp, signature } = request;
  if (!timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  const nowSeconds = Math.floor((request.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - Number(timestamp)) > (request.windowSeconds ?? REPLAY_WINDOW_SECONDS)) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function webhookProvider(settings: CrmWebhookSettings, timeoutMs: number): CrmProvider {
  return {
    name: 'webhook',
    deliver(handover) {
      const body = webhookBody(handover);
      const timestamp = String(Math.floor(Date.now() / 1000));
      return postJson({
        url: settings.url,
        body,
        timeoutMs,
        headers: {
          [SIGNATURE_HEADER]: webhookSignature(settings.secret, timestamp, body),
          [TIMESTAMP_HEADER]: timestamp,
          [IDEMPOTENCY_HEADER]: handover.handoverId,
        },
      });
    },
  };
}
