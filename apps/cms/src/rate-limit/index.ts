/**
 * One set of rate limiters per running service, built on first use from the validated settings and the
 * service's own database connection (no second pool).
 */
import type { Core } from '@strapi/strapi';

import { createRateLimiters, type RateLimiters, type RateLimitStore } from './limiters';
import { type RateLimitSettings, rateLimitSettings, rateLimitStoreKind } from './settings';

export { isRateLimitBucket, RATE_LIMIT_BUCKETS, type RateLimitBucket } from './settings';

const byService = new WeakMap<Core.Strapi, Promise<RateLimiters>>();

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
    limiters = createRateLimiters(settings, storeFor(strapi, settings), {
      onStoreError: (error) => {
        // ioredis reports every reconnect attempt; once a minute is enough to see the outage.
        if (Date.now() - lastWarning < 60_000) return;
        lastWarning = Date.now();
        strapi.log.warn(`Rate limit store unavailable (${error.message}); counting in this process meanwhile`);
      },
    });
    // A shared store that cannot even be set up must not turn every form into a 500: count here instead.
    limiters = limiters.catch((error: Error) => {
      strapi.log.error(`Rate limit store could not start (${error.message}); counting in this process instead`);
      return createRateLimiters(settings, { kind: 'memory' });
    });
    byService.set(strapi, limiters);
  }
  return limiters;
}
