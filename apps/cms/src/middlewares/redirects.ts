/**
 * Answers a redirected path before any page is rendered (issue 34), from the redirects in memory
 * (src/redirects/table.ts): 301 or 302 with its `Location` (the visitor's query string kept for a path of this
 * site), or 410 with the site's not-found page. Only GET and HEAD of the site's own paths; the content
 * service's (/api, /admin, /uploads) never. A hit is counted.
 *
 * What protects it: it only reads (no input is stored but a hit count, one per request), and a path is looked up
 * in a map, never matched by a pattern an editor wrote.
 */
import type { Core } from '@strapi/strapi';

import { redirectTable } from '../redirects/table';

type Context = Parameters<Core.MiddlewareHandler>[0];

const SERVICE_PREFIXES = ['/api', '/admin', '/uploads'];

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const table = redirectTable(strapi);
  return async (ctx: Context, next: () => Promise<void>) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (SERVICE_PREFIXES.some((prefix) => ctx.path === prefix || ctx.path.startsWith(`${prefix}/`))) return next();
    let requestPath: string;
    try {
      requestPath = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    const redirect = await table.lookup(requestPath).catch((error: unknown) => {
      // The site stays up without its redirects rather than failing every page.
      strapi.log.error(`Reading the redirects failed: ${String(error)}`);
      return undefined;
    });
    if (!redirect) return next();
    table.hit(redirect);
    ctx.set('Cache-Control', 'no-cache');
    if (redirect.status === 410) {
      // The site's not-found page renders for a path with no page; its status says "gone" instead.
      await next();
      if (ctx.status === 404) ctx.status = 410;
      return;
    }
    const location = redirect.to.startsWith('/') && ctx.querystring ? `${redirect.to}?${ctx.querystring}` : redirect.to;
    ctx.status = redirect.status;
    ctx.redirect(location);
  };
};
