/**
 * Cookie consent banner (docs/routes-and-shell.md#the-shell): Accept or Decline, remembered for 7 days in `cookieConsent`.
 * It is a non-modal region at the bottom of the viewport. Its words say what Accept turns on: where the visit came
 * from, kept for the forms (docs/forms.md), and page counts when an analytics provider is configured. The footer's
 * "Cookie settings" brings it back (site-footer.tsx).
 *
 * Every page's HTML carries it; it shows while <html data-cookie-choice="unset">, which the server renders when no
 * choice is stored and the shell's inline script sets before the first paint, and app.css then keeps its room free
 * at the bottom of the page (body and scroll padding), so a focused element is never hidden behind it (WCAG 2.4.11).
 *
 * The buttons are a form, with no code of the page's own (docs/decisions/017-alive-from-the-first-paint.md): the
 * shell's inline script answers it in place from the first byte (shell-boot.inline.ts: the cookie, the banner gone,
 * the focus moved on to the page), and without JavaScript the server does (routes/preferences.ts).
 */
import { Link, useLocation, useRouteLoaderData } from 'react-router';

import { paths } from '@auralis/site-map';

/**
 * Lucide's cookie (ISC licence), drawn here: the banner is part of every page's first JavaScript now that it needs no
 * code of its own, and lucide's runtime would be most of it.
 */
function CookieGlyph() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300"
    >
      <path d="M11.496 2c.324-.016.558.292.529.615a4 4 0 004.235 4.368.713.713 0 01.758.757 4 4 0 004.366 4.237c.323-.03.63.204.614.527a10 10 0 01-2.915 6.566A1 1 0 114.93 4.918 10 10 0 0111.496 2" />
      <path d="M11 17h.01M12 12h.01M16 16h.01M16 3h.01M21 4h.01M21 8h.01M7 14h.01M9 8h.01" />
    </svg>
  );
}

/** What the banner reads of the root's data: the analytics provider's settings, or null for none (root.tsx). */
interface RootAnalytics {
  readonly analytics: unknown;
}

export function CookieBanner() {
  const { pathname, search } = useLocation();
  // Read here rather than passed by the root: the banner's code is not in the first JavaScript, the root's is.
  const countsVisits = Boolean(useRouteLoaderData<RootAnalytics>('root')?.analytics);
  return (
    <section
      aria-label="Cookie consent"
      data-testid="cookie-banner"
      className="cookie-banner fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/98 shadow-[0_-8px_30px_rgba(15,23,42,0.12)] dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="container-page flex flex-col gap-4 py-4 md:flex-row md:items-center md:justify-between">
        <p className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
          <CookieGlyph />
          <span>
            We use a cookie to remember this choice. If you accept, we also note how you found our site
            {countsVisits ? ' and count the pages you visit' : ''}, to learn which of our campaigns work. We set no
            advertising cookies. Read our{' '}
            <Link
              to={paths.privacy}
              className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              privacy policy
            </Link>
            .
          </span>
        </p>
        <form
          method="post"
          action="/preferences/cookie-consent"
          data-inline-action="consent"
          className="flex shrink-0 gap-3"
        >
          <input type="hidden" name="return" value={`${pathname}${search}`} />
          <button
            type="submit"
            name="choice"
            value="declined"
            className="min-h-11 flex-1 rounded-full border border-slate-300 px-5 text-sm font-semibold text-slate-800 hover:bg-slate-100 md:flex-none dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            Decline
          </button>
          <button
            type="submit"
            name="choice"
            value="accepted"
            className="min-h-11 flex-1 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 md:flex-none"
          >
            Accept
          </button>
        </form>
      </div>
    </section>
  );
}
