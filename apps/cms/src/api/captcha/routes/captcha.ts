/**
 * The captcha endpoints (docs/forms.md#how-a-submission-runs). All three are public by nature (`auth: false`): a
 * visitor has no account. What protects them instead:
 * - config: nothing to protect, it says which widget to show and holds no secret;
 * - challenge: the per-IP `captcha` rate limit and the `captcha-all` budget every client shares; a challenge
 *   costs the server one HMAC (no key derivation: src/captcha/altcha.ts), is signed and expires;
 * - verify: the same two budgets, the 16 KB body limit (global::submission-limits), and the captcha itself
 *   (one key derivation for a correctly signed, unexpired challenge). It only hands out a pass, which is worth
 *   one submission of one kind.
 */
import { strapiRoutePath, submissionEndpoints } from '@auralis/form-schemas';

const captchaRateLimit = {
  name: 'global::rate-limit',
  config: { bucket: submissionEndpoints.captchaVerify.rateBucket, everyone: 'captcha-all' },
};

export default {
  routes: [
    {
      method: 'GET' as const,
      path: '/cloudflare-captcha/config',
      handler: 'captcha.clientConfig',
      config: { auth: false as const, policies: [], middlewares: [] },
    },
    {
      method: 'GET' as const,
      path: '/cloudflare-captcha/challenge',
      handler: 'captcha.challenge',
      config: { auth: false as const, policies: [], middlewares: [captchaRateLimit] },
    },
    {
      method: 'POST' as const,
      path: strapiRoutePath(submissionEndpoints.captchaVerify),
      handler: 'captcha.verify',
      config: { auth: false as const, policies: [], middlewares: [captchaRateLimit] },
    },
  ],
};
