/**
 * Answers cached content reads before Strapi's router and the rest of the chain: a hit costs a map lookup.
 * It sits inside `global::security-headers`, `strapi::logger` and `global::site-cors`, so a hit leaves with
 * the same security and CORS headers as a miss and is logged like any request. Any GET/HEAD whose path names
 * a manifest endpoint is looked up by its canonical key, whatever its Origin, Authorization or spelling of
 * the path: the content is public, and the cache only ever holds responses the controller produced after the
 * Public role's permission check passed (a permission change clears it). A preview read is never served here.
 */
import type { Core } from '@strapi/strapi';

import {
  cacheBypassed,
  cacheKey,
  canonicalEndpoint,
  type Context,
  readCache,
  responseFormat,
  sendContent,
} from '../api/site-content/services/read-cache';
import { PREVIEW_HEADER } from '../preview/token';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const cache = readCache(strapi);
  return async (ctx: Context, next: () => Promise<void>) => {
    // A preview read (issue 12) is answered by the controller, from drafts when its token is valid.
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.get(PREVIEW_HEADER)) return next();
    const endpoint = canonicalEndpoint(ctx.path);
    if (!endpoint || cacheBypassed(ctx)) return next();
    await cache.refresh();
    const entry = cache.get(cacheKey(responseFormat(ctx), endpoint));
    if (!entry) return next();
    sendContent(ctx, entry, 'cache');
  };
};
