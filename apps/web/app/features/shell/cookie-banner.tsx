/**
 * Cookie consent banner (SPEC.md §2): Accept or Decline, remembered for 7 days in `cookieConsent`.
 * It is a non-modal region at the bottom of the viewport.
 *
 * Every page's HTML carries it, hidden: the inline script `cookieChoiceBootScript` marks the document before
 * the first paint when no choice is stored, and app.css then shows the banner and keeps its room free at the
 * bottom of the page (body and scroll padding), so a focused element is never hidden behind it (WCAG 2.4.11),
 * with no script of the page's own. The root loads this component as an island: its code arrives when the
 * visitor reaches for a button (issue 18 item 5).
 */
import { Cookie } from 'lucide-react';
import { useRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router';

import { paths } from '~/site/menu';

import { type ConsentChoice, readConsent, storeConsent, subscribeToConsent } from './cookie-consent';

/** The server and the hydrating browser render the banner: whether it shows is the stylesheet's business. */
const NO_CHOICE_ON_SERVER = () => undefined;

export function CookieBanner() {
  const consent = useSyncExternalStore(subscribeToConsent, readConsent, NO_CHOICE_ON_SERVER);
  const bannerRef = useRef<HTMLElement>(null);

  if (consent !== undefined) return null;

  const choose = (choice: ConsentChoice) => {
    // The banner is about to go with the focused button in it: the keyboard carries on from the page's
    // content, not from the end of the document.
    const hadFocus = bannerRef.current?.contains(document.activeElement) ?? false;
    storeConsent(choice);
    document.documentElement.dataset.cookieChoice = choice;
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section
      ref={bannerRef}
      aria-label="Cookie consent"
      data-testid="cookie-banner"
      className="cookie-banner fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/98 shadow-[0_-8px_30px_rgba(15,23,42,0.12)] dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="container-page flex flex-col gap-4 py-4 md:flex-row md:items-center md:justify-between">
        <p className="flex items-start gap-3 text-sm text-slate-700 dark:text-slate-300">
          <Cookie aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
          <span>
            We use a cookie to remember this choice and keep the site working. We set no advertising cookies. Read our{' '}
            <Link
              to={paths.privacy}
              className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              privacy policy
            </Link>
            .
          </span>
        </p>
        <div className="flex shrink-0 gap-3">
          <button
            type="button"
            onClick={() => choose('declined')}
            className="min-h-11 flex-1 rounded-full border border-slate-300 px-5 text-sm font-semibold text-slate-800 hover:bg-slate-100 md:flex-none dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            Decline
          </button>
          <button
            type="button"
            onClick={() => choose('accepted')}
            className="min-h-11 flex-1 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 md:flex-none"
          >
            Accept
          </button>
        </div>
      </div>
    </section>
  );
}
