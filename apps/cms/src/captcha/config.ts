/**
 * Captcha configuration from the environment, validated once at start-up (docs/engineering-habits.md, habit 9). ALTCHA, our own
 * proof of work, is the default so that a fresh clone works offline; Cloudflare Turnstile needs both keys.
 */
import { z } from 'zod';

import { secret } from '../config-support/runtime-env';

export const CAPTCHA_PROVIDERS = ['altcha', 'turnstile'] as const;
export type CaptchaProviderName = (typeof CAPTCHA_PROVIDERS)[number];

export const DEFAULT_TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface AltchaSettings {
  readonly provider: 'altcha';
  readonly hmacKey: string;
  readonly challengeTtlSeconds: number;
  /**
   * About how many attempts a solve takes: the key prefix has the number of hex digits whose 16^digits is
   * closest (1,000 gives 2 digits, 256 attempts on average). The work grows with it; the server's does not.
   */
  readonly maxNumber: number;
  /** PBKDF2 iterations per attempt, and of the one derivation a verify costs the server. */
  readonly cost: number;
}

export interface TurnstileSettings {
  readonly provider: 'turnstile';
  readonly siteKey: string;
  readonly secretKey: string;
  readonly verifyUrl: string;
  readonly timeoutMs: number;
}

export type CaptchaSettings = (AltchaSettings | TurnstileSettings) & {
  /** How long a pass from a successful verify may wait for its submission. */
  readonly passTtlSeconds: number;
};

type Env = Readonly<Record<string, string | undefined>>;

const positiveInt = (fallback: number, max: number) =>
  z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw.trim() === '' ? String(fallback) : raw.trim()))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, { error: `a whole number from 1 to ${max}` })
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(1, { error: `at least 1` })
            .max(max, { error: `at most ${max}` }),
        ),
    );

const required = (hint: string) =>
  z
    .string({ error: `is not set (${hint})` })
    .trim()
    .min(1, { error: `is empty (${hint})` });

const commonSchema = z.object({
  CAPTCHA_PROVIDER: z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw.trim() === '' ? 'altcha' : raw.trim().toLowerCase()))
    .pipe(z.enum(CAPTCHA_PROVIDERS, { error: `one of ${CAPTCHA_PROVIDERS.join(', ')}` })),
  CAPTCHA_PASS_TTL_SECONDS: positiveInt(600, 86_400),
});

const altchaSchema = z.object({
  ALTCHA_CHALLENGE_TTL_SECONDS: positiveInt(300, 86_400),
  // About a second on a recent phone with the widget's workers: ~256 PBKDF2 derivations of 15,000 rounds, as
  // much work as the ~750 derivations of 5,000 rounds of the deterministic challenges before (issue 19).
  ALTCHA_MAX_NUMBER: positiveInt(1_000, 1_000_000),
  ALTCHA_COST: positiveInt(15_000, 1_000_000),
});

const TURNSTILE_KEY_HINT = 'required with CAPTCHA_PROVIDER=turnstile; see docs/forms.md for Cloudflare test keys';

const turnstileSchema = z.object({
  TURNSTILE_SITE_KEY: required(TURNSTILE_KEY_HINT),
  TURNSTILE_SECRET_KEY: required(TURNSTILE_KEY_HINT),
  TURNSTILE_VERIFY_URL: z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw.trim() === '' ? DEFAULT_TURNSTILE_VERIFY_URL : raw.trim()))
    .pipe(z.url({ protocol: /^https?$/, error: 'an http(s) URL' })),
  TURNSTILE_TIMEOUT_MS: positiveInt(5_000, 60_000),
});

function parse<T extends z.ZodType>(schema: T, env: Env): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'captcha configuration');
  const got = env[name];
  throw new Error(
    `Configuration error: ${name} ${issue?.message ?? 'is invalid'}` +
      (got !== undefined && got.trim() !== '' && !/KEY/.test(name) ? `, got "${got}"` : ''),
  );
}

const ALTCHA_KEY_MIN_LENGTH = 32;

/**
 * Reads and checks the captcha configuration; throws an Error naming the first bad variable. The ALTCHA key
 * comes from ALTCHA_HMAC_KEY, generated into DATA_DIR/secrets.json in development.
 */
export function captchaSettings(
  env: Env = process.env,
  altchaKey: () => string = () => secret('ALTCHA_HMAC_KEY'),
): CaptchaSettings {
  const common = parse(commonSchema, env);
  if (common.CAPTCHA_PROVIDER === 'turnstile') {
    const turnstile = parse(turnstileSchema, env);
    return {
      provider: 'turnstile',
      siteKey: turnstile.TURNSTILE_SITE_KEY,
      secretKey: turnstile.TURNSTILE_SECRET_KEY,
      verifyUrl: turnstile.TURNSTILE_VERIFY_URL,
      timeoutMs: turnstile.TURNSTILE_TIMEOUT_MS,
      passTtlSeconds: common.CAPTCHA_PASS_TTL_SECONDS,
    };
  }
  const altcha = parse(altchaSchema, env);
  const hmacKey = altchaKey();
  if (hmacKey.length < ALTCHA_KEY_MIN_LENGTH) {
    throw new Error(
      `Configuration error: ALTCHA_HMAC_KEY must be at least ${ALTCHA_KEY_MIN_LENGTH} characters of random text`,
    );
  }
  return {
    provider: 'altcha',
    hmacKey,
    challengeTtlSeconds: altcha.ALTCHA_CHALLENGE_TTL_SECONDS,
    maxNumber: altcha.ALTCHA_MAX_NUMBER,
    cost: altcha.ALTCHA_COST,
    passTtlSeconds: common.CAPTCHA_PASS_TTL_SECONDS,
  };
}
