/**
 * Serves the prerendered website from the same origin as /api, /uploads and /admin (DESIGN.md "One origin").
 *
 * A GET or HEAD outside /api, /admin and /uploads that names a file of the build or a prerendered page is
 * answered from the build. Anything else goes through Strapi first; if nothing answered it (404 without a
 * body), client-only routes (job pages) get the SPA fallback and every other path the prerendered not-found
 * page with status 404. Content-service routes therefore always win over the site.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import type { Core } from '@strapi/strapi';
import send from 'koa-send';

import { webBuildDir } from '../config-support/runtime-env';
import { contentSecurityPolicy, mapsServiceOrigin, patternToRegExp, type WebRoutes } from '../web-app/static-site';

type KoaContext = Parameters<Core.MiddlewareHandler>[0];

/** Paths owned by the content service: their 404s are real and must not become web pages. */
const SERVICE_PREFIXES = ['/api', '/admin', '/uploads'];

const SPA_FALLBACK = '__spa-fallback.html';
const NOT_FOUND_PAGE = path.join('404', 'index.html');
const ROUTES_FILE = '__routes.json';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const root = webBuildDir();
  const policies = new Map<string, { mtimeMs: number; csp: string; previewCsp: string; etag: string }>();
  // The same variable the website build reads, so the page may call the maps service it was built for.
  const connectOrigins = [mapsServiceOrigin(process.env.VITE_REVERSE_GEOCODE_URL)];

  const routesFile = path.join(root, ROUTES_FILE);
  const clientRendered = existsSync(routesFile)
    ? (JSON.parse(readFileSync(routesFile, 'utf8')) as WebRoutes).clientRendered.map(patternToRegExp)
    : [];
  if (!existsSync(path.join(root, 'index.html'))) {
    strapi.log.warn(`Website build not found in ${root}: run "npm start" from the repository root to build it.`);
  }

  const fileExists = (relative: string): boolean => {
    const absolute = path.join(root, relative);
    return absolute.startsWith(root) && existsSync(absolute) && statSync(absolute).isFile();
  };

  const sendHtml = async (ctx: KoaContext, relative: string, status: number) => {
    const absolute = path.join(root, relative);
    const { mtimeMs } = statSync(absolute);
    let cached = policies.get(relative);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const html = readFileSync(absolute, 'utf8');
      cached = {
        mtimeMs,
        csp: contentSecurityPolicy(html, connectOrigins),
        previewCsp: contentSecurityPolicy(html, connectOrigins, 'self'),
        // Weak: the same page may leave as brotli, gzip or plain bytes (precompressed at build time).
        etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
      };
      policies.set(relative, cached);
    }
    ctx.status = status;
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('ETag', cached.etag);
    ctx.vary('Accept-Encoding');
    // A preview link is shown in the admin's preview panel, an iframe of this origin (issue 12): only our own
    // pages may frame it. It shows drafts only with a valid token, which the content endpoints check.
    const preview = typeof ctx.query.preview === 'string';
    ctx.set('Content-Security-Policy', preview ? cached.previewCsp : cached.csp);
    // For browsers that predate frame-ancestors ('none' in the policy); strapi::security's SAMEORIGIN is for the admin.
    ctx.set('X-Frame-Options', preview ? 'SAMEORIGIN' : 'DENY');
    // A page the browser already has (its If-None-Match names this ETag): 304 without the body.
    if (status === 200 && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    // The `.br` or `.gz` written beside the page at build time when the browser accepts it (koa-send).
    await send(ctx, relative, { root });
    ctx.status = status;
  };

  const isSiteRequest = (ctx: KoaContext, requestPath: string): boolean =>
    (ctx.method === 'GET' || ctx.method === 'HEAD') &&
    !SERVICE_PREFIXES.some((prefix) => requestPath === prefix || requestPath.startsWith(`${prefix}/`)) &&
    !requestPath.includes('\0') &&
    !requestPath.split('/').includes('..');

  /** A file of the build or a prerendered page answers before Strapi's router (which redirects `/` to the admin). */
  const serveBuilt = async (ctx: KoaContext, relative: string): Promise<boolean> => {
    if (relative !== '' && !relative.endsWith('/') && !relative.endsWith('.html') && fileExists(relative)) {
      // Vite fingerprints everything under /assets: those files never change, so browsers keep them.
      const immutable = relative.startsWith('assets/');
      await send(ctx, relative, { root, maxage: immutable ? 31_536_000_000 : 3_600_000, immutable });
      return true;
    }
    const page = path.join(relative, 'index.html');
    if (fileExists(page)) {
      // The not-found page is prerendered as /404/: asked for by name it is still a not-found answer.
      await sendHtml(ctx, page, page === NOT_FOUND_PAGE ? 404 : 200);
      return true;
    }
    return false;
  };

  return async (ctx: KoaContext, next: () => Promise<void>) => {
    let requestPath: string;
    try {
      requestPath = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    const siteRequest = isSiteRequest(ctx, requestPath);
    const relative = requestPath.replace(/^\/+/, '');
    if (siteRequest && (await serveBuilt(ctx, relative))) return;

    await next();
    if (!siteRequest || ctx.status !== 404 || ctx.body != null) return;
    if (clientRendered.some((pattern) => pattern.test(requestPath)) && fileExists(SPA_FALLBACK)) {
      return sendHtml(ctx, SPA_FALLBACK, 200);
    }
    if (fileExists(NOT_FOUND_PAGE)) return sendHtml(ctx, NOT_FOUND_PAGE, 404);
  };
};
