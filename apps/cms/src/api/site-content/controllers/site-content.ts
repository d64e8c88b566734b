/**
 * GET handlers of the content endpoints: the REST adapter over the site's one read path, by page and field
 * (services/site-content.ts). Reaching them means the answer's body is not cached (hits are answered by
 * `global::content-cache` before the router): read (the stored values may still be cached), store, send.
 *
 * Preview reads (issue 12): a request with `X-Preview-Token` is never answered from or stored in the read
 * cache. What protects drafts is the token itself: only a token the server signed with PREVIEW_SECRET and
 * that has not expired (src/preview/token.ts) reads the saved drafts; any other token reads the published
 * content, exactly as the public does. Both answers are `private, no-store`.
 */
import type { Core } from '@strapi/strapi';

import { secret } from '../../../settings/runtime-env';
import { type ServiceOf, serviceOf } from '../../../settings/strapi-services';
import { PREVIEW_HEADER, verifyPreviewToken } from '../../../preview/token';
import {
  cacheBypassed,
  cacheKey,
  canonicalEndpoint,
  type CanonicalEndpoint,
  type Context,
  etagOf,
  readCache,
  responseFormat,
  sendContent,
} from '../services/read-cache';
import type siteContentService from '../services/site-content';
import { type ContentStatus, EndpointNotFoundError } from '../services/site-content';

/** `useCache`: whether the stored values of the read cache may answer (never for a preview, nor for the bench's bypass). */
async function read(
  ctx: Context,
  strapi: Core.Strapi,
  endpoint: CanonicalEndpoint,
  status: ContentStatus,
  useCache: boolean,
) {
  try {
    const service = serviceOf<ServiceOf<typeof siteContentService>>(strapi, 'api::site-content.site-content');
    return await service.read(endpoint.name, endpoint.number, responseFormat(ctx), status, { useCache });
  } catch (error) {
    if (error instanceof EndpointNotFoundError) return undefined;
    throw error;
  }
}

async function respond(ctx: Context, strapi: Core.Strapi) {
  // The same canonical name and number the read cache keys on, so a hit and a miss always agree.
  const endpoint = canonicalEndpoint(ctx.path);
  if (!endpoint) return ctx.notFound('No content at this endpoint');
  const previewToken = ctx.get(PREVIEW_HEADER);
  if (previewToken) {
    const valid = verifyPreviewToken(secret('PREVIEW_SECRET'), previewToken);
    const response = await read(ctx, strapi, endpoint, valid ? 'draft' : 'published', false);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Preview', valid ? 'draft' : 'refused');
    if (!response) return ctx.notFound('No content at this endpoint');
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = JSON.stringify(response);
    return;
  }
  const cache = readCache(strapi);
  // Noted before the read: if a write clears the cache while we read, this answer is sent but not stored.
  const generation = cache.generation();
  const bypassed = cacheBypassed(ctx);
  const response = await read(ctx, strapi, endpoint, 'published', !bypassed);
  if (!response) return ctx.notFound('No published content at this endpoint');
  const body = JSON.stringify(response);
  if (bypassed) return sendContent(ctx, { body, etag: etagOf(body) }, 'bypass');
  sendContent(ctx, cache.set(cacheKey(responseFormat(ctx), endpoint), body, generation), 'database');
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    await respond(ctx, strapi);
  },

  async findOne(ctx: Context) {
    await respond(ctx, strapi);
  },

  async refuseWrite(ctx: Context) {
    ctx.set('Allow', 'GET, HEAD');
    ctx.status = 405;
    ctx.body = {
      data: null,
      error: {
        status: 405,
        name: 'MethodNotAllowedError',
        message: 'Content is read-only here; edit it in the admin.',
      },
    };
  },
});
