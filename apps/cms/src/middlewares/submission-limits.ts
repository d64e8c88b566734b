/**
 * `global::submission-limits`: refuses an oversized public submission before `strapi::body` reads a byte of
 * it. The browser always sends Content-Length for these requests (a JSON string, FormData or a file), so a
 * request without one is refused too: a chunked body of unknown size would otherwise be read to the global
 * limit first. Paths are compared as the router matches them (case-insensitive, trailing slash optional).
 *
 * On the two routes that take files it then opens their gate (src/submissions/gate.ts), still before the
 * body is read: the client IP's submission rate limit, a valid captcha pass of the route's kind, and at most
 * RATE_LIMIT_CONCURRENT_UPLOADS uploads of one client in progress. Those routes' only input, the body, is read
 * by strapi::body after this; it takes none of its own beyond the headers it checks.
 */
import { formatBytes, submissionEndpointOf } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { rateLimiters } from '../rate-limit';
import { rateLimitSettings } from '../rate-limit/settings';
import { throughGate, uploadSlots } from '../submissions/gate';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** The largest body the form endpoint a request reaches accepts, from the submission table of form-schemas. */
export function submissionBodyLimit(method: string, path: string): number | undefined {
  return submissionEndpointOf(method, path)?.bodyLimit;
}

function refuse(ctx: Context, status: 411 | 413, name: string, message: string) {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
  // The body was not read: close the connection rather than leave the client streaming into a dead request.
  ctx.set('Connection', 'close');
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const gate = {
    host: strapi,
    limiters: () => rateLimiters(strapi),
    slots: uploadSlots(rateLimitSettings().concurrentUploadsPerClient),
  };
  return async (ctx: Context, next: () => Promise<void>) => {
    const limit = submissionBodyLimit(ctx.method, ctx.path);
    if (limit === undefined) return next();
    const declared = ctx.get('Content-Length');
    if (!/^\d+$/.test(declared)) {
      return refuse(ctx, 411, 'LengthRequiredError', 'The request must state its Content-Length.');
    }
    if (Number(declared) > limit) {
      return refuse(ctx, 413, 'PayloadTooLargeError', `The request body must be at most ${formatBytes(limit)}.`);
    }
    await throughGate(ctx, next, gate);
  };
};
