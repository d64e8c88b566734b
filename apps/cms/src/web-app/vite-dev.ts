/**
 * `npm run dev` (scripts/dev.mjs): the website's Vite dev server inside the content service's process, so a
 * page takes the same path as in production (global::site-pages, its HTML cache, loaders reading in-process)
 * while every edit under apps/web shows at the next load, without a restart.
 *
 * - The site server module comes from Vite (`ssrLoadModule` of apps/web/server/app.ts) on every request,
 *   through the loader hook global::site-pages reads when Strapi creates its middlewares.
 * - Vite's own requests (/@vite/client, /@fs, /@id, the modules under /app, the site's public files) are
 *   answered by Vite's connect stack, first in the Koa chain; whatever Vite does not answer goes on to
 *   Strapi's middlewares and global::site-pages. /api, /admin and /uploads never reach Vite.
 * - Vite's HMR websocket shares Strapi's HTTP server (at `/`; the admin panel's own Vite listens at /admin/).
 *
 * Vite is the site's own (the root workspace's Vite, resolved from apps/web), not the copy Strapi's admin
 * panel builds with in apps/cms/node_modules (decision record 002). Strapi's file watcher covers apps/cms
 * only, so an edit under apps/web never restarts Strapi.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { SiteServerLoader, SiteServerModule } from '@auralis/content-manifest';
import type { Core } from '@strapi/strapi';

import type { KoaContext } from './react-router-koa';

/** The parts of Vite's `ViteDevServer` used here (Vite's own types are the admin's Vite 5 from this workspace). */
interface ViteDevServer {
  readonly middlewares: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  readonly watcher: { on(event: 'all', listener: () => void): unknown };
  ssrLoadModule(url: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

interface ViteNodeApi {
  createServer(config: Record<string, unknown>): Promise<ViteDevServer>;
}

/** What global::site-pages reads, when Strapi creates its middlewares, to load the site server module. */
interface SiteServerHook {
  __auralisSiteServer?: SiteServerLoader;
}

/** The website's server build entry, relative to Vite's root (apps/web). */
const SERVER_ENTRY = '/server/app.ts';

/** Paths owned by the content service (as in global::site-pages), and Strapi's health check. */
const SERVICE_PREFIXES = ['/api', '/admin', '/uploads', '/_health'];

// TypeScript turns `import()` into `require()` in this CommonJS build; Vite's Node API is ESM.
const importModule = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

/** The website's workspace, beside this one (Strapi runs from apps/cms, as runtime-env assumes too). */
function webRoot(): string {
  return path.resolve(process.cwd(), '..', 'web');
}

async function loadVite(root: string): Promise<ViteNodeApi> {
  const entry = createRequire(path.join(root, 'package.json')).resolve('vite');
  const vite = (await importModule(pathToFileURL(entry).href)) as Partial<ViteNodeApi>;
  if (typeof vite.createServer !== 'function') throw new Error(`No Vite Node API at ${entry}`);
  return vite as ViteNodeApi;
}

function siteServerModule(exports: Record<string, unknown>): SiteServerModule {
  const { handleRequest, pagePathOf, isCacheablePagePath, sharedNotFoundKey, pageVariant, buildId } = exports;
  if (
    typeof handleRequest !== 'function' ||
    typeof pagePathOf !== 'function' ||
    typeof isCacheablePagePath !== 'function' ||
    typeof sharedNotFoundKey !== 'function' ||
    typeof pageVariant !== 'function' ||
    typeof buildId !== 'string'
  ) {
    throw new Error(
      `${SERVER_ENTRY} does not export handleRequest, pagePathOf, isCacheablePagePath, sharedNotFoundKey, pageVariant and buildId`,
    );
  }
  return exports as unknown as SiteServerModule;
}

const isServicePath = (requestPath: string): boolean =>
  SERVICE_PREFIXES.some((prefix) => requestPath === prefix || requestPath.startsWith(`${prefix}/`));

let running: ViteDevServer | undefined;

/**
 * Creates the site's Vite dev server, sets the loader hook and mounts Vite's middlewares. Call it from
 * `register()`: before Strapi creates its middlewares (global::site-pages reads the hook then).
 */
export async function startSiteDevServer(strapi: Core.Strapi): Promise<void> {
  const root = webRoot();
  const { createServer } = await loadVite(root);
  const httpServer: Server = strapi.server.httpServer;
  const vite = await createServer({
    root,
    mode: 'development',
    appType: 'custom',
    clearScreen: false,
    // Same origin as the pages: no CORS headers from Vite on anything it passes on to Strapi.
    server: { middlewareMode: true, cors: false, hmr: { server: httpServer } },
  });
  running = vite;

  // global::site-pages keeps rendered pages per build id; in development any edit is a new build.
  let edits = 0;
  vite.watcher.on('all', () => {
    edits += 1;
  });
  (globalThis as SiteServerHook).__auralisSiteServer = async () => {
    const site = siteServerModule(await vite.ssrLoadModule(SERVER_ENTRY));
    return {
      handleRequest: site.handleRequest,
      pagePathOf: site.pagePathOf,
      isCacheablePagePath: site.isCacheablePagePath,
      sharedNotFoundKey: site.sharedNotFoundKey,
      pageVariant: site.pageVariant,
      buildId: `${site.buildId}+${edits}`,
    };
  };

  /** True when Vite answered the request itself; false when it passed it on. */
  const answeredByVite = (ctx: KoaContext): Promise<boolean> =>
    new Promise((resolve, reject) => {
      const answered = () => resolve(true);
      ctx.res.once('close', answered);
      vite.middlewares(ctx.req, ctx.res, (error) => {
        ctx.res.off('close', answered);
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(false);
      });
    });

  strapi.server.use(async (ctx: KoaContext, next: () => Promise<void>) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isServicePath(ctx.path)) return next();
    if (await answeredByVite(ctx)) {
      ctx.respond = false;
      return;
    }
    return next();
  });
  strapi.log.info(`Website: Vite dev server (hot reload) from ${root}`);
}

/** Closes the Vite dev server (Strapi's `destroy()`, also when develop mode restarts after a server edit). */
export async function stopSiteDevServer(): Promise<void> {
  delete (globalThis as SiteServerHook).__auralisSiteServer;
  const vite = running;
  running = undefined;
  await vite?.close();
}
