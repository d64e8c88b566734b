/**
 * The newsletter's signed links (docs/forms.md#newsletter-consent): the confirmation link of double opt-in and
 * the unsubscribe link every mail to a subscriber carries. A token names the subscriber (its documentId), the
 * action it allows and when it stops working, and carries an HMAC-SHA256 over all three, so nobody without the
 * server's key can make one, change its subscriber or turn a confirmation into an unsubscribe.
 *
 * The key is derived from OUTBOX_SIGNING_KEY (settings/runtime-env.ts `newsletterLinkKey`) with its own label,
 * so a MAC of one purpose is never a valid MAC of the other, and no new secret has to be configured.
 *
 * Token: `v1.{subscriber}.{action}.{expiry}.{mac}` with expiry in seconds since 1970 (0: never). Every part is
 * URL-safe, so the token travels in a query string as it is.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const NEWSLETTER_LINK_ACTIONS = ['confirm', 'unsubscribe'] as const;
export type NewsletterLinkAction = (typeof NEWSLETTER_LINK_ACTIONS)[number];

/** A confirmation waits a week: long enough for a holiday, short enough that an old mail cannot sign anyone up. */
export const CONFIRMATION_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Unsubscribe links never expire. A newsletter sits in inboxes for years and its unsubscribe link must still
 * work when it is finally clicked (RFC 8058 and the mailbox providers' bulk-sender rules ask for it; CAN-SPAM for
 * at least 30 days). What a leaked link can do is remove that one address, which its owner can undo by signing
 * up again; expiring it would only leave people unable to leave.
 */
export const UNSUBSCRIBE_LINK_TTL_SECONDS = 0;

const VERSION = 'v1';
/** Strapi documentIds are 24 lower-case letters and digits; a little room either side for another id scheme. */
const SUBSCRIBER_ID = /^[a-z0-9]{10,64}$/;
const MAC_LENGTH = 43; // SHA-256 in base64url without padding

export interface NewsletterLink {
  readonly subscriber: string;
  readonly action: NewsletterLinkAction;
  /** Seconds since 1970 after which the link no longer works; 0 for never. */
  readonly expiresAt: number;
}

export type VerifiedLink =
  | { readonly ok: true; readonly link: NewsletterLink }
  /** `invalid`: not a token we made, or changed since (400); `expired`: ours, but past its time (410). */
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

const isAction = (value: string): value is NewsletterLinkAction =>
  (NEWSLETTER_LINK_ACTIONS as readonly string[]).includes(value);

function mac(key: string, link: NewsletterLink): string {
  return createHmac('sha256', key)
    .update(`${VERSION}.${link.subscriber}.${link.action}.${link.expiresAt}`)
    .digest('base64url');
}

/** The token of one action for one subscriber; `now` in milliseconds. */
export function signNewsletterLink(
  key: string,
  subscriber: string,
  action: NewsletterLinkAction,
  now = Date.now(),
): string {
  if (!SUBSCRIBER_ID.test(subscriber)) throw new Error(`Not a subscriber id: ${subscriber}`);
  const ttl = action === 'confirm' ? CONFIRMATION_LINK_TTL_SECONDS : UNSUBSCRIBE_LINK_TTL_SECONDS;
  const expiresAt = ttl === 0 ? 0 : Math.floor(now / 1000) + ttl;
  const link = { subscriber, action, expiresAt };
  return `${VERSION}.${subscriber}.${action}.${expiresAt}.${mac(key, link)}`;
}

/**
 * Whether a token is ours, for the action the endpoint performs, and still in time. Anything else that arrives
 * (a cut-off link, a changed character, another action's token, a value that is not text) is `invalid`; the MAC
 * is compared in constant time, and only after it matches does the expiry count, so `expired` never answers
 * for a token we did not sign.
 */
export function verifyNewsletterLink(
  key: string,
  token: unknown,
  action: NewsletterLinkAction,
  now = Date.now(),
): VerifiedLink {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const [version, subscriber, tokenAction, expiry, given, ...rest] = token.split('.');
  if (
    rest.length > 0 ||
    version !== VERSION ||
    !subscriber ||
    !SUBSCRIBER_ID.test(subscriber) ||
    !tokenAction ||
    !isAction(tokenAction) ||
    tokenAction !== action ||
    !expiry ||
    !/^(0|[1-9]\d{0,11})$/.test(expiry) ||
    given?.length !== MAC_LENGTH
  ) {
    return { ok: false, reason: 'invalid' };
  }
  const link: NewsletterLink = { subscriber, action: tokenAction, expiresAt: Number(expiry) };
  const expected = Buffer.from(mac(key, link));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) {
    return { ok: false, reason: 'invalid' };
  }
  if (link.expiresAt !== 0 && link.expiresAt * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, link };
}

/** Where each link leads on the site (apps/web/app/features/newsletter-consent) and the one-click endpoint. */
export const NEWSLETTER_PAGE_PATHS = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const satisfies Record<NewsletterLinkAction, string>;

/** The endpoints that change state: the pages' buttons post here, and so does a mail client's one-click. */
export const NEWSLETTER_ACTION_PATHS = {
  confirm: '/api/newsletter/confirm',
  unsubscribe: '/api/newsletter/unsubscribe',
} as const satisfies Record<NewsletterLinkAction, string>;

/** The page a link opens: `{origin}/newsletter/confirm?token=...`. */
export function newsletterPageUrl(origin: string, action: NewsletterLinkAction, token: string): string {
  return `${origin}${NEWSLETTER_PAGE_PATHS[action]}?token=${encodeURIComponent(token)}`;
}

/** The `List-Unsubscribe` target: POST unsubscribes at once (RFC 8058), GET leads to the page. */
export function oneClickUnsubscribeUrl(origin: string, token: string): string {
  return `${origin}${NEWSLETTER_ACTION_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`;
}
