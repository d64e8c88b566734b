/**
 * Where a newsletter subscriber stands, and what a sign-up or a link does to it (docs/forms.md#newsletter-consent).
 * Pure rules over the subscriber's consent fields; consent.ts reads and writes them.
 *
 * - `unconfirmed`: signed up with double opt-in and has not followed the confirmation link yet. Not a subscriber.
 * - `confirmed`: followed it (or signed up while NEWSLETTER_DOUBLE_OPT_IN was off). The only state that receives
 *   the newsletter and the only one the export lists by default.
 * - `unsubscribed`: left through an unsubscribe link or a mail client's one-click.
 *
 * A row without a state was stored before double opt-in existed: the address was subscribed by its sign-up
 * alone, so it counts as confirmed (it keeps its place on the list, and may unsubscribe like any other).
 */
import type { NewsletterLinkOutcome } from '@auralis/content-manifest';

import { CONFIRMATION_LINK_TTL_SECONDS, type NewsletterLinkAction } from './links';

export const CONSENT_STATES = ['unconfirmed', 'confirmed', 'unsubscribed'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

export interface ConsentFields {
  consent: ConsentState | null;
  /** When the latest confirmation link was sent; null when none went out (double opt-in off, or the mail cap). */
  confirmationSentAt: Date | string | null;
  confirmedAt: Date | string | null;
  unsubscribedAt: Date | string | null;
}

export function consentOf(fields: Pick<ConsentFields, 'consent'>): ConsentState {
  return fields.consent ?? 'confirmed';
}

const timeOf = (value: Date | string | null): number | undefined =>
  value === null ? undefined : new Date(value).getTime();

/**
 * What a sign-up of an address already stored does. `duplicate`: the address is on the list, or its confirmation
 * link is still waiting to be followed; the form answers 'email already exists!' as it always has. `again`: it
 * unsubscribed, or its confirmation link expired (or never went out) unfollowed; the sign-up starts afresh, with
 * a new confirmation.
 */
export function signUpAgain(fields: ConsentFields, now: Date): 'duplicate' | 'again' {
  const state = consentOf(fields);
  if (state === 'confirmed') return 'duplicate';
  if (state === 'unsubscribed') return 'again';
  const sent = timeOf(fields.confirmationSentAt);
  return sent !== undefined && sent + CONFIRMATION_LINK_TTL_SECONDS * 1000 > now.getTime() ? 'duplicate' : 'again';
}

/** The consent fields of a sign-up, first or again. */
export function signUpFields(
  doubleOptIn: boolean,
  confirmationSent: boolean,
  now: Date,
): Omit<ConsentFields, 'consent'> & { consent: ConsentState } {
  return doubleOptIn
    ? {
        consent: 'unconfirmed',
        confirmationSentAt: confirmationSent ? now : null,
        confirmedAt: null,
        unsubscribedAt: null,
      }
    : { consent: 'confirmed', confirmationSentAt: null, confirmedAt: now, unsubscribedAt: null };
}

/**
 * What following a link led to. The `already-*` outcomes are the link used twice; `left-since`: a confirmation
 * link of an address that unsubscribed afterwards (it does not sign it up again: the form does); `gone`: the
 * subscriber was deleted in the admin.
 */
export type LinkOutcome = NewsletterLinkOutcome;

export interface LinkDecision {
  readonly outcome: LinkOutcome;
  /** The fields to write, when the link changes anything. */
  readonly change?: Partial<ConsentFields>;
}

export function followLink(action: NewsletterLinkAction, fields: ConsentFields | undefined, now: Date): LinkDecision {
  if (action === 'unsubscribe') {
    // A deleted subscriber is as unsubscribed as can be: a one-click from an old mail is answered as done.
    if (!fields || consentOf(fields) === 'unsubscribed') return { outcome: 'already-unsubscribed' };
    return { outcome: 'unsubscribed', change: { consent: 'unsubscribed', unsubscribedAt: now } };
  }
  if (!fields) return { outcome: 'gone' };
  const state = consentOf(fields);
  if (state === 'confirmed') return { outcome: 'already-confirmed' };
  if (state === 'unsubscribed') return { outcome: 'left-since' };
  return { outcome: 'confirmed', change: { consent: 'confirmed', confirmedAt: now } };
}

/** What a page shows before its button is pressed: the outcome pressing it would have, without the change. */
export function previewLink(action: NewsletterLinkAction, fields: ConsentFields | undefined): LinkOutcome {
  return followLink(action, fields, new Date(0)).outcome;
}
