/**
 * Answers cached content reads first, before the rest of Strapi's middleware chain and router: a hit costs a
 * map lookup. Only same-origin GET/HEAD reads of /api are served here (a cross-origin request carries
 * Origin and goes through CORS as usual); the cache only ever holds responses the controller produced after
 * the Public role's permission check passed, and a permission change clears it.
 */
import type { Core } from '@strapi/strapi';

import { cacheBypassed, cacheKey, type Context, readCache, sendContent } from '../api/site-content/services/read-cache';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const cache = readCache(strapi);
  return async (ctx: Context, next: () => Promise<void>) => {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      !ctx.path.startsWith('/api/') ||
      ctx.get('Origin') ||
      ctx.get('Authorization')
    ) {
      return next();
    }
    if (cacheBypassed(ctx)) return next();
    await cache.refresh();
    const entry = cache.get(cacheKey(ctx));
    if (!entry) return next();
    sendContent(ctx, entry, 'cache');
  };
};
