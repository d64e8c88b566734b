/**
 * `global::site-cors` decides the CORS headers of every response: the one origin that may read the API from a
 * browser is the site's own (`PUBLIC_URL`); with PUBLIC_URL unset nothing is granted, since the site, the API
 * and the admin share one origin and same-origin requests need no CORS. The site sends no cookies to the API,
 * so credentials are never granted.
 *
 * `strapi::cors` (@strapi/core 5.54 over @koa/cors 5) cannot be configured into this: for a request without
 * Origin its origin matcher answers '*', which with credentials becomes an empty
 * `Access-Control-Allow-Origin` plus `Access-Control-Allow-Credentials: true`. Strapi refuses to start
 * without it, so it stays in the chain inside this middleware, which removes whatever it set and writes the
 * final headers once the response is ready (also when a later middleware threw).
 */
import type { Core } from '@strapi/strapi';

import { publicOrigin } from '../settings/runtime-env';

type Context = Parameters<Core.MiddlewareHandler>[0];

const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';
const ALLOWED_HEADERS = 'Accept, Content-Type, Strapi-Response-Format, X-Captcha-Pass, If-None-Match';
const EXPOSED_HEADERS = 'ETag, Retry-After';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

const CORS_RESPONSE_HEADERS = [
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Allow-Methods',
  'Access-Control-Allow-Headers',
  'Access-Control-Allow-Private-Network',
  'Access-Control-Expose-Headers',
  'Access-Control-Max-Age',
];

export default () => {
  // PUBLIC_URL's origin, or undefined when unset; a malformed value stops the start.
  const origin = publicOrigin();
  return async (ctx: Context, next: () => Promise<void>) => {
    const requestOrigin = ctx.get('Origin');
    const granted = origin !== undefined && requestOrigin === origin;

    if (granted && ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
      ctx.vary('Origin');
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
      ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      ctx.set('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
      ctx.status = 204;
      return;
    }

    try {
      await next();
    } finally {
      for (const header of CORS_RESPONSE_HEADERS) ctx.remove(header);
      // Whenever a grant is possible the answer depends on Origin, so shared caches must key on it.
      if (origin || requestOrigin) ctx.vary('Origin');
      if (granted) {
        ctx.set('Access-Control-Allow-Origin', origin);
        ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
      }
    }
  };
};
