/**
 * The website's server build (decision record 013): what the content service loads to render pages in its
 * own process. Vite builds this file as `build/server/index.js` (vite.config.ts); in development the
 * service loads it through Vite (`ssrLoadModule`) on every request, so an edit shows at the next load.
 *
 * It lives in the web workspace so that `react-router` here is the very module instance the routes use:
 * a handler from another copy would not recognise the routes' `data()` answers.
 */
import type { SiteServerModule } from '@auralis/content-manifest';
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import * as build from 'virtual:react-router/server-build';

import { pageVariantOf, shellPreferencesFrom } from '../app/features/shell/preferences';
import type { PageHandle } from '../app/site/page-handle';
import { hydrateAfterLoad } from './hydrate-after-load';

type ManifestRoute = NonNullable<ServerBuild['routes'][string]>;

/** The route tree React Router matches against, rebuilt from the build's flat manifest. */
function routeTree(routes: ServerBuild['routes']): RouteObject[] {
  const all = Object.values(routes).filter((route): route is ManifestRoute => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true }
          : {
              id: route.id,
              ...(route.path === undefined ? {} : { path: route.path }),
              caseSensitive: route.caseSensitive === true,
              children: childrenOf(route.id),
            },
      );
  return childrenOf(undefined);
}

const tree = routeTree(build.routes);

const mode = import.meta.env.DEV ? 'development' : 'production';

const handler = createRequestHandler(build as unknown as ServerBuild, mode);

/** A document's scripts wait for its load event (hydrate-after-load.ts); in development Vite's own stay as they are. */
async function withScriptsAfterLoad(response: Response): Promise<Response> {
  const isDocument = (response.headers.get('content-type') ?? '').startsWith('text/html');
  if (import.meta.env.DEV || !isDocument || response.body === null) return response;
  const html = hydrateAfterLoad(await response.text());
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

export const handleRequest: SiteServerModule['handleRequest'] = async (
  request,
  { content, jobs, deferContent, newsletterLinks, analytics },
) =>
  withScriptsAfterLoad(
    await handler(request, { content, jobs, deferContent, newsletterLinks, analytics, htmlOnlyText: new Map() }),
  );

export const pagePathOf: SiteServerModule['pagePathOf'] = (pathname) => {
  const matches = matchRoutes(tree, pathname) ?? [];
  const last = matches[matches.length - 1];
  if (last === undefined || last.route.path === '*') return undefined;
  // The matched routes' paths joined are the page's pattern; its fixed segments are spelled as declared.
  const pattern = matches.flatMap((match) => (match.route.path ?? '').split('/')).filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  if (pattern.length !== given.length) return pathname;
  return `/${given.map((segment, index) => (pattern[index]?.startsWith(':') ? segment : pattern[index])).join('/')}`;
};

const handleOf = (routeId: string | undefined): PageHandle | undefined => {
  const handle: unknown = routeId === undefined ? undefined : build.routes[routeId]?.module.handle;
  return typeof handle === 'object' && handle !== null ? (handle as PageHandle) : undefined;
};

export const isCacheablePagePath: SiteServerModule['isCacheablePagePath'] = (pathname) =>
  (matchRoutes(tree, pathname) ?? []).every((match) => handleOf(match.route.id)?.htmlCache !== false);

export const sharedNotFoundKey: SiteServerModule['sharedNotFoundKey'] = (pathname, livePagePaths) => {
  for (const match of matchRoutes(tree, pathname) ?? []) {
    const namesAPage = handleOf(match.route.id)?.namesAPage;
    if (namesAPage && !namesAPage(match.params, pathname, livePagePaths)) return match.route.id;
  }
  return undefined;
};

export const buildId: SiteServerModule['buildId'] = build.assets.version;

export const pageVariant: SiteServerModule['pageVariant'] = (cookieHeader) =>
  pageVariantOf(shellPreferencesFrom(cookieHeader));
