/**
 * Serves the website from the same origin as /api, /uploads and /admin (DESIGN.md "One origin"), rendering
 * every page on the server with its content (docs/decisions/013-pages-rendered-on-the-server.md).
 *
 * - A file of the client build (scripts, styles, fonts, images) is sent as it is, before Strapi's router.
 * - A page of the site, an in-app navigation's data request (`*.data`) and React Router's route discovery
 *   (`/__manifest`) are answered by the website's server build, also before the router (Strapi's
 *   `strapi::public` would otherwise redirect `/` to the admin). Rendered pages are kept in the HTML cache
 *   (web-app/html-cache.ts) per path, content version and build: a publish bumps the content version, so
 *   the next request renders afresh, on this instance at once and on the others within a second.
 * - Anything else goes through Strapi first; only if nothing answered it (404 without a body) does the site
 *   answer with its not-found page and status 404. Content-service routes therefore always win.
 *
 * A preview link (`?preview=<token>`, the admin's preview panel) renders the saved drafts when its token
 * verifies and the published page when it does not; either way it is `private, no-store` and never cached.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import {
  SITE_PREFERENCE_PATHS,
  type SiteLoadContext,
  type SiteServerLoader,
  type SiteServerModule,
} from '@auralis/content-manifest';
import type { Core } from '@strapi/strapi';
import send from 'koa-send';

import { readCache } from '../api/site-content/services/read-cache';
import { mediaOrigin } from '../config-support/object-storage';
import { previewSecret, webBuildDir } from '../config-support/runtime-env';
import { verifyPreviewToken } from '../preview/token';
import { redirectTable } from '../redirects/table';
import { createContentReader } from '../web-app/content-reader';
import { createRecruitingReader } from '../web-app/recruiting-reader';
import { type CachedPage, canonicalPagePath, HtmlCache, pageCacheKey, pageEtag } from '../web-app/html-cache';
import {
  fetchRequestFromKoa,
  InvalidRequestError,
  type KoaContext,
  sendErrorPage,
  sendFetchResponse,
} from '../web-app/react-router-koa';
import { contentSecurityPolicy, mapsServiceOrigin } from '../web-app/static-site';

/** Paths owned by the content service: their 404s are real and must not become web pages. */
const SERVICE_PREFIXES = ['/api', '/admin', '/uploads'];

/** React Router's lazy route discovery asks this path for the routes of a link before it is followed. */
const ROUTE_DISCOVERY = '/__manifest';

/** Response headers of a render that the cache does not keep with the page (it sets its own). */
const KEPT_HEADERS_SKIPPED = new Set(['content-type', 'content-length', 'cache-control', 'etag', 'set-cookie']);

/** Browsers revalidate every page (a 304 costs nothing); see the README for a CDN in front. */
const PAGE_CACHE_CONTROL = 'no-cache';
/** For a CDN in front (browsers ignore it): keep a page a few seconds, serve it stale while refetching. */
const CDN_CACHE_CONTROL = 'max-age=5, stale-while-revalidate=60';

// TypeScript turns `import()` into `require()` in this CommonJS build; the website's server build is ESM.
const importModule = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<SiteServerModule>;

