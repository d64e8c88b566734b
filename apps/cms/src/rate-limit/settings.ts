/**
 * Per-IP rate limits (issue 6 "public write surface"), read from the environment and validated at start-up.
 * A bucket is a budget per client IP per minute shared by every route that names it.
 */
import { z } from 'zod';

export const RATE_LIMIT_BUCKETS = ['captcha', 'submission'] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];

export type RateLimitStoreKind = 'redis' | 'postgres' | 'memory';

export interface RateLimitSettings {
  readonly perMinute: Readonly<Record<RateLimitBucket, number>>;
  readonly redisUrl: string | undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

const perMinute = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw) => (raw === undefined || raw.trim() === '' ? String(fallback) : raw.trim()))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, { error: 'a whole number of requests per minute (1-100000)' })
        .transform(Number)
        .pipe(z.number().int().min(1, { error: 'at least 1' }).max(100_000, { error: 'at most 100000' })),
    );

const schema = z.object({
  // Each form submit costs one challenge and one verify; 30 leaves room for retries and several tabs.
  RATE_LIMIT_CAPTCHA_PER_MINUTE: perMinute(30),
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: perMinute(10),
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
  return {
    perMinute: {
      captcha: result.data.RATE_LIMIT_CAPTCHA_PER_MINUTE,
      submission: result.data.RATE_LIMIT_SUBMISSIONS_PER_MINUTE,
    },
    redisUrl: result.data.REDIS_URL,
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
