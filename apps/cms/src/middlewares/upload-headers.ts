/**
 * `global::upload-headers`: media under /uploads are served by the upload plugin (koa-static) from the same
 * origin as the admin, so a file that a browser would run as a document (SVG, HTML, XML) must not be able to
 * script that origin. Every media answer gets a policy that loads nothing but its own images and styles and
 * may only be framed by our own pages; an active type is sandboxed (no script, unique origin) and sent as an
 * attachment, so opening its URL downloads it instead of rendering it. `<img src>` of an SVG is unaffected.
 * What may be uploaded at all is the upload plugin's allow-list (config/plugins.ts).
 *
 * Media names carry a content hash (Strapi renames every upload), so browsers may keep them for a day and
 * then revalidate with Last-Modified.
 */
import path from 'node:path';

import type { Core } from '@strapi/strapi';

type Context = Parameters<Core.MiddlewareHandler>[0];

export const MEDIA_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
export const ACTIVE_MEDIA_CONTENT_SECURITY_POLICY = `${MEDIA_CONTENT_SECURITY_POLICY}; sandbox`;
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

const ACTIVE_EXTENSIONS = new Set(['.svg', '.svgz', '.html', '.htm', '.xhtml', '.xml', '.xsl', '.js', '.mjs']);
const ACTIVE_TYPES =
  /^(image\/svg\+xml|text\/html|application\/xhtml\+xml|(application|text)\/xml|[a-z]+\/javascript)\b/i;

/** True for media a browser would render as a document able to run script. */
export function isActiveMedia(requestPath: string, contentType: string): boolean {
  let decoded = requestPath;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    // Undecodable: judged by the raw path and the type.
  }
  return ACTIVE_EXTENSIONS.has(path.extname(decoded).toLowerCase()) || ACTIVE_TYPES.test(contentType);
}

export default () => async (ctx: Context, next: () => Promise<void>) => {
  if (!ctx.path.toLowerCase().startsWith('/uploads/')) return next();
  await next();
  if (ctx.status !== 200 && ctx.status !== 206 && ctx.status !== 304) return;
  const active = isActiveMedia(ctx.path, ctx.response.get('Content-Type'));
  ctx.set('Content-Security-Policy', active ? ACTIVE_MEDIA_CONTENT_SECURITY_POLICY : MEDIA_CONTENT_SECURITY_POLICY);
  if (active) ctx.set('Content-Disposition', 'attachment');
  ctx.set('Cache-Control', MEDIA_CACHE_CONTROL);
};
