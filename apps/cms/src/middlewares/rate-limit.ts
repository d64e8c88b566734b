/**
 * `global::rate-limit`, a route middleware: `middlewares: [{ name: 'global::rate-limit', config: { bucket:
 * 'captcha' } }]` (or 'submission'). Every request to such a route costs one point of the client IP's
 * per-minute budget for that bucket; over budget it answers 429 with Retry-After in Strapi's error shape.
 * With `everyone: 'captcha-all'` as well, a request within its IP's budget also costs a point of one budget
 * shared by every client (issue 19: many addresses together must not make the captcha cost what one may not).
 * The client IP is Koa's `request.ip`, which honours X-Forwarded-For only with TRUST_PROXY=true.
 */
import { messages } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { isRateLimitBucket, RATE_LIMIT_BUCKETS, rateLimiters } from '../rate-limit';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** The key of the budget every client shares. */
export const EVERYONE = 'all';

/** Answers 429 with Retry-After in Strapi's error shape. */
export function tooManyRequests(
  ctx: Pick<Context, 'set' | 'status' | 'body'>,
  retryAfterSeconds: number,
  message: string = messages.tooManyRequests,
): void {
  ctx.set('Retry-After', String(retryAfterSeconds));
  ctx.status = 429;
  ctx.body = { data: null, error: { status: 429, name: 'TooManyRequestsError', message, details: {} } };
}

export default (config: { bucket?: unknown; everyone?: unknown }, { strapi }: { strapi: Core.Strapi }) => {
  const { bucket, everyone } = config;
  if (!isRateLimitBucket(bucket)) {
    throw new Error(`global::rate-limit needs config.bucket, one of ${RATE_LIMIT_BUCKETS.join(', ')}`);
  }
  if (everyone !== undefined && !isRateLimitBucket(everyone)) {
    throw new Error(`global::rate-limit: config.everyone must be one of ${RATE_LIMIT_BUCKETS.join(', ')}`);
  }
  return async (ctx: Context, next: () => Promise<void>) => {
    const limiters = await rateLimiters(strapi);
    const verdict = await limiters.consume(bucket, ctx.request.ip);
    if (!verdict.allowed) return tooManyRequests(ctx, verdict.retryAfterSeconds);
    if (everyone !== undefined) {
      const shared = await limiters.consume(everyone, EVERYONE);
      if (!shared.allowed) return tooManyRequests(ctx, shared.retryAfterSeconds, messages.serviceBusy);
    }
    await next();
  };
};
