/**
 * Rate limits (issues 6 and 19), read from the environment and validated at start-up. A bucket is a budget of
 * points per key per window, shared by every caller that names it:
 * - `captcha`: per client IP per minute, the challenge and verify endpoints;
 * - `submission`: per client IP per minute, the form submissions;
 * - `captcha-all`: one budget per minute for every client together, spent by the captcha requests that got past
 *   their IP's budget, so that many addresses together cannot make the captcha cost what one may not;
 * - `thank-you-mail`: per recipient address per day, the thank-you mails the forms send to the address typed in.
 */
import { z } from 'zod';

export const RATE_LIMIT_BUCKETS = ['captcha', 'submission', 'captcha-all', 'thank-you-mail'] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];

export type RateLimitStoreKind = 'redis' | 'postgres' | 'memory';

export interface RateLimitBudget {
  readonly points: number;
  readonly windowSeconds: number;
}

export interface RateLimitSettings {
  readonly budgets: Readonly<Record<RateLimitBucket, RateLimitBudget>>;
  /** Uploads one client IP may have in progress at once on this instance (the file routes). */
  readonly concurrentUploadsPerClient: number;
  readonly redisUrl: string | undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

const wholeNumber = (fallback: number, unit: string) =>
  z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw.trim() === '' ? String(fallback) : raw.trim()))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, { error: `a whole number of ${unit} (1-100000)` })
        .transform(Number)
        .pipe(z.number().int().min(1, { error: 'at least 1' }).max(100_000, { error: 'at most 100000' })),
    );

/** The defaults, as docs/configuration.md states them. */
export const RATE_LIMIT_DEFAULTS = {
  captchaPerMinute: 30,
  submissionsPerMinute: 10,
  captchaGlobalPerMinute: 600,
  thankYouMailsPerDay: 3,
  concurrentUploadsPerClient: 2,
} as const;

const MINUTE = 60;
const DAY = 24 * 60 * 60;

const schema = z.object({
  // Each form submit costs one challenge and one verify; 30 leaves room for retries and several tabs.
  RATE_LIMIT_CAPTCHA_PER_MINUTE: wholeNumber(RATE_LIMIT_DEFAULTS.captchaPerMinute, 'requests per minute'),
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: wholeNumber(RATE_LIMIT_DEFAULTS.submissionsPerMinute, 'requests per minute'),
  // 600 a minute is 300 form submits a minute from everyone together: far above this site's traffic, far
  // below what a flood of captcha requests from many addresses would cost.
  RATE_LIMIT_CAPTCHA_GLOBAL_PER_MINUTE: wholeNumber(RATE_LIMIT_DEFAULTS.captchaGlobalPerMinute, 'requests per minute'),
  // A person sends a form or two; three thank-you mails a day to one address is enough for anybody, and makes
  // the forms useless for flooding somebody else's inbox.
  RATE_LIMIT_THANK_YOU_MAILS_PER_DAY: wholeNumber(RATE_LIMIT_DEFAULTS.thankYouMailsPerDay, 'mails per day'),
  // A form has one file upload; two at once leaves room for a second tab, not for a hundred slow uploads.
  RATE_LIMIT_CONCURRENT_UPLOADS: wholeNumber(RATE_LIMIT_DEFAULTS.concurrentUploadsPerClient, 'uploads'),
  REDIS_URL: z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw.trim() === '' ? undefined : raw.trim()))
    .pipe(z.url({ protocol: /^rediss?$/, error: 'a redis:// or rediss:// URL' }).optional()),
});

export function rateLimitSettings(env: Env = process.env): RateLimitSettings {
  const result = schema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? 'rate limit configuration');
    throw new Error(`Configuration error: ${name} must be ${issue?.message ?? 'valid'}`);
  }
  const { data } = result;
  return {
    budgets: {
      captcha: { points: data.RATE_LIMIT_CAPTCHA_PER_MINUTE, windowSeconds: MINUTE },
      submission: { points: data.RATE_LIMIT_SUBMISSIONS_PER_MINUTE, windowSeconds: MINUTE },
      'captcha-all': { points: data.RATE_LIMIT_CAPTCHA_GLOBAL_PER_MINUTE, windowSeconds: MINUTE },
      'thank-you-mail': { points: data.RATE_LIMIT_THANK_YOU_MAILS_PER_DAY, windowSeconds: DAY },
    },
    concurrentUploadsPerClient: data.RATE_LIMIT_CONCURRENT_UPLOADS,
    redisUrl: data.REDIS_URL,
  };
}

/**
 * Where the counters live. Redis when configured; PostgreSQL (the shared database) when several instances may
 * run; process memory with SQLite, which is one process by construction.
 */
export function rateLimitStoreKind(settings: RateLimitSettings, databaseClient: string): RateLimitStoreKind {
  if (settings.redisUrl) return 'redis';
  if (databaseClient === 'postgres' || databaseClient === 'pg' || databaseClient === 'postgresql') return 'postgres';
  return 'memory';
}

export function isRateLimitBucket(value: unknown): value is RateLimitBucket {
  return typeof value === 'string' && (RATE_LIMIT_BUCKETS as readonly string[]).includes(value);
}
