/**
 * Where an admin lands after logging in: the Pages list, the marketing team's daily work (a recruiter's, the job
 * applications), rather than
 * Strapi's home page with its guided tour for developers (create a schema, copy an API token, deploy to Strapi
 * Cloud) under a banner that links to a post on Strapi's blog.
 *
 * Strapi 5.54 has no setting for either: the guided tour (GuidedTourProvider in @strapi/admin) is on unless
 * NODE_ENV is 'test' and keeps its state in localStorage, and the media-library banner (MediaLibraryBanner,
 * above every page) keeps its dismissal there too. Both are turned off here through the state Strapi itself
 * keeps when an admin closes them, written before the admin renders; the home page stays reachable from the
 * menu, and only the landing right after a login goes to the Pages list.
 */
import { type StrapiApp, useAuth } from '@strapi/strapi/admin';
import { type ReactElement, useEffect } from 'react';
import { Navigate, type RouteObject, useOutlet } from 'react-router-dom';

import { landingListFor } from './landing-list';

/** GuidedTourContext's storage key; `enabled: false` is what its "Close guided tour" stores. */
const GUIDED_TOUR_KEY = 'STRAPI_GUIDED_TOUR';
/**
 * MediaLibraryBanner's dismissal, one key per state of the `useLegacyMediaLibrary` feature flag (each has its
 * own message and outside link), scoped by useScopedPersistentState with `:` and the instance's uuid.
 */
const MEDIA_LIBRARY_BANNER_KEYS = [
  'STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_false',
  'STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_true',
];

/** Set by a login that will land on the home page, cleared once the home route has sent the admin on. */
let landingPending = false;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function turnOffGuidedTour(): void {
  let stored: unknown = null;
  try {
    stored = JSON.parse(window.localStorage.getItem(GUIDED_TOUR_KEY) ?? 'null');
  } catch {
    // Unreadable state: the tour's own migration would start it afresh, so it is replaced below.
  }
  window.localStorage.setItem(GUIDED_TOUR_KEY, JSON.stringify({ ...(isRecord(stored) ? stored : {}), enabled: false }));
}

function dismissMediaLibraryBanner(scope: string): void {
  for (const key of MEDIA_LIBRARY_BANNER_KEYS) window.localStorage.setItem(`${key}:${scope}`, 'true');
}

/**
 * Whether the login under way lands on the home page: Strapi's login goes to its `redirectTo` when that is a
 * path of the admin (a deep link the admin was sent to log in from), and home otherwise (getRedirectTo in
 * @strapi/admin's pages/Auth/utils).
 */
function loginLandsOnHome(search: string): boolean {
  const redirectTo = new URLSearchParams(search).get('redirectTo');
  if (!redirectTo || redirectTo === '/') return true;
  return !redirectTo.startsWith('/') || redirectTo.startsWith('//') || redirectTo.startsWith('/\\');
}

/**
 * A store middleware sees the two moments no admin-extension API exposes: the `admin/login` action every way
 * of logging in dispatches (the login, first-admin and password-reset pages) before it navigates, and the
 * answer of `/admin/init`, whose uuid scopes the banner's dismissal (it is `false` without a project uuid).
 */
const watchLoginAndInit: StrapiApp['middlewares'][number] = () => () => (next) => (action: unknown) => {
  if (isRecord(action)) {
    if (action.type === 'admin/login') landingPending = loginLandsOnHome(window.location.search);
    const meta = isRecord(action.meta) ? action.meta : undefined;
    if (
      action.type === 'adminApi/executeQuery/fulfilled' &&
      isRecord(meta?.arg) &&
      meta.arg.endpointName === 'init' &&
      isRecord(action.payload)
    ) {
      dismissMediaLibraryBanner(String(action.payload.uuid));
    }
  }
  return next(action as Parameters<typeof next>[0]);
};

/** The home page (the route's child), or the first list the admin works in on the landing right after a login. */
function HomeOrPagesList(): ReactElement | null {
  const landing = landingPending;
  const permissions = useAuth('HomeOrPagesList', (state) => state.permissions);
  const list = landingListFor(permissions);
  // react-router-dom's types resolve the site's React 19 types (hoisted to the repository's root), while the
  // admin is typed and built with React 18's: the outlet's element is the same object under either.
  const home: unknown = useOutlet();
  useEffect(() => {
    landingPending = false;
  }, []);
  return landing && list ? <Navigate to={list} replace /> : (home as ReactElement | null);
}

/**
 * The home route goes under a route without a path of its own, whose element decides; the home page itself,
 * lazily loaded by Strapi, is left as it is.
 */
function withLanding(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => (route.index ? { element: <HomeOrPagesList />, children: [route] } : route));
}

/** Call from the admin's `register`: it runs before the admin renders, and it is given the whole app. */
export function registerFirstLanding(app: StrapiApp): void {
  turnOffGuidedTour();
  // Until /admin/init has answered, the banner reads its dismissal with an `undefined` scope.
  dismissMediaLibraryBanner(String(undefined));
  app.addMiddlewares([watchLoginAndInit]);
  app.router.addRoute(withLanding);
}