function productionSiteServer(serverEntry: string): SiteServerLoader {
  let loading: Promise<SiteServerModule> | undefined;
  return () => {
    loading ??= importModule(pathToFileURL(serverEntry).href).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** How big the HTML cache may grow (all pages, with their compressed copies). */
function htmlCacheBytes(): number {
  const configured = Number(process.env.HTML_CACHE_MAX_MB ?? 64);
  return (Number.isFinite(configured) && configured > 0 ? configured : 64) * 1024 * 1024;
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const buildRoot = webBuildDir();
  const clientDir = path.join(buildRoot, 'client');
  const serverEntry = path.join(buildRoot, 'server', 'index.js');
  const development = (globalThis as { __auralisSiteServer?: SiteServerLoader }).__auralisSiteServer;
  const loadSiteServer: SiteServerLoader = development ?? productionSiteServer(serverEntry);
  if (!development && !existsSync(serverEntry)) {
    strapi.log.warn(`Website build not found in ${buildRoot}: run "npm start" from the repository root to build it.`);
  }

  const htmlCache = new HtmlCache(htmlCacheBytes());
  const contentCache = readCache(strapi);
  let cachedGeneration = contentCache.generation();
  // The same variable the website build reads, so the page may call the maps service it was built for.
  const connectOrigins = [mapsServiceOrigin(process.env.VITE_REVERSE_GEOCODE_URL)];
  const media = mediaOrigin();
  const mediaOrigins = media ? [media] : [];

  const fileExists = (relative: string): boolean => {
    const absolute = path.join(clientDir, relative);
    return absolute.startsWith(clientDir + path.sep) && existsSync(absolute) && statSync(absolute).isFile();
  };

  const isSiteRequest = (ctx: KoaContext, requestPath: string): boolean =>
    (ctx.method === 'GET' || ctx.method === 'HEAD') &&
    !SERVICE_PREFIXES.some((prefix) => requestPath === prefix || requestPath.startsWith(`${prefix}/`)) &&
    !requestPath.includes('\0') &&
    !requestPath.split('/').includes('..');

  /** A file of the client build; Vite fingerprints everything under /assets, so browsers keep those. */
  const sendFile = async (ctx: KoaContext, relative: string) => {
    const immutable = relative.startsWith('assets/');
    await send(ctx, relative, { root: clientDir, maxage: immutable ? 31_536_000_000 : 3_600_000, immutable });
  };

  /** Which version of the content a page rendered now would show; a change empties the HTML cache. */
  const contentVersion = async (): Promise<number> => {
    await contentCache.refresh();
    const generation = contentCache.generation();
    if (generation !== cachedGeneration) {
      htmlCache.clear();
      cachedGeneration = generation;
    }
    return generation;
  };

  /**
   * `npm run bench` compares cached pages with pages rendered on every request in one process; only it may
   * ask to skip the caches (HTML and content), with a header that counts only when the variable allows it.
   */
  const cacheBypassed = (ctx: KoaContext): boolean =>
    process.env.HTML_CACHE_BYPASS === 'allow' && ctx.get('x-html-cache') === 'bypass';

  const jobs = createRecruitingReader(strapi);
  const redirects = redirectTable(strapi);
  const loadContext = (status: 'published' | 'draft', deferContent: boolean, useCache = true): SiteLoadContext => ({
    content: createContentReader(strapi, status, { useCache }),
    jobs,
    deferContent,
    redirectedPaths: () => redirects.redirectedPaths(),
  });

  /** The request React Router sees: always a GET of the page's path (a HEAD is answered from what a GET renders). */
  const pageRequest = (ctx: KoaContext, pagePath: string): Request => {
    const request = fetchRequestFromKoa(ctx, process.env.PUBLIC_URL || undefined);
    const url = new URL(pagePath, request.url);
    url.search = ctx.search;
    return new Request(url, { method: 'GET', headers: request.headers, signal: request.signal });
  };

  /** React Router's answer to a request as is: data requests, route discovery, and what renders no page. */
  const renderThrough = async (ctx: KoaContext, context: SiteLoadContext) => {
    const site = await loadSiteServer();
    const request = fetchRequestFromKoa(ctx, process.env.PUBLIC_URL || undefined);
    await sendFetchResponse(ctx, await site.handleRequest(request, context));
  };

  const setPageHeaders = (ctx: KoaContext, csp: string, framing: 'none' | 'self') => {
    ctx.set('Content-Security-Policy', csp);
    // For browsers that predate frame-ancestors; strapi::security's SAMEORIGIN is for the admin.
    ctx.set('X-Frame-Options', framing === 'self' ? 'SAMEORIGIN' : 'DENY');
  };

  const sendPage = (ctx: KoaContext, page: CachedPage) => {
    ctx.status = page.status;
    for (const [name, value] of Object.entries(page.headers)) ctx.set(name, value);
    ctx.set('Cache-Control', PAGE_CACHE_CONTROL);
    ctx.set('CDN-Cache-Control', CDN_CACHE_CONTROL);
    ctx.set('ETag', page.etag);
    ctx.vary('Accept-Encoding');
    setPageHeaders(ctx, page.csp, 'none');
    if (page.status === 200 && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'text/html; charset=utf-8';
    const encoding = page.html.length > 1024 ? ctx.acceptsEncodings('br', 'gzip', 'identity') : 'identity';
    if (encoding === 'br' || encoding === 'gzip') {
      ctx.set('Content-Encoding', encoding);
      ctx.body = htmlCache.encoded(page, encoding);
    } else {
      ctx.body = page.html;
    }
    // Compressed once per cached page, not per request.
    ctx.compress = false;
  };

  /** A rendered document to keep, or undefined for what must not be kept (errors, redirects, cookies). */
  const cacheablePage = async (response: Response): Promise<CachedPage | undefined> => {
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 && response.status !== 404) return undefined;
    if (!type.startsWith('text/html') || response.headers.has('set-cookie')) return undefined;
    const html = await response.text();
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) {
      if (!KEPT_HEADERS_SKIPPED.has(name)) headers[name] = value;
    }
    return {
      status: response.status,
      html,
      etag: pageEtag(html),
      csp: contentSecurityPolicy(html, connectOrigins, 'none', mediaOrigins),
      headers,
    };
  };

  /**
   * A page for the public: from the HTML cache, or rendered, kept and sent. `cacheAs` is the canonical path,
   * or `*` for the not-found page that every unknown path shares.
   */
  const servePage = async (ctx: KoaContext, pagePath: string, cacheAs: string) => {
    const site = await loadSiteServer();
    const version = await contentVersion();
    const bypass = cacheBypassed(ctx);
    // Job pages show the recruiting provider's roles, which change (a role closes in the admin or in Zoho
    // Recruit) without a publish, so no content version could invalidate them: they are rendered for every
    // request and never kept, and an unknown job id cannot fill the cache either (decision record 013).
    const uncached = cacheAs !== '*' && !site.isCacheablePagePath(pagePath);
    // A page is rendered once per variant the visitor's cookies choose (theme, cookie choice: a handful at most).
    const key = pageCacheKey(cacheAs, version, `${site.buildId}|${site.pageVariant(ctx.get('cookie') || undefined)}`);
    const hit = bypass || uncached ? undefined : htmlCache.get(key);
    if (hit) {
      ctx.set('X-Page-Cache', 'hit');
      return sendPage(ctx, hit);
    }
    const rendered = await site.handleRequest(pageRequest(ctx, pagePath), loadContext('published', false, !bypass));
    const page = await cacheablePage(rendered);
    if (!page) {
      await sendFetchResponse(ctx, rendered);
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    // A publish that landed while this page rendered keeps it out of the cache (it may show the old content).
    if (!bypass && !uncached && contentCache.generation() === version) htmlCache.set(key, page);
    ctx.set('X-Page-Cache', bypass ? 'bypass' : uncached ? 'off' : 'miss');
    sendPage(ctx, page);
  };

  /** A preview link: drafts for a token that verifies, the published page otherwise; never cached. */
  const servePreview = async (ctx: KoaContext, pagePath: string, token: string) => {
    const site = await loadSiteServer();
    const valid = verifyPreviewToken(previewSecret(), token);
    const rendered = await site.handleRequest(
      pageRequest(ctx, pagePath),
      loadContext(valid ? 'draft' : 'published', false),
    );
    const page = await cacheablePage(rendered);
    if (!page) await sendFetchResponse(ctx, rendered);
    else {
      ctx.status = page.status;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = page.html;
      // The admin's preview panel frames this page: only our own pages may.
      setPageHeaders(ctx, contentSecurityPolicy(page.html, connectOrigins, 'self', mediaOrigins), 'self');
    }
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Preview', valid ? 'draft' : 'refused');
    ctx.remove('ETag');
  };

  /**
   * Whatever the site does for one request. A request no URL can be made from is the client's fault (400); any
   * other failure to render (the server build missing or broken, a render that throws) is logged and answered
   * with a small error page and status 500, never a hung request and never Strapi's JSON error.
   */
  const rendering = async (ctx: KoaContext, render: () => Promise<void>): Promise<boolean> => {
    try {
      await render();
      return true;
    } catch (error) {
      if (error instanceof InvalidRequestError) {
        sendErrorPage(ctx, 400);
        return false;
      }
      strapi.log.error(
        `Rendering ${ctx.method} ${ctx.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      sendErrorPage(ctx, 500);
      return false;
    }
  };

  return async (ctx: KoaContext, next: () => Promise<void>) => {
    let requestPath: string;
    try {
      requestPath = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    // The site's own forms, for a browser without JavaScript (global::site-preferences checked them first).
    if (ctx.method === 'POST' && SITE_PREFERENCE_PATHS.includes(ctx.path.replace(/\/+$/, ''))) {
      await rendering(ctx, () => renderThrough(ctx, loadContext('published', false)));
      return;
    }
    if (!isSiteRequest(ctx, requestPath)) return next();

    const relative = requestPath.replace(/^\/+/, '');
    if (relative !== '' && !relative.endsWith('/') && fileExists(relative)) return sendFile(ctx, relative);

    if (ctx.path === ROUTE_DISCOVERY || ctx.path.endsWith('.data')) {
      await rendering(ctx, () => renderThrough(ctx, loadContext('published', ctx.path.endsWith('.data'))));
      return;
    }

    const canonical = canonicalPagePath(ctx.path);
    let isPage = false;
    const loaded = await rendering(ctx, async () => {
      isPage = canonical !== undefined && (await loadSiteServer()).isPagePath(canonical.path);
    });
    if (!loaded) return;
    if (canonical && isPage) {
      if (canonical.redirect) {
        ctx.status = 301;
        ctx.redirect(`${canonical.path}${ctx.search}`);
        return;
      }
      const preview = ctx.query.preview;
      if (typeof preview === 'string' && preview !== '') {
        await rendering(ctx, () => servePreview(ctx, canonical.path, preview));
        return;
      }
      await rendering(ctx, () => servePage(ctx, canonical.path, canonical.path));
      return;
    }

    await next();
    if (ctx.status !== 404 || ctx.body != null) return;
    // Every unknown path renders the same not-found page: one cache entry, however many paths are tried.
    await rendering(ctx, () => servePage(ctx, ctx.path, '*'));
  };
};
