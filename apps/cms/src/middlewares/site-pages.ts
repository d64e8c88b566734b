/**
 * Serves the website from the same origin as /api, /uploads and /admin (docs/routes-and-shell.md#one-origin), rendering
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
 * verifies, `private, no-store`, never cached, framable by the admin. A token that does not verify is treated as
 * absent: the public page, from the HTML cache, with the public headers (`DENY`, `frame-ancestors 'none'`), so
 * a made-up token can neither get around the cache nor loosen framing (issue 32, item 3).
 *
 * One path, one page (issue 32, item 4): a spelling of a page's path that differs from its route's (`/TERMS`,
 * `/%74erms`, `/terms/`) is redirected (301) to the route's; an unknown id of a parameter route
 * (`/industries/x`) answers that route's not-found page, kept once for all its unknown ids (the route's
 * `handle.namesAPage` says which ids it knows), so no made-up id adds a cache entry or costs a render.
 *
 * Renders are bounded (issue 32, item 5, web-app/render-limit.ts): what the cache cannot answer (a miss, a
 * preview, an in-app navigation's data) waits for one of RENDER_CONCURRENCY places, in a queue of RENDER_QUEUE;
 * past both it answers 503 with Retry-After. Cache hits are answered before and never wait.
 */
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
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
import {
  analyticsSettings,
  cacheSwitches,
  htmlCacheMaxBytes,
  mapsServiceOrigin,
  mediaOrigin,
  previewSecret,
  publicUrl,
  renderLimitSettings,
  webBuildDir,
  withProductionNodeEnv,
} from '../settings/runtime-env';
import { newsletterLinks } from '../newsletter-consent/consent';
import { verifyPreviewToken } from '../preview/token';
import { redirectTable } from '../redirects/table';
import { analyticsPolicyOrigins } from '../web-app/analytics-policy';
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
import { createRenderLimit, RenderCapacityExceeded } from '../web-app/render-limit';
import { contentSecurityPolicy } from '../web-app/static-site';

/** Paths owned by the content service: their 404s are real and must not become web pages. */
const SERVICE_PREFIXES = ['/api', '/admin', '/uploads'];

/** React Router's lazy route discovery asks this path for the routes of a link before it is followed. */
const ROUTE_DISCOVERY = '/__manifest';

/** Response headers of a render that the cache does not keep with the page (it sets its own). */
const KEPT_HEADERS_SKIPPED = new Set(['content-type', 'content-length', 'cache-control', 'etag', 'set-cookie']);

/** Seconds a refused render (503) asks the client to wait; renders take tens of milliseconds. */
const RENDER_RETRY_AFTER_SECONDS = 1;

/** Browsers revalidate every page (a 304 costs nothing); see docs/scale.md for a CDN in front. */
const PAGE_CACHE_CONTROL = 'no-cache';
/** For a CDN in front (browsers ignore it): keep a page a few seconds, serve it stale while refetching. */
const CDN_CACHE_CONTROL = 'max-age=5, stale-while-revalidate=60';

// TypeScript turns `import()` into `require()` in this CommonJS build; the website's server build is ESM.
const importModule = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<SiteServerModule>;

/** The packages whose production or development build is chosen by NODE_ENV when first required, as the site imports them. */
const REACT_PACKAGES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server'];

/**
 * Loads React's production build for the built site, whatever NODE_ENV says (runtime-env.ts `withProductionNodeEnv`):
 * required from the site's build folder, so the site's own imports of these packages find them loaded.
 */
function loadProductionReact(serverEntry: string): void {
  const requireFromSite = createRequire(serverEntry);
  withProductionNodeEnv(() => {
    for (const specifier of REACT_PACKAGES) requireFromSite(specifier);
  });
}

