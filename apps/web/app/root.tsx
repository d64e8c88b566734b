import interLatinFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import manropeLatinFont from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';
import { siteConfig } from '@auralis/site-config';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';

import eventContractScript from '~/components/ui/event-contract/event-contract.inline.ts?inline-script';
import { handOver } from '~/components/ui/event-contract/contract';
import { island } from '~/components/ui/island';
import { ContactEntryProvider, type SiteWideData } from '~/content/contact-entry';
import { loadContactEntry } from '~/content/contact-entry.server';
import { useInPreview } from '~/content/preview';
import { NavigationProgress } from '~/features/shell/navigation-progress';
import { rootAttributesOf, shellPreferencesFrom } from '~/features/shell/preferences';
import shellBootScript from '~/features/shell/shell-boot.inline.ts?inline-script';
import { NO_PREFERENCES, ShellPreferencesProvider } from '~/features/shell/shell-preferences';
import { SiteHeader } from '~/features/shell/site-header';
import { useRecordVisit } from '~/submissions/attribution/record-visit';
import { zodWithoutEvalScript } from '~/zod-without-eval';

import appStylesheet from './app.css?url';

import type { Route } from './+types/root';

/**
 * The stylesheet, and the two font files (Inter and Manrope, latin), fetched with the page rather than after
 * the stylesheet: the largest paint of most pages is a paragraph in Inter. They are the files app.css names.
 */
