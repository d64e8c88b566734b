/**
 * Fixed windows per key (a client IP, a recipient address, or one key for everyone) and bucket, counted by rate-limiter-flexible in the store that
 * `rateLimitStoreKind` picks. A shared store that fails (Redis restarting, a database hiccup) falls back to
 * counting in this process's memory, so an outage of the counter never takes the forms down with it.
 */
import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

import { RATE_LIMIT_BUCKETS, type RateLimitBucket, type RateLimitSettings, type RateLimitStoreKind } from './settings';

export const RATE_LIMIT_TABLE = 'auralis_rate_limits';
export type RateLimitStore =
  | { readonly kind: 'memory' }
  | { readonly kind: 'postgres'; readonly knex: Knex; readonly schemaName: string | undefined }
  | { readonly kind: 'redis'; readonly url: string };

export type RateLimitVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

export interface RateLimiters {
  readonly kind: RateLimitStoreKind;
  /** Spends one point of `key`'s budget in `bucket` (a client IP, a hashed address, or `all`). */
  consume(bucket: RateLimitBucket, key: string): Promise<RateLimitVerdict>;
  close(): Promise<void>;
}

export interface RateLimiterOptions {
  /** Keeps tests (and several sites on one Redis) apart. */
  readonly keyPrefix?: string;
  readonly onStoreError?: (error: Error) => void;
}

function postgresLimiter(options: ConstructorParameters<typeof RateLimiterPostgres>[0]): Promise<RateLimiterPostgres> {
  return new Promise((resolve, reject) => {
    // With tableCreated the callback runs inside the constructor, before `limiter` is assigned.
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(options, (error?: Error) =>
      error ? reject(error) : queueMicrotask(() => resolve(limiter)),
    );
  });
}

export async function createRateLimiters(
  settings: RateLimitSettings,
  store: RateLimitStore,
  { keyPrefix = 'auralis-rl', onStoreError }: RateLimiterOptions = {},
): Promise<RateLimiters> {
  const limiters = {} as Record<RateLimitBucket, RateLimiterAbstract>;
  let redis: Redis | undefined;

  const common = (bucket: RateLimitBucket) => ({
    keyPrefix: `${keyPrefix}-${bucket}`,
    points: settings.budgets[bucket].points,
    duration: settings.budgets[bucket].windowSeconds,
  });
  const insurance = (bucket: RateLimitBucket) => new RateLimiterMemory(common(bucket));

  if (store.kind === 'redis') {
    redis = new Redis(store.url, { enableOfflineQueue: false, lazyConnect: true, maxRetriesPerRequest: 1 });
    redis.on('error', (error: Error) => onStoreError?.(error));
    // Until Redis answers, the memory insurance counts; a failed first connection is not fatal.
    await redis.connect().catch((error: Error) => onStoreError?.(error));
    for (const bucket of RATE_LIMIT_BUCKETS) {
      limiters[bucket] = new RateLimiterRedis({
        ...common(bucket),
        storeClient: redis,
        insuranceLimiter: insurance(bucket),
      });
    }
  } else if (store.kind === 'postgres') {
    let tableCreated = false;
    for (const bucket of RATE_LIMIT_BUCKETS) {
      // The first limiter creates the shared table; two concurrent CREATE TABLE IF NOT EXISTS can collide.
      limiters[bucket] = await postgresLimiter({
        ...common(bucket),
        storeClient: store.knex,
        storeType: 'knex',
        tableName: RATE_LIMIT_TABLE,
        schemaName: store.schemaName,
        tableCreated,
        insuranceLimiter: insurance(bucket),
      });
      tableCreated = true;
    }
  } else {
    for (const bucket of RATE_LIMIT_BUCKETS) limiters[bucket] = new RateLimiterMemory(common(bucket));
  }

  return {
    kind: store.kind,
    async consume(bucket, key) {
      try {
        await limiters[bucket].consume(key || 'unknown');
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
    async close() {
      await redis?.quit().catch(() => redis?.disconnect());
    },
  };
}
