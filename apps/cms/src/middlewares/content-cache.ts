/**
 * Answers cached content reads before Strapi's router and the rest of the chain: a hit costs a map lookup.
 * It sits inside `global::security-headers`, `strapi::logger` and `global::site-cors`, so a hit leaves with
 * the same security and CORS headers as a miss and is logged like any request. Any GET/HEAD whose path names
 * a manifest endpoint is looked up by its canonical key, whatever its Origin, Authorization or spelling of
 * the path: the content is public, and the cache only ever holds responses the controller produced after the
 * Public role's permission check passed (a permission change clears it).
 *
 * Preview reads (issue 12): only a token that verifies (signed with PREVIEW_SECRET, not expired) goes past the
 * cache to the controller, which reads drafts for it. Any other token would get the published content from
 * the controller anyway, so it gets the cached copy here, with the headers the controller gives a refused
 * token; otherwise a made-up header would be a way to send every read to the database.
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
import { previewSecret } from '../settings/runtime-env';
import { PREVIEW_HEADER, verifyPreviewToken } from '../preview/token';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const cache = readCache(strapi);
  return async (ctx: Context, next: () => Promise<void>) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const endpoint = canonicalEndpoint(ctx.path);
    if (!endpoint || cacheBypassed(ctx)) return next();
    const previewToken = ctx.get(PREVIEW_HEADER);
    if (previewToken && verifyPreviewToken(previewSecret(), previewToken)) return next();
    await cache.refresh();
    const entry = cache.get(cacheKey(responseFormat(ctx), endpoint));
    if (!entry) return next();
    sendContent(ctx, entry, 'cache');
    if (previewToken) {
      // As the controller answers a refused token: a browser that sent one keeps no copy of the answer.
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Content-Preview', 'refused');
    }
  };
};
