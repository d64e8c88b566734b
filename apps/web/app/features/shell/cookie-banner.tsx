/**
 * Cookie consent banner (SPEC.md §2): Accept or Decline, remembered for 7 days in `cookieConsent`.
 * It is a non-modal region at the bottom of the viewport. While it shows, the page reserves its height
 * (body padding and scroll padding), so a focused element is never hidden behind it (WCAG 2.4.11).
 */
import { Cookie } from 'lucide-react';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router';

import { paths } from '~/site/menu';

import { type ConsentChoice, readConsent, storeConsent, subscribeToConsent } from './cookie-consent';

/** Prerendered HTML never contains the banner: the choice is unknown until the browser reads the cookie. */
const UNKNOWN_ON_SERVER = () => 'unknown' as const;

export function CookieBanner() {
  const consent = useSyncExternalStore(subscribeToConsent, readConsent, UNKNOWN_ON_SERVER);
  const visible = consent === undefined;
  const bannerRef = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const banner = bannerRef.current;
    if (!visible || !banner) return;
    const root = document.documentElement;
    const reserve = () => {
      const height = `${banner.offsetHeight + 16}px`;
      root.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    };
    reserve();
    // Older browsers without ResizeObserver keep the height measured at first render.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, [visible]);

  if (!visible) return null;

  const choose = (choice: ConsentChoice) => {
    // The banner is about to go with the focused button in it: the keyboard carries on from the page's
    // content, not from the end of the document.
    const hadFocus = bannerRef.current?.contains(document.activeElement) ?? false;
    storeConsent(choice);
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <section
      ref={bannerRef}
      aria-label="Cookie consent"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/98 shadow-[0_-8px_30px_rgba(15,23,42,0.12)] dark:border-slate-800 dark:bg-slate-900"
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
