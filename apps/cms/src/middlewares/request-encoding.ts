/**
 * `global::request-encoding`, before anything reads a request body: a body sent with `Content-Encoding`
 * (gzip, deflate, br, ...) answers 415 at once, unread. `strapi::body` (co-body) would inflate it, and the
 * per-route limits of global::submission-limits count the bytes on the wire: a 959-byte gzip body to a 16 KB
 * route inflated to 900 KB and was parsed (issue 32, item 7). No browser compresses what it sends and no
 * client of ours does, so the service takes bodies as they are, and a limit means what it says.
 *
 * `identity` (no encoding at all) is allowed, as HTTP says it may be named.
 */
import type { Core } from '@strapi/strapi';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** True for a `Content-Encoding` header that names any coding other than identity. */
export function encodesBody(contentEncoding: string): boolean {
  return contentEncoding
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .some((coding) => coding !== '' && coding !== 'identity');
}

export default () => async (ctx: Context, next: () => Promise<void>) => {
  if (!encodesBody(ctx.get('Content-Encoding'))) return next();
  ctx.status = 415;
  ctx.body = {
    data: null,
    error: {
      status: 415,
      name: 'UnsupportedMediaTypeError',
      message: 'Request bodies are taken without Content-Encoding.',
      details: {},
    },
  };
  // The body was not read: close the connection rather than leave the client streaming into a dead request.
  ctx.set('Connection', 'close');
};
