/**
 * `global::range-requests`: a `Range` that starts at or past the end of the file answers 416 with
 * `Content-Range: bytes *\/<size>` (RFC 9110 §15.5.17), for the site's files (koa-send, which ignores Range
 * and sends the whole file) and for media under /uploads (the upload plugin's koa-range, which would answer
 * 206 with no bytes). Satisfiable ranges are left to whoever answered.
 */
import type { Core } from '@strapi/strapi';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** The first byte a single `bytes=` range asks for, or undefined when the header is not such a range. */
export function rangeStart(header: string, size: number): number | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first !== '') return Number(first);
  // A suffix range (`bytes=-N`) asks for the last N bytes: `-0` asks for none, which nothing can satisfy.
  if (last !== '') return Number(last) === 0 ? size : Math.max(0, size - Number(last));
  return undefined;
}

/** The size of the whole representation: from Content-Range on a 206, from the length on a 200. */
function representationSize(ctx: Context): number | undefined {
  if (ctx.status === 206) {
    const total = /\/(\d+)$/.exec(ctx.response.get('Content-Range'));
    return total ? Number(total[1]) : undefined;
  }
  if (ctx.status === 200 && typeof ctx.response.length === 'number') return ctx.response.length;
  return undefined;
}

export default () => async (ctx: Context, next: () => Promise<void>) => {
  await next();
  const range = ctx.get('Range');
  if (!range || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return;
  const size = representationSize(ctx);
  if (size === undefined) return;
  const start = rangeStart(range, size);
  if (start === undefined || start < size) return;
  const body: unknown = ctx.body;
  if (body && typeof body === 'object' && 'destroy' in body && typeof body.destroy === 'function') body.destroy();
  ctx.body = null;
  ctx.remove('Content-Encoding');
  ctx.status = 416;
  ctx.set('Content-Range', `bytes */${size}`);
};
