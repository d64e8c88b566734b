import { describe, expect, it } from 'vitest';

import {
  CONFIRMATION_LINK_TTL_SECONDS,
  newsletterPageUrl,
  oneClickUnsubscribeUrl,
  signNewsletterLink,
  verifyNewsletterLink,
} from './links';

const key = 'k'.repeat(32);
const subscriber = 'abcdefghijklmnopqrstuvwx';
const now = Date.UTC(2026, 10, 29, 12, 0, 0);

describe('newsletter links', () => {
  it('verifies a confirmation link it signed, for its subscriber and action', () => {
    const token = signNewsletterLink(key, subscriber, 'confirm', now);
    expect(verifyNewsletterLink(key, token, 'confirm', now)).toEqual({
      ok: true,
      link: { subscriber, action: 'confirm', expiresAt: now / 1000 + CONFIRMATION_LINK_TTL_SECONDS },
    });
  });

  it('expires a confirmation link after seven days, and only then', () => {
    const token = signNewsletterLink(key, subscriber, 'confirm', now);
    const lastSecond = now + CONFIRMATION_LINK_TTL_SECONDS * 1000 - 1000;
    expect(verifyNewsletterLink(key, token, 'confirm', lastSecond).ok).toBe(true);
    expect(verifyNewsletterLink(key, token, 'confirm', lastSecond + 1000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('keeps an unsubscribe link working for years', () => {
    const token = signNewsletterLink(key, subscriber, 'unsubscribe', now);
    const tenYearsOn = now + 10 * 365 * 24 * 60 * 60 * 1000;
    expect(verifyNewsletterLink(key, token, 'unsubscribe', tenYearsOn).ok).toBe(true);
  });

  it('refuses a token for another action, even with a valid MAC', () => {
    const unsubscribe = signNewsletterLink(key, subscriber, 'unsubscribe', now);
    expect(verifyNewsletterLink(key, unsubscribe, 'confirm', now)).toEqual({ ok: false, reason: 'invalid' });
    const swapped = unsubscribe.replace('.unsubscribe.', '.confirm.');
    expect(verifyNewsletterLink(key, swapped, 'confirm', now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token whose subscriber, expiry or MAC was changed, or another key signed', () => {
    const token = signNewsletterLink(key, subscriber, 'confirm', now);
    const [version, id, action, expiry, mac] = token.split('.') as [string, string, string, string, string];
    const changed = [
      [version, 'bbcdefghijklmnopqrstuvwx', action, expiry, mac],
      [version, id, action, String(Number(expiry) + 86_400), mac],
      [version, id, action, '0', mac],
      [version, id, action, expiry, `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`],
      ['v2', id, action, expiry, mac],
    ].map((parts) => parts.join('.'));
    for (const tampered of changed) {
      expect(verifyNewsletterLink(key, tampered, 'confirm', now), tampered).toEqual({ ok: false, reason: 'invalid' });
    }
    const otherKey = signNewsletterLink('o'.repeat(32), subscriber, 'confirm', now);
    expect(verifyNewsletterLink(key, otherKey, 'confirm', now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('never calls a token it did not sign expired', () => {
    const token = signNewsletterLink('o'.repeat(32), subscriber, 'confirm', now);
    const muchLater = now + 30 * CONFIRMATION_LINK_TTL_SECONDS * 1000;
    expect(verifyNewsletterLink(key, token, 'confirm', muchLater)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([undefined, null, 42, ['a'], '', 'v1', `${'x'.repeat(300)}`, 'v1.a.confirm.0.b.c'])(
    'answers invalid, never throws, for %j',
    (token) => {
      expect(verifyNewsletterLink(key, token, 'confirm', now)).toEqual({ ok: false, reason: 'invalid' });
    },
  );

  it('puts the token into the page and one-click URLs as it is', () => {
    const token = signNewsletterLink(key, subscriber, 'unsubscribe', now);
    expect(newsletterPageUrl('https://a.example', 'unsubscribe', token)).toBe(
      `https://a.example/newsletter/unsubscribe?token=${token}`,
    );
    expect(oneClickUnsubscribeUrl('https://a.example', token)).toBe(
      `https://a.example/api/newsletter/unsubscribe?token=${token}`,
    );
  });
});
