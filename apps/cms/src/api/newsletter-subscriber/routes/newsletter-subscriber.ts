/**
 * The footer's newsletter sign-up. `auth: false` because every visitor is anonymous (docs/security.md); what
 * protects it instead: the per-IP rate limit (route middleware), the request size limit (before body
 * parsing), a single-use captcha pass of kind `newsletter`, and the shared zod schema. No other route of this
 * collection exists: the public can neither list nor read subscribers.
 */
import { strapiRoutePath, submissionEndpoints } from '@auralis/form-schemas';

export default {
  routes: [
    {
      method: 'POST' as const,
      path: strapiRoutePath(submissionEndpoints.newsletter),
      handler: 'newsletter-subscriber.subscribe',
      config: {
        auth: false as const,
        policies: [],
        middlewares: [{ name: 'global::rate-limit', config: { bucket: submissionEndpoints.newsletter.rateBucket } }],
      },
    },
  ],
};
