/**
 * `global::rate-limit`, a route middleware: `middlewares: [{ name: 'global::rate-limit', config: { bucket:
 * 'captcha' } }]` (or 'submission'). Every request to such a route costs one point of the client IP's
 * per-minute budget for that bucket; over budget it answers 429 with Retry-After in Strapi's error shape.
 * The client IP is Koa's `request.ip`, which honours X-Forwarded-For only with TRUST_PROXY=true.
 */
import { messages } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { isRateLimitBucket, RATE_LIMIT_BUCKETS, rateLimiters } from '../rate-limit';

type Context = Parameters<Core.MiddlewareHandler>[0];

export default (config: { bucket?: unknown }, { strapi }: { strapi: Core.Strapi }) => {
  const bucket = config.bucket;
  if (!isRateLimitBucket(bucket)) {
    throw new Error(`global::rate-limit needs config.bucket, one of ${RATE_LIMIT_BUCKETS.join(', ')}`);
  }
  return async (ctx: Context, next: () => Promise<void>) => {
    const verdict = await (await rateLimiters(strapi)).consume(bucket, ctx.request.ip);
    if (!verdict.allowed) {
      ctx.set('Retry-After', String(verdict.retryAfterSeconds));
      ctx.status = 429;
      ctx.body = {
        data: null,
        error: { status: 429, name: 'TooManyRequestsError', message: messages.tooManyRequests, details: {} },
      };
      return;
    }
    await next();
  };
};
