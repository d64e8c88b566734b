import { z } from 'zod';

/**
 * The forms a captcha pass can be spent on. `POST /api/cloudflare-captcha/verify` takes `{ token, kind }` and
 * answers `{ success: true, pass }`; the pass goes with the submission in the `X-Captcha-Pass` header and is
 * accepted once, for that kind only (docs/forms.md).
 */
export const CAPTCHA_PASS_KINDS = ['newsletter', 'contact', 'application'] as const;
export type CaptchaPassKind = (typeof CAPTCHA_PASS_KINDS)[number];

export const CAPTCHA_PASS_HEADER = 'X-Captcha-Pass';

export const captchaVerifyPayloadSchema = z.object({
  token: z.string().min(1).max(10_000),
  kind: z.enum(CAPTCHA_PASS_KINDS),
});
export type CaptchaVerifyPayload = z.output<typeof captchaVerifyPayloadSchema>;

/** `GET /api/cloudflare-captcha/config`: which widget the browser shows. */
export type CaptchaClientConfig =
  | { readonly provider: 'altcha'; readonly challengeUrl: string }
  | { readonly provider: 'turnstile'; readonly siteKey: string };
