import { describe, expect, it } from 'vitest';

import { signMail } from '../outbox/signature';
import { handoverSignatureMatches, signHandover } from './signature';

const KEY = 'k'.repeat(32);
const row = { handoverId: 'h1', kind: 'lead', submissionId: 'doc1', payload: '{"fields":{"email":"a@example.com"}}' };

describe("a hand-over row's signature (rows the site wrote)", () => {
  it('matches the row it was made for', () => {
    expect(handoverSignatureMatches(KEY, { ...row, signature: signHandover(KEY, row) })).toBe(true);
  });

  it('does not match an edited payload, another submission, another key, or none', () => {
    const signature = signHandover(KEY, row);
    expect(handoverSignatureMatches(KEY, { ...row, payload: row.payload.replace('a@', 'b@'), signature })).toBe(false);
    expect(handoverSignatureMatches(KEY, { ...row, submissionId: 'doc2', signature })).toBe(false);
    expect(handoverSignatureMatches('j'.repeat(32), { ...row, signature })).toBe(false);
    expect(handoverSignatureMatches(KEY, { ...row, signature: null })).toBe(false);
  });

  it("is never a mail's signature, though the key is the outbox's", () => {
    const mail = { recipient: 'h1', replyTo: 'lead', subject: 'doc1', text: row.payload, html: '' };
    expect(signHandover(KEY, row)).not.toBe(signMail(KEY, mail));
  });
});