export const links: Route.LinksFunction = () => [
  // `precedence` makes it a React stylesheet resource, which React writes into <head> ahead of the scripts'
  // modulepreload hints: the one render-blocking file is requested first, not after twenty scripts.
  { rel: 'stylesheet', href: appStylesheet, precedence: 'default' } as Route.LinkDescriptors[number],
  { rel: 'preload', href: interLatinFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // The headings' face is `font-display: optional` (app.css): fetched early, it is there for the first paint.
  { rel: 'preload', href: manropeLatinFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/**
 * What every page shows besides its own entry: the contact entry's forms and closing blocks
 * (content/contact-entry.ts) and the menu's industry pages (issue 34: the team's entries, in their order), read
 * once with the first page and kept for the visit; and the visitor's theme and cookie choice from the request's
 * cookies, rendered into the HTML for a browser without JavaScript. A failed read of the industries leaves the
 * menu's Industries entry without its sub-entries; its landing page still lists them.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [contact, industries] = await Promise.all([loadContactEntry(context), context.content.listed('industry')]);
  const siteWide: SiteWideData = { contact };
  return {
    ...siteWide,
    industryMenu: industries.ok ? industries.data.map(({ name, path }) => ({ name, path })) : [],
    preferences: shellPreferencesFrom(request.headers.get('cookie')),
    // The analytics provider's public settings, or null for none (docs/analytics.md).
    analytics: context.analytics && context.analytics.provider !== 'none' ? context.analytics : null,
  };
}

/** A publish reaches the next page load; an in-app navigation or a sent form never reads these again. */
export const shouldRevalidate = () => false;

/**
 * The tags of a page that failed: React Router renders only the meta of the routes down to the error boundary
 * (this one), so a loader's 404 (an unknown job, industry or story) takes the not-found page's tags here.
 * Every page that renders has a leaf route whose own meta replaces these.
 */
export const meta = ({ error }: Route.MetaArgs) => {
  if (!error) return [];
  // The title and noindex only: the not-found page's other tags would bring its search data into every page's
  // first JavaScript (its own route, routes/not-found.tsx, carries them all).
  if (isRouteErrorResponse(error) && error.status === 404) {
    return [{ title: `Page Not Found | ${siteConfig.name}` }, { name: 'robots', content: 'noindex, follow' }];
  }
  return [{ title: `Something went wrong | ${siteConfig.name}` }, { name: 'robots', content: 'noindex' }];
};

/**
 * The inline scripts' text, on the server only: in the browser each script has run long before React hydrates the
 * document (changing a script's text does not run it again), so the page's JavaScript does not carry it twice. The
 * condition is written out at each use, not in a helper: the bundler drops a dead branch and then the unused
 * import, but it kept the text passed to a helper that ignored it (1.3 KB brotli of the first visit, 2026-11-29).
 */
const INLINE_SCRIPTS = import.meta.env.SSR ? { eventContractScript, shellBootScript } : undefined;

export function Layout({ children }: { readonly children: ReactNode }) {
  const preferences = useRouteLoaderData<typeof loader>('root')?.preferences;
  return (
    // The shell's script sets the theme and the cookie choice before the first paint, and the inline actions change
    // them later; React must not "fix" them back. The server renders them too, for a browser without JavaScript;
    // the browser's render leaves them out (React keeps what the server rendered), so its code does not carry them.
    <html lang="en" {...(import.meta.env.SSR ? rootAttributesOf(preferences) : undefined)} suppressHydrationWarning>
      <head>
        {/* First: from here on, nothing the visitor does is lost (docs/decisions/017-alive-from-the-first-paint.md). */}
        <script
          dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS?.eventContractScript ?? '' }}
          suppressHydrationWarning
        />
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d33d8" />
        <script dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS?.shellBootScript ?? '' }} suppressHydrationWarning />
        <script dangerouslySetInnerHTML={{ __html: zodWithoutEvalScript }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {children}
        {/* docs/routes-and-shell.md#the-shell's scroll to the top on a new navigation, and Back and Forward back to where the visitor was
            (issue 33, item 4), as browsers do for ordinary pages: React Router keeps each history entry's position
            and restores it once the page it returns to has rendered. Its small inline script restores it on a
            reload too; the page policy lists its hash like every inline script's. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// The footer hydrates as it nears the viewport: its code is not part of a page's first JavaScript.
const Footer = island(
  'site-footer',
  () => import('./site-footer-with-signup').then((module) => module.SiteFooterWithSignup),
  { when: 'visible', margin: '400px 0px' },
);

// The cookie banner is in every page's HTML, shown by the stylesheet while no choice is stored. Its buttons are a
// form the shell's inline script answers (cookie-banner.tsx): its code loads only if the visitor follows its link.
const CookieBanner = island(
  'cookie-banner',
  () => import('~/features/shell/cookie-banner').then((module) => module.CookieBanner),
  { when: 'interaction' },
);

// Only an editor's preview shows the notice, so only a preview loads its code.
const PreviewNotice = lazy(() =>
  import('~/features/shell/preview-notice').then((module) => ({ default: module.PreviewNotice })),
);

// The not-found page's code loads only when a page is not found.
const NotFoundScreen = island(
  'not-found',
  () => import('~/features/status/not-found-screen').then((module) => module.NotFoundScreen),
  { when: 'visible' },
);

// Likewise the error screen, when a page failed to render.
const ErrorScreen = island(
  'error-screen',
  () => import('~/features/status/error-screen').then((module) => module.ErrorScreen),
  { when: 'visible' },
);

function Shell({ children }: { readonly children: ReactNode }) {
  // In the admin's preview panel the editor looks at the page, not at the cookie choice.
  const inPreview = useInPreview();
  // Where the visitor came from, for the forms to send once cookies are accepted (docs/forms.md).
  useRecordVisit(!inPreview);
  // Page views for the configured analytics provider, only after Accept (docs/analytics.md), none in a preview: its
  // code loads after hydration and only when a provider is configured, so none of it is in the first JavaScript.
  const analytics = useRouteLoaderData<typeof loader>('root')?.analytics;
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (analytics && !inPreview)
      void import('~/site/analytics/analytics-gate').then((gate) => gate.notePage(analytics));
  }, [analytics, inPreview, pathname, search]);
  // The root's own parts (the route's page outside its islands) listen from now on: what the visitor did on them
  // before, the event contract recorded, and it is played to them now, in order.
  useEffect(() => {
    handOver(document.documentElement);
    // Says the page is interactive; browser tests wait for it before a sequence of input.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // The theme and cookie choice the server read (the root's data is there on an error page too).
  const preferences = useRouteLoaderData<typeof loader>('root')?.preferences;
  return (
    <ShellPreferencesProvider value={preferences ?? NO_PREFERENCES}>
      <SiteHeader />
      <NavigationProgress />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      {inPreview ? (
        <Suspense fallback={null}>
          <PreviewNotice />
        </Suspense>
      ) : (
        <CookieBanner />
      )}
    </ShellPreferencesProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <ContactEntryProvider value={loaderData.contact}>
      <Shell>
        <Outlet />
      </Shell>
    </ContactEntryProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFoundScreen />
      </Shell>
    );
  }
  return (
    <Shell>
      <ErrorScreen />
    </Shell>
  );
}
