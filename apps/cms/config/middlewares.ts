import type { Core } from '@strapi/strapi';

/**
 * `global::web-app` serves the website from the web build on the same origin. It answers before Strapi's
 * router for built files and prerendered pages (Strapi's `strapi::public` would otherwise redirect `/` to
 * the admin), and after it for everything nothing else answered. Media under /uploads are served by the
 * upload plugin itself.
 */
const config: Core.Config.Middlewares = [
  // First: a cached content read is answered here, without the rest of the chain (see the middleware).
  'global::content-cache',
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  // gzip/brotli for API reads and the site (koa-compress; small bodies are sent as they are).
  'strapi::compression',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  'global::web-app',
];

export default config;
