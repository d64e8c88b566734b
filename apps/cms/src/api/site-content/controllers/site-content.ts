/**
 * GET handlers of the content endpoints. Reaching them means a cache miss (hits are answered by
 * `global::content-cache` before the router): read, store, send.
 */
import type { Core } from '@strapi/strapi';

import {
  cacheBypassed,
  cacheKey,
  type Context,
  etagOf,
  readCache,
  responseFormat,
  sendContent,
} from '../services/read-cache';
import { type ContentResponse, EndpointNotFoundError } from '../services/site-content';

async function respond(ctx: Context, strapi: Core.Strapi, name: string, number: number | undefined) {
  let response: ContentResponse;
  try {
    response = await strapi.service('api::site-content.site-content').read(name, number, responseFormat(ctx));
  } catch (error) {
    if (error instanceof EndpointNotFoundError) return ctx.notFound('No published content at this endpoint');
    throw error;
  }
  const body = JSON.stringify(response);
  if (cacheBypassed(ctx)) return sendContent(ctx, { body, etag: etagOf(body) }, 'bypass');
  sendContent(ctx, readCache(strapi).set(cacheKey(ctx), body), 'database');
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
    if (!/^\d+$/.test(raw)) return ctx.notFound('Unknown number');
    await respond(ctx, strapi, endpointName(ctx), Number(raw));
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
