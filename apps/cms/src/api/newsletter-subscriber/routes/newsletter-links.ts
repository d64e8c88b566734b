/**
 * The newsletter's confirmation and unsubscribe links (docs/forms.md#newsletter-consent, controllers/newsletter-link.ts).
 * `auth: false`: whoever holds a link is the address's owner as far as we can know. What protects them instead:
 *
 * - the signature: each token is an HMAC over the subscriber, the action and the expiry, with a key derived from
 *   OUTBOX_SIGNING_KEY (src/newsletter-consent/links.ts); a token that is not ours changes nothing (400), a
 *   confirmation link past its 7 days neither (410). A token only ever confirms or unsubscribes its own subscriber.
 * - the per-IP rate limit of the submissions (`submission` bucket, RATE_LIMIT_SUBMISSIONS_PER_MINUTE), so tokens
 *   cannot be tried in bulk;
 * - the body: strapi::body's 1 MB backstop while parsing (config/middlewares.ts), then the controller refuses a
 *   declared Content-Length over 2 KB; a multipart body is refused unread (global::multipart-routes). Nothing of
 *   the body is stored: it is read for the token and `from=page`.
 * - GET changes nothing: it only leads to the page, whose button POSTs.
 */
const rateLimited = {
  auth: false as const,
  policies: [],
  middlewares: [{ name: 'global::rate-limit', config: { bucket: 'submission' } }],
};

export default {
  routes: [
    { method: 'POST' as const, path: '/newsletter/confirm', handler: 'newsletter-link.confirm', config: rateLimited },
    {
      method: 'POST' as const,
      path: '/newsletter/unsubscribe',
      handler: 'newsletter-link.unsubscribe',
      config: rateLimited,
    },
    {
      method: 'GET' as const,
      path: '/newsletter/unsubscribe',
      handler: 'newsletter-link.unsubscribePage',
      config: rateLimited,
    },
  ],
};
