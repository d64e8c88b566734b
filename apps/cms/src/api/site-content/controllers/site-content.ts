/**
 * GET handlers of the content endpoints, with the read cache, ETag and Cache-Control. Compression is the
 * global `strapi::compression` middleware.
 */
import type { Core } from '@strapi/strapi';

import { readCache } from '../services/read-cache';
import type { ResponseFormat } from '../services/response-shape';
import { type ContentResponse, EndpointNotFoundError } from '../services/site-content';

type Context = Parameters<Core.MiddlewareHandler>[0];

/**
 * Browsers revalidate every time (cheap: 304 with the ETag), so an edit shows on the next page load; shared
 * caches may serve a response for a minute while they revalidate.
 */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300';

function responseFormat(ctx: Context): ResponseFormat {
  return ctx.get('Strapi-Response-Format').toLowerCase() === 'v4' ? 'v4' : 'v5';
}

/** The bench compares cached and uncached reads in one process; only it may ask to skip the cache. */
function cacheBypassed(ctx: Context): boolean {
  return (
    process.env.CONTENT_CACHE === 'off' ||
    (process.env.CONTENT_CACHE_BYPASS === 'allow' && ctx.get('x-content-cache') === 'bypass')
  );
}

async function respond(ctx: Context, strapi: Core.Strapi, name: string, number: number | undefined) {
  const format = responseFormat(ctx);
  const cache = readCache(strapi);
  const key = `${format}:${name}:${number ?? ''}`;
  const bypass = cacheBypassed(ctx);

  if (!bypass) await cache.refresh();
  let entry = bypass ? undefined : cache.get(key);
  if (!entry) {
    let response: ContentResponse;
    try {
      response = await strapi.service('api::site-content.site-content').read(name, number, format);
    } catch (error) {
      if (error instanceof EndpointNotFoundError) return ctx.notFound('No published content at this endpoint');
      throw error;
    }
    const body = JSON.stringify(response);
    entry = bypass ? { body, etag: '' } : cache.set(key, body);
  }

  ctx.set('Cache-Control', CACHE_CONTROL);
  ctx.set('Vary', 'Strapi-Response-Format, Accept-Encoding');
  ctx.set('X-Content-Cache', bypass ? 'bypass' : 'hit-or-fill');
  if (entry.etag) {
    ctx.set('ETag', entry.etag);
    if (ctx.get('If-None-Match') === entry.etag) {
      ctx.status = 304;
      return;
    }
  }
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = entry.body;
}

function endpointName(ctx: Context): string {
  // /api/{name} or /api/{name}/{number}
  return ctx.path.split('/')[2] ?? '';
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    await respond(ctx, strapi, endpointName(ctx), undefined);
  },

  async findOne(ctx: Context) {
    const raw = String(ctx.params.number ?? '');
    const number = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(number)) return ctx.notFound('Unknown number');
    await respond(ctx, strapi, endpointName(ctx), number);
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
