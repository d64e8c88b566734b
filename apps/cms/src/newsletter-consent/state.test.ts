import { describe, expect, it } from 'vitest';

import { maskEmail } from './consent';
import { type ConsentFields, followLink, previewLink, signUpAgain, signUpFields } from './state';

const now = new Date('2026-11-29T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const subscriber = (fields: Partial<ConsentFields>): ConsentFields => ({
  consent: 'unconfirmed',
  confirmationSentAt: daysAgo(1),
  confirmedAt: null,
  unsubscribedAt: null,
  ...fields,
});

describe('newsletter consent', () => {
  it('starts unconfirmed with double opt-in, confirmed without', () => {
    expect(signUpFields(true, true, now)).toEqual({
      consent: 'unconfirmed',
      confirmationSentAt: now,
      confirmedAt: null,
      unsubscribedAt: null,
    });
    expect(signUpFields(true, false, now).confirmationSentAt).toBeNull();
    expect(signUpFields(false, false, now)).toMatchObject({ consent: 'confirmed', confirmedAt: now });
  });

  it('answers a second sign-up as a duplicate while the address is on the list or its link still waits', () => {
    expect(signUpAgain(subscriber({ consent: 'confirmed' }), now)).toBe('duplicate');
    expect(signUpAgain(subscriber({ consent: null }), now)).toBe('duplicate');
    expect(signUpAgain(subscriber({ confirmationSentAt: daysAgo(6) }), now)).toBe('duplicate');
  });

  it('lets an address sign up again once it unsubscribed, or its confirmation expired or never went out', () => {
    expect(signUpAgain(subscriber({ consent: 'unsubscribed' }), now)).toBe('again');
    expect(signUpAgain(subscriber({ confirmationSentAt: daysAgo(7) }), now)).toBe('again');
    expect(signUpAgain(subscriber({ confirmationSentAt: null }), now)).toBe('again');
  });

  it('confirms once, then says already confirmed; never confirms an address that left since', () => {
    expect(followLink('confirm', subscriber({}), now)).toEqual({
      outcome: 'confirmed',
      change: { consent: 'confirmed', confirmedAt: now },
    });
    expect(followLink('confirm', subscriber({ consent: 'confirmed' }), now)).toEqual({ outcome: 'already-confirmed' });
    expect(followLink('confirm', subscriber({ consent: null }), now)).toEqual({ outcome: 'already-confirmed' });
    expect(followLink('confirm', subscriber({ consent: 'unsubscribed' }), now)).toEqual({ outcome: 'left-since' });
    expect(followLink('confirm', undefined, now)).toEqual({ outcome: 'gone' });
  });

  it('unsubscribes any subscriber once, then says already unsubscribed', () => {
    for (const consent of ['unconfirmed', 'confirmed', null] as const) {
      expect(followLink('unsubscribe', subscriber({ consent }), now)).toEqual({
        outcome: 'unsubscribed',
        change: { consent: 'unsubscribed', unsubscribedAt: now },
      });
    }
    expect(followLink('unsubscribe', subscriber({ consent: 'unsubscribed' }), now).outcome).toBe(
      'already-unsubscribed',
    );
    expect(followLink('unsubscribe', undefined, now).outcome).toBe('already-unsubscribed');
  });

  it('previews what a link would do without a change', () => {
    expect(previewLink('confirm', subscriber({}))).toBe('confirmed');
    expect(previewLink('unsubscribe', subscriber({ consent: 'unsubscribed' }))).toBe('already-unsubscribed');
  });

  it('shows an address partly hidden', () => {
    expect(maskEmail('sam.jones@example.com')).toBe('s•••s@example.com');
    expect(maskEmail('ab@example.com')).toBe('a•••@example.com');
    expect(maskEmail('nonsense')).toBe('•••');
  });
});
