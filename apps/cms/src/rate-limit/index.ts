/**
 * One set of rate limiters per running service, built on first use from the validated settings and the
 * service's own database connection (no second pool).
 */
import type { Core } from '@strapi/strapi';

import { createRateLimiters, type RateLimiters, type RateLimitStore } from './limiters';
import { type RateLimitSettings, rateLimitSettings, rateLimitStoreKind } from './settings';

export { isRateLimitBucket, RATE_LIMIT_BUCKETS, type RateLimitBucket } from './settings';

/**
 * How long a shared store that could not start is left alone: long enough that an outage does not cost every
 * request a failed connection, short enough that the instances are counting together again soon after.
 */
export const SHARED_STORE_RETRY_MS = 30_000;

export interface RecoveringLimitersOptions {
  readonly openShared: () => Promise<RateLimiters>;
  readonly openMemory: () => Promise<RateLimiters>;
  readonly onFailure?: (error: Error, retryInMs: number) => void;
  readonly retryMs?: number;
  readonly now?: () => number;
}

/**
 * The shared limiters once they have started. Until then a failed start is not remembered: the requests that
 * asked answer from one in-memory set (so a client still has a budget during the outage, counted here only),
 * and the first request after `retryMs` tries the shared store again. Requests arriving while a start is under
 * way share that one attempt.
 */
export function recoveringLimiters({
  openShared,
  openMemory,
  onFailure,
  retryMs = SHARED_STORE_RETRY_MS,
  now = Date.now,
}: RecoveringLimitersOptions): () => Promise<RateLimiters> {
  let shared: Promise<RateLimiters> | undefined;
  let memory: Promise<RateLimiters> | undefined;
  let retryAt = Number.NEGATIVE_INFINITY;
  const fallback = () => (memory ??= openMemory());
  return () => {
    if (shared) return shared;
    if (now() < retryAt) return fallback();
    const attempt = Promise.resolve()
      .then(openShared)
      .catch((error: Error) => {
        shared = undefined;
        retryAt = now() + retryMs;
        onFailure?.(error, retryMs);
        return fallback();
      });
    shared = attempt;
    return attempt;
  };
}

const byService = new WeakMap<Core.Strapi, () => Promise<RateLimiters>>();

function storeFor(strapi: Core.Strapi, settings: RateLimitSettings): RateLimitStore {
  const kind = rateLimitStoreKind(settings, strapi.db.dialect.client);
  if (kind === 'redis' && settings.redisUrl) return { kind, url: settings.redisUrl };
  if (kind === 'postgres') return { kind, knex: strapi.db.connection, schemaName: strapi.db.getSchemaName() };
  return { kind: 'memory' };
}

export function rateLimiters(strapi: Core.Strapi): Promise<RateLimiters> {
  let limiters = byService.get(strapi);
  if (!limiters) {
    const settings = rateLimitSettings();
    let lastWarning = 0;
    limiters = recoveringLimiters({
      openShared: () =>
        createRateLimiters(settings, storeFor(strapi, settings), {
          onStoreError: (error) => {
            // ioredis reports every reconnect attempt; once a minute is enough to see the outage.
            if (Date.now() - lastWarning < 60_000) return;
            lastWarning = Date.now();
            strapi.log.warn(`Rate limit store unavailable (${error.message}); counting in this process meanwhile`);
          },
        }),
      // A shared store that cannot even be set up must not turn every form into a 500.
      openMemory: () => createRateLimiters(settings, { kind: 'memory' }),
      onFailure: (error, retryInMs) =>
        strapi.log.error(
          `Rate limit store could not start (${error.message}); counting in this process, ` +
            `trying it again in ${retryInMs / 1000} s`,
        ),
    });
    byService.set(strapi, limiters);
  }
  return limiters();
}
