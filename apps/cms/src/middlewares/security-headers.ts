/**
 * `global::security-headers`, first in the chain: every response (site pages, API reads, cache hits served by
 * `global::content-cache` without the rest of the chain, media under /uploads, errors) leaves with the same
 * transport and isolation headers. `strapi::security` (koa-helmet) still writes the API's and the admin's
 * Content-Security-Policy; the site's pages get theirs from `global::site-pages`. The headers are written once
 * the response is ready, also when a later middleware threw, so nothing downstream can drop them.
 */
import type { Core } from '@strapi/strapi';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** Geolocation for the site itself (the job form's location prefill); every other powerful feature off. */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
].join(', ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * For a response nobody gave a policy (a read-cache hit, a CORS preflight): it is data, never a document, so
 * it may load nothing and be framed by nobody. Pages, the admin and media set their own.
 */
export const DATA_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function applySecurityHeaders(ctx: Context): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) ctx.set(name, value);
  if (!ctx.response.get('Content-Security-Policy')) ctx.set('Content-Security-Policy', DATA_CONTENT_SECURITY_POLICY);
  ctx.remove('X-Powered-By');
  // An empty grant says nothing and confuses clients: a response either names the one origin or omits it.
  if (ctx.response.get('Access-Control-Allow-Origin') === '') ctx.remove('Access-Control-Allow-Origin');
}

export default () => async (ctx: Context, next: () => Promise<void>) => {
  try {
    await next();
  } finally {
    applySecurityHeaders(ctx);
  }
};
