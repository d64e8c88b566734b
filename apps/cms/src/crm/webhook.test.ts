import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { webhookBody, webhookSignature, webhookSignatureValid } from './webhook';
import { handoverPayload } from './payload';

const SECRET = 'a-webhook-secret-of-at-least-32-characters';
const handover = {
  handoverId: '5f0c2d7e-8a43-4a53-9f39-1d0a5e6c7b21',
  payload: handoverPayload({
    kind: 'subscriber',
    submissionId: 'doc123',
    submittedAt: new Date('2026-11-29T10:00:00Z'),
    origin: 'https://www.auralis.example',
    submission: { email: 'sam@example.com' },
  }),
};

describe('the webhook signature (docs/forms.md#handing-leads-to-the-crm)', () => {
  const body = webhookBody(handover);
  const timestamp = '1795946400';
  const now = new Date(Number(timestamp) * 1000 + 10_000);

  it('is HMAC-SHA256 over "<timestamp>.<body>" in hex, as a receiver computes it with any HMAC library', () => {
    const expected = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');
    expect(webhookSignature(SECRET, timestamp, body)).toBe(`sha256=${expected}`);
  });

  it('verifies with the secret, the timestamp and the body as sent', () => {
    const signature = webhookSignature(SECRET, timestamp, body);
    expect(webhookSignatureValid({ secret: SECRET, body, timestamp, signature, now })).toBe(true);
  });

  it('fails with another secret, a changed body, a changed timestamp or no signature', () => {
    const signature = webhookSignature(SECRET, timestamp, body);
    expect(webhookSignatureValid({ secret: `${SECRET}x`, body, timestamp, signature, now })).toBe(false);
    expect(
      webhookSignatureValid({ secret: SECRET, body: body.replace('sam@', 'eve@'), timestamp, signature, now }),
    ).toBe(false);
    expect(webhookSignatureValid({ secret: SECRET, body, timestamp: '1795946401', signature, now })).toBe(false);
    expect(webhookSignatureValid({ secret: SECRET, body, timestamp, signature: undefined, now })).toBe(false);
  });

  it('fails for a request replayed after the five-minute window, even with its signature', () => {
    const signature = webhookSignature(SECRET, timestamp, body);
    const later = new Date(Number(timestamp) * 1000 + 301_000);
    expect(webhookSignatureValid({ secret: SECRET, body, timestamp, signature, now: later })).toBe(false);
  });

  it('carries the hand-over id in the body, the same on every attempt', () => {
    expect(JSON.parse(body)).toMatchObject({ id: handover.handoverId, kind: 'subscriber', submissionId: 'doc123' });
    expect(webhookBody(handover)).toBe(body);
  });
});
