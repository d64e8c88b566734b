import { Redis } from 'ioredis';
import knexFactory from 'knex';
import { describe, expect, it } from 'vitest';

import { createTestDatabase } from '../../../../scripts/lib/postgres.mjs';
import { redisAnswers } from '../../../../scripts/lib/scale/stand-ins.mjs';

import { createRateLimiters, type RateLimitStore } from './limiters';
import { rateLimitSettings, rateLimitStoreKind } from './settings';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const settings = rateLimitSettings({
  RATE_LIMIT_CAPTCHA_PER_MINUTE: '3',
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '2',
  RATE_LIMIT_CAPTCHA_GLOBAL_PER_MINUTE: '4',
  RATE_LIMIT_THANK_YOU_MAILS_PER_DAY: '2',
});

async function expectLimits(store: RateLimitStore, keyPrefix = `test-${Date.now()}-${Math.random()}`) {
  // A fresh prefix per run, so counters left in a shared store by an earlier run do not count.
  const limiters = await createRateLimiters(settings, store, { keyPrefix });
  try {
    for (let i = 0; i < 3; i += 1) expect(await limiters.consume('captcha', '203.0.113.1')).toEqual({ allowed: true });
    const refused = await limiters.consume('captcha', '203.0.113.1');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // Another IP and another bucket have their own budgets.
    expect(await limiters.consume('captcha', '203.0.113.2')).toEqual({ allowed: true });
    expect(await limiters.consume('submission', '203.0.113.1')).toEqual({ allowed: true });
    expect(await limiters.consume('submission', '203.0.113.1')).toEqual({ allowed: true });
    expect((await limiters.consume('submission', '203.0.113.1')).allowed).toBe(false);
    // One budget for everyone, and a day's budget per recipient.
    for (let i = 0; i < 4; i += 1) expect((await limiters.consume('captcha-all', 'all')).allowed).toBe(true);
    expect((await limiters.consume('captcha-all', 'all')).allowed).toBe(false);
    for (let i = 0; i < 2; i += 1) expect((await limiters.consume('thank-you-mail', 'a@x.example')).allowed).toBe(true);
    const thanks = await limiters.consume('thank-you-mail', 'a@x.example');
    expect(thanks.allowed).toBe(false);
    if (!thanks.allowed) expect(thanks.retryAfterSeconds).toBeGreaterThan(86_000);
    expect((await limiters.consume('thank-you-mail', 'b@x.example')).allowed).toBe(true);
  } finally {
    await limiters.close();
  }
}

describe('rate limit settings', () => {
  it('default to 30 captcha and 10 submission requests per minute per IP, 600 captcha requests a minute in all, and 3 thank-you mails a day per address, in memory', () => {
    const defaults = rateLimitSettings({});
    expect(defaults).toEqual({
      budgets: {
        captcha: { points: 30, windowSeconds: 60 },
        submission: { points: 10, windowSeconds: 60 },
        'captcha-all': { points: 600, windowSeconds: 60 },
        'thank-you-mail': { points: 3, windowSeconds: 86_400 },
      },
      concurrentUploadsPerClient: 2,
      redisUrl: undefined,
    });
    expect(rateLimitStoreKind(defaults, 'sqlite')).toBe('memory');
  });

  it('count in PostgreSQL when the service runs on it, and in Redis when REDIS_URL is set', () => {
    expect(rateLimitStoreKind(rateLimitSettings({}), 'postgres')).toBe('postgres');
    expect(rateLimitStoreKind(rateLimitSettings({ REDIS_URL: 'redis://cache:6379' }), 'postgres')).toBe('redis');
    expect(rateLimitStoreKind(rateLimitSettings({ REDIS_URL: 'rediss://cache:6380' }), 'sqlite')).toBe('redis');
  });

  it.each([
    [{ RATE_LIMIT_CAPTCHA_PER_MINUTE: 'many' }, /RATE_LIMIT_CAPTCHA_PER_MINUTE must be a whole number/],
    [{ RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '0' }, /RATE_LIMIT_SUBMISSIONS_PER_MINUTE must be a whole number from 1 to/],
    [{ RATE_LIMIT_CAPTCHA_GLOBAL_PER_MINUTE: '1e3' }, /RATE_LIMIT_CAPTCHA_GLOBAL_PER_MINUTE must be a whole number/],
    [
      { RATE_LIMIT_THANK_YOU_MAILS_PER_DAY: '0' },
      /RATE_LIMIT_THANK_YOU_MAILS_PER_DAY must be a whole number from 1 to/,
    ],
    [{ REDIS_URL: 'http://cache' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
  ])('stop the start on a bad value: %o', (env, message) => {
    expect(() => rateLimitSettings(env)).toThrow(message);
  });
});

describe('rate limiters', () => {
  it('count per IP and bucket in memory', async () => {
    await expectLimits({ kind: 'memory' });
  });

  it('count per IP and bucket in Redis', async (context) => {
    if (!(await redisAnswers(REDIS_URL))) {
      context.skip(`skipped: no Redis answers at ${REDIS_URL}`);
      return;
    }
    const keyPrefix = `test-${Date.now()}`;
    await expectLimits({ kind: 'redis', url: REDIS_URL }, keyPrefix);
    // The counts are in Redis, not in the in-memory fallback.
    const redis = new Redis(REDIS_URL);
    try {
      expect(Number(await redis.get(`${keyPrefix}-captcha:203.0.113.1`))).toBe(4);
      expect(await redis.pttl(`${keyPrefix}-captcha:203.0.113.1`)).toBeGreaterThan(50_000);
    } finally {
      redis.disconnect();
    }
  });

  it('count per IP and bucket in PostgreSQL, through a knex connection', async (context) => {
    const database = await createTestDatabase().catch((error: Error) => error);
    if (database instanceof Error) {
      context.skip(`skipped: no PostgreSQL could be reached or started here (${database.message})`);
      return;
    }
    const knex = knexFactory({ client: 'pg', connection: database.url });
    try {
      const keyPrefix = `test-${Date.now()}`;
      await expectLimits({ kind: 'postgres', knex, schemaName: 'public' }, keyPrefix);
      // The counts are in the shared table, not in the in-memory fallback.
      const row = (await knex('auralis_rate_limits')
        .where({ key: `${keyPrefix}-captcha:203.0.113.1` })
        .first()) as { points: number } | undefined;
      expect(row?.points).toBe(4);
    } finally {
      await knex.destroy();
      await database.drop();
    }
  });

  it('keep counting in memory while Redis is unreachable', async () => {
    const limiters = await createRateLimiters(
      settings,
      { kind: 'redis', url: 'redis://127.0.0.1:1' },
      { keyPrefix: 'down', onStoreError: () => undefined },
    );
    try {
      for (let i = 0; i < 3; i += 1) expect((await limiters.consume('captcha', '198.51.100.7')).allowed).toBe(true);
      expect((await limiters.consume('captcha', '198.51.100.7')).allowed).toBe(false);
    } finally {
      await limiters.close();
    }
  });
});