function productionSiteServer(serverEntry: string): SiteServerLoader {
  let loading: Promise<SiteServerModule> | undefined;
  return () => {
    if (!loading) loadProductionReact(serverEntry);
    loading ??= importModule(pathToFileURL(serverEntry).href).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
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

  const htmlCache = new HtmlCache(htmlCacheMaxBytes());
  const renderLimit = createRenderLimit(renderLimitSettings());
  const contentCache = readCache(strapi);
  let cachedGeneration = contentCache.generation();
  // The same variable the website build reads, so the page may call the maps service it was built for.
  const connectOrigins = [mapsServiceOrigin()];
  const media = mediaOrigin();
  const mediaOrigins = media ? [media] : [];
  // PUBLIC_URL: the origin of the request React Router sees; unset, the request's own (Koa's host and protocol).
  const siteUrl = publicUrl();
  // The analytics provider (docs/analytics.md): the page loads it after Accept; its policy names its origins.
  const analytics = analyticsSettings();
  const analyticsOrigins = analyticsPolicyOrigins(analytics);

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

  /** Which version of the content this instance knows of; a change empties the HTML cache. */
  const knownContentVersion = (): number => {
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
    cacheSwitches().htmlCacheBypass && ctx.get('x-html-cache') === 'bypass';

  const jobs = createRecruitingReader(strapi);
  // The newsletter's confirm and unsubscribe pages check their link in process (docs/forms.md#newsletter-consent).
  const newsletter = newsletterLinks(strapi);
  const redirects = redirectTable(strapi);
  const loadContext = (status: 'published' | 'draft', deferContent: boolean, useCache = true): SiteLoadContext => ({
    content: createContentReader(strapi, status, { useCache }),
    jobs,
    newsletterLinks: newsletter,
    deferContent,
    redirectedPaths: () => redirects.redirectedPaths(),
    analytics,
  });

  /** The request React Router sees: always a GET of the page's path (a HEAD is answered from what a GET renders). */
  const pageRequest = (ctx: KoaContext, pagePath: string): Request => {
    const request = fetchRequestFromKoa(ctx, siteUrl);
    const url = new URL(pagePath, request.url);
    url.search = ctx.search;
    return new Request(url, { method: 'GET', headers: request.headers, signal: request.signal });
  };

  /** React Router's answer to a request as is: data requests, route discovery, and what renders no page. */
  const renderThrough = async (ctx: KoaContext, context: SiteLoadContext) => {
    const site = await loadSiteServer();
    const request = fetchRequestFromKoa(ctx, siteUrl);
    await sendFetchResponse(ctx, await site.handleRequest(request, context));
  };

  /** A render that waits for its place (render-limit.ts); RenderCapacityExceeded when there is none. */
  const bounded = <T>(render: () => Promise<T>): Promise<T> => renderLimit.run(render);

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
      csp: contentSecurityPolicy(html, connectOrigins, 'none', mediaOrigins, analyticsOrigins),
      headers,
    };
  };

  /**
   * A page for the public: from the HTML cache, or rendered, kept and sent. `cacheAs` is the canonical path,
   * `*` for the not-found page that every unknown path shares, or `404 <route>` for the one a parameter route's
   * unknown ids share.
   */
  const servePage = async (ctx: KoaContext, pagePath: string, cacheAs: string) => {
    const site = await loadSiteServer();
    // Whether another instance published: a database read at most once a second. A hit does not wait for it (a
    // flood of renders queues database reads, and a hit must never wait behind renders); it is answered with the
    // version this instance knows, and the check's outcome counts from the next request. A render waits for it.
    const checked = contentCache.refresh();
    checked.catch(() => undefined);
    const bypass = cacheBypassed(ctx);
    // Job pages show the recruiting provider's roles, which change (a role closes in the admin or in Zoho
    // Recruit) without a publish, so no content version could invalidate them: they are rendered for every
    // request and never kept, and an unknown job id cannot fill the cache either (decision record 013).
    const uncached = cacheAs !== '*' && !site.isCacheablePagePath(pagePath);
    // A page is rendered once per variant the visitor's cookies choose (theme, cookie choice: a handful at most).
    const variant = `${site.buildId}|${site.pageVariant(ctx.get('cookie') || undefined)}`;
    const hit = bypass || uncached ? undefined : htmlCache.get(pageCacheKey(cacheAs, knownContentVersion(), variant));
    if (hit) {
      ctx.set('X-Page-Cache', 'hit');
      return sendPage(ctx, hit);
    }
    await checked;
    const version = knownContentVersion();
    const key = pageCacheKey(cacheAs, version, variant);
    const rendered = await bounded(() =>
      site.handleRequest(pageRequest(ctx, pagePath), loadContext('published', false, !bypass)),
    );
    const page = await cacheablePage(rendered);
    if (!page) {
      // A page that answers another client error (a newsletter link's 400 or 410, docs/forms.md#newsletter-consent)
      // is never kept, but runs its inline scripts like any page: its own policy, not the admin's default.
      const isErrorPage =
        rendered.status >= 400 &&
        rendered.status < 500 &&
        (rendered.headers.get('content-type') ?? '').startsWith('text/html');
      const html = isErrorPage ? await rendered.clone().text() : undefined;
      await sendFetchResponse(ctx, rendered);
      if (html !== undefined) {
        setPageHeaders(
          ctx,
          contentSecurityPolicy(html, connectOrigins, 'none', mediaOrigins, analyticsOrigins),
          'none',
        );
      }
      ctx.set('Cache-Control', 'no-store');
      return;
    }
    // A 404 is kept only under a shared key (`*`, or a route's not-found key): kept under its own path, any
    // number of made-up paths would each hold an entry. (A known page whose entry is unpublished is such a 404.)
    const keep = !bypass && !uncached && (cacheAs !== pagePath || page.status === 200);
    // A publish that landed while this page rendered keeps it out of the cache (it may show the old content).
    if (keep && contentCache.generation() === version) htmlCache.set(key, page);
    ctx.set('X-Page-Cache', bypass ? 'bypass' : keep ? 'miss' : 'off');
    sendPage(ctx, page);
  };

  /** A preview link whose token verified: the saved drafts, never cached, framable by the admin only. */
  const servePreview = async (ctx: KoaContext, pagePath: string) => {
    const site = await loadSiteServer();
    const rendered = await bounded(() => site.handleRequest(pageRequest(ctx, pagePath), loadContext('draft', false)));
    const page = await cacheablePage(rendered);
    if (!page) await sendFetchResponse(ctx, rendered);
    else {
      ctx.status = page.status;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = page.html;
      // The admin's preview panel frames this page: only our own pages may.
      setPageHeaders(
        ctx,
        contentSecurityPolicy(page.html, connectOrigins, 'self', mediaOrigins, analyticsOrigins),
        'self',
      );
    }
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Preview', 'draft');
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
      if (error instanceof RenderCapacityExceeded) {
        sendErrorPage(ctx, 503);
        ctx.set('Retry-After', String(RENDER_RETRY_AFTER_SECONDS));
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

    if (ctx.path === ROUTE_DISCOVERY) {
      await rendering(ctx, () => renderThrough(ctx, loadContext('published', false)));
      return;
    }
    // An in-app navigation's data: its loaders run for every request, so it takes a place like a render.
    if (ctx.path.endsWith('.data')) {
      await rendering(ctx, () => bounded(() => renderThrough(ctx, loadContext('published', true))));
      return;
    }

    const canonical = canonicalPagePath(ctx.path);
    const found: { pagePath?: string } = {};
    const loaded = await rendering(ctx, async () => {
      if (canonical) found.pagePath = (await loadSiteServer()).pagePathOf(canonical.path);
    });
    if (!loaded) return;
    const { pagePath } = found;
    if (pagePath !== undefined) {
      // Any other spelling (case, encoding, slashes) of the page's path: to the one the route declares.
      if (pagePath !== ctx.path) {
        ctx.status = 301;
        ctx.redirect(`${pagePath}${ctx.search}`);
        return;
      }
      const preview = ctx.query.preview;
      if (typeof preview === 'string' && verifyPreviewToken(previewSecret(), preview)) {
        await rendering(ctx, () => servePreview(ctx, pagePath));
        return;
      }
      await rendering(ctx, async () => {
        const notFoundKey = (await loadSiteServer()).sharedNotFoundKey(pagePath, await redirects.livePagePaths());
        await servePage(ctx, pagePath, notFoundKey === undefined ? pagePath : `404 ${notFoundKey}`);
      });
      return;
    }

    await next();
    if (ctx.status !== 404 || ctx.body != null) return;
    // Every unknown path renders the same not-found page: one cache entry, however many paths are tried.
    await rendering(ctx, () => servePage(ctx, ctx.path, '*'));
  };
};
