import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { mailSignatureMatches, signMail } from './signature';

const key = 'k'.repeat(32);
const mail = {
  recipient: 'asha.rao@example.com',
  replyTo: null,
  subject: 'Thank you for contacting Auralis Digital',
  text: 'Hello Asha',
  html: '<p>Hello Asha</p>',
};

describe('outbox mail signatures', () => {
  it('match the mail they were made for, with the same key', () => {
    expect(mailSignatureMatches(key, { ...mail, signature: signMail(key, mail) })).toBe(true);
  });

  it.each([
    ['recipient', { recipient: 'victim@example.com' }],
    ['reply-to', { replyTo: 'attacker@example.com' }],
    ['subject', { subject: 'Your password expires today' }],
    ['plain text', { text: 'Click here' }],
    ['HTML', { html: '<a href="https://evil.example">Log in</a>' }],
  ])('do not match once the %s changed', (_field, change) => {
    expect(mailSignatureMatches(key, { ...mail, ...change, signature: signMail(key, mail) })).toBe(false);
  });

  it('do not match without a signature, or with another key', () => {
    expect(mailSignatureMatches(key, { ...mail, signature: null })).toBe(false);
    expect(mailSignatureMatches(key, mail)).toBe(false);
    expect(mailSignatureMatches(key, { ...mail, signature: signMail('o'.repeat(32), mail) })).toBe(false);
    expect(mailSignatureMatches(key, { ...mail, signature: 'v1.' })).toBe(false);
  });

  it('keep fields apart: moving text between fields changes the signature', () => {
    const moved = { ...mail, text: `${mail.text}<p>Hello Asha</p>`, html: '' };
    expect(signMail(key, moved)).not.toBe(signMail(key, mail));
  });

  describe("a newsletter mail's one-click unsubscribe URL (RFC 8058)", () => {
    const url = 'https://www.auralis.example/api/newsletter/unsubscribe?token=v1.abc.unsubscribe.0.mac';
    const withUrl = { ...mail, listUnsubscribeUrl: url };

    it('keeps rows queued before the URL existed verifying: their v1 MAC is computed as it always was', () => {
      const before = JSON.stringify([mail.recipient, null, mail.subject, mail.text, mail.html]);
      const stored = `v1.${createHmac('sha256', key).update(before).digest('base64url')}`;
      expect(signMail(key, mail)).toBe(stored);
      expect(signMail(key, { ...mail, listUnsubscribeUrl: null })).toBe(stored);
      expect(mailSignatureMatches(key, { ...mail, listUnsubscribeUrl: null, signature: stored })).toBe(true);
    });

    it('is covered by the MAC: changed, added to an old row or taken away, the row no longer verifies', () => {
      const signed = signMail(key, withUrl);
      expect(signed.startsWith('v2.')).toBe(true);
      expect(mailSignatureMatches(key, { ...withUrl, signature: signed })).toBe(true);
      const elsewhere = 'https://evil.example/api/newsletter/unsubscribe';
      expect(mailSignatureMatches(key, { ...withUrl, listUnsubscribeUrl: elsewhere, signature: signed })).toBe(false);
      expect(mailSignatureMatches(key, { ...withUrl, signature: signMail(key, mail) })).toBe(false);
      expect(mailSignatureMatches(key, { ...mail, listUnsubscribeUrl: null, signature: signed })).toBe(false);
    });
  });
});
