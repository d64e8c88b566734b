/**
 * Rate limits (issues 6 and 19), read from the environment and validated at start-up by
 * settings/runtime-env.ts. A bucket is a budget of points per key per window, shared by every caller that
 * names it:
 * - `captcha`: per client IP per minute, the challenge and verify endpoints;
 * - `submission`: per client IP per minute, the form submissions;
 * - `captcha-all`: one budget per minute for every client together, spent by the captcha requests that got past
 *   their IP's budget, so that many addresses together cannot make the captcha cost what one may not;
 * - `thank-you-mail`: per recipient address per day, the thank-you mails the forms send to the address typed in.
 */
import { type Env, rateLimits } from '../settings/runtime-env';

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

const MINUTE = 60;
const DAY = 24 * 60 * 60;

/** The budgets of the limits settings/runtime-env.ts reads and checks (RATE_LIMIT_*, REDIS_URL). */
export function rateLimitSettings(env?: Env): RateLimitSettings {
  const limits = rateLimits(env);
  return {
    budgets: {
      captcha: { points: limits.captchaPerMinute, windowSeconds: MINUTE },
      submission: { points: limits.submissionsPerMinute, windowSeconds: MINUTE },
      'captcha-all': { points: limits.captchaGlobalPerMinute, windowSeconds: MINUTE },
      'thank-you-mail': { points: limits.thankYouMailsPerDay, windowSeconds: DAY },
    },
    concurrentUploadsPerClient: limits.concurrentUploadsPerClient,
    redisUrl: limits.redisUrl,
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
