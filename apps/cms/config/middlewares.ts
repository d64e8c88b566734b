import type { Core } from '@strapi/strapi';

import { mediaOrigin } from '../src/settings/runtime-env';

type Context = Parameters<Core.MiddlewareHandler>[0];

/** koa-body's parse errors carry a status (co-body) or an httpCode (formidable); anything else is a 400. */
function bodyParseError(error: Error & { status?: unknown; httpCode?: unknown }, ctx: Context): never {
  const given = Number(error.status ?? error.httpCode);
  const status = given >= 400 && given < 500 ? given : 400;
  return ctx.throw(status, status === 413 ? 'The request body is too large.' : 'The request body is malformed.');
}

/**
 * Strapi's own policy for the admin, plus the media origin when media live in a bucket (S3_MEDIA_BUCKET), so the
 * media library shows its thumbnails and previews. The other lists are Strapi's defaults (CSP_DEFAULTS of
 * @strapi/utils): a list given here replaces the default one, it is not added to it.
 */
function adminSecurity(): Core.Config.Middlewares[number] {
  const origin = mediaOrigin();
  if (!origin) return 'strapi::security';
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https://market-assets.strapi.io', origin],
          'media-src': ["'self'", 'data:', 'blob:', origin],
        },
      },
    },
  };
}

/**
 * `global::site-pages` serves the website from the web build on the same origin. It answers before Strapi's
 * router for built files and prerendered pages (Strapi's `strapi::public` would otherwise redirect `/` to
 * the admin), and after it for everything nothing else answered. Media under /uploads are served by the
 * upload plugin itself.
 */
const config: Core.Config.Middlewares = [
  // Outermost: HSTS, nosniff, Referrer-Policy, Permissions-Policy, COOP, CORP on every response, cache hits too.
  'global::security-headers',
  // Every request is logged, cache hits too.
  'strapi::logger',
  // Writes the final CORS headers: only PUBLIC_URL's origin is granted (see the middleware for why), hits too.
  'global::site-cors',
  // Next: a cached content read is answered here, without the router (see the middleware).
  'global::content-cache',
  'strapi::errors',
  adminSecurity(),
  // Media under /uploads: a restrictive policy; SVG and other active types sandboxed and sent as attachments.
  'global::upload-headers',
  // Required by Strapi; global::site-cors replaces whatever headers it sets.
  { name: 'strapi::cors', config: { origin: [], credentials: false } },
  // gzip/brotli for API reads and the site (koa-compress; small bodies are sent as they are).
  'strapi::compression',
  // Inside compression, so it sees the file's own length: a Range past the end answers 416 (see the middleware).
  'global::range-requests',
  'strapi::query',
  // A compressed request body (Content-Encoding) answers 415 unread: the limits below count bytes on the wire.
  'global::request-encoding',
  // Per-form body limits (413/411) before anything reads the body; the global limits below are the backstop.
  'global::submission-limits',
  // Multipart only on the routes (and methods) that take files: 415 elsewhere, before the body is read.
  'global::multipart-routes',
  // The site's own forms (cookie choice, theme): same-site only, 2 KB, URL-encoded, before the body is read.
  'global::site-preferences',
  {
    name: 'strapi::body',
    config: {
      jsonLimit: '1mb',
      formLimit: '1mb',
      textLimit: '1mb',
      // Media uploads in the admin; the public forms' files are capped far lower by submission-limits.
      formidable: { maxFileSize: 20 * 1024 * 1024 },
      // A body that cannot be parsed (broken multipart, bad JSON, bad encoding) is the client's fault: 4xx, never 500.
      onError: bodyParseError,
    },
  },
  // Inside strapi::body, which forgets every part but `files` when a request ends without an error (404, 405):
  // every temp file of the body is removed here once the request is answered.
  'global::multipart-cleanup',
  // Media library uploads: each file's bytes must be what its name says (HTML named .png is refused).
  'global::media-content',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  // Redirects the team manages in the admin, from memory, before any page renders (src/redirects).
  'global::redirects',
  'global::site-pages',
];

export default config;
