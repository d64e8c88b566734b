/**
 * The shell's part in analytics (docs/analytics.md): with a provider configured and the visitor's Accept, a page
 * view for the page shown first and for each move within the site; nothing at all before an answer or after
 * Decline.
 *
 * The root imports this module after hydration, and only when a provider is configured (root.tsx: one effect per
 * page shown), so none of it is in a page's first JavaScript. It holds no provider code either: the runtime
 * (analytics-runtime.ts, and through it the provider's adapter and script) is imported only when the cookie says
 * accepted, or when the banner's answer, which the shell's inline script announces as `cookie-consent` on the
 * document, is Accept. Decline stops a runtime that was started; one that never was stays unloaded.
 */
import type { SiteAnalytics } from '@auralis/content-manifest';

import { consentAccepted } from './consent';

let runtimeLoaded = false;
const runtime = () => {
  runtimeLoaded = true;
  return import('./analytics-runtime');
};

let listening = false;

function listenToTheBanner(settings: SiteAnalytics): void {
  if (listening) return;
  listening = true;
  document.addEventListener('cookie-consent', (event) => {
    const answer = (event as CustomEvent<unknown>).detail;
    if (answer === 'accepted') void runtime().then((analytics) => analytics.pageView(settings));
    else if (runtimeLoaded) void runtime().then((analytics) => analytics.stop());
  });
}

/** Called by the root for the page shown first and after each move within the site. */
export function notePage(settings: SiteAnalytics): void {
  listenToTheBanner(settings);
  if (consentAccepted()) void runtime().then((analytics) => analytics.pageView(settings));
}
