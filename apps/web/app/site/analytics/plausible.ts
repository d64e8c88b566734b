/**
 * Plausible (https://plausible.io or a self-hosted server, PLAUSIBLE_URL): its manual script, `script.manual.js`,
 * which sends only what it is told to: a `pageview` with the page's address for each page view, and a custom
 * event per conversion. It POSTs JSON `{ n, u, d, r, p }` to the server's `/api/event`. Until the script has
 * arrived, calls wait in `plausible.q`, as Plausible's own snippet does.
 */
import type { SiteAnalytics } from '@auralis/content-manifest';

import { type AnalyticsAdapter, addScript, conversionProperties, type PageGlobals } from './adapter';

type PlausibleSettings = Extract<SiteAnalytics, { provider: 'plausible' }>;

type PlausibleCall = (event: string, options?: { u?: string; props?: Record<string, string> }) => void;
type PlausibleQueue = PlausibleCall & { q?: unknown[][] };

/** Plausible's script ignores every event while localStorage holds this key as 'true' (its documented opt-out). */
export const PLAUSIBLE_IGNORE_KEY = 'plausible_ignore';

export const plausibleScriptUrl = (settings: PlausibleSettings) => `${settings.origin}/js/script.manual.js`;

function setIgnored(page: PageGlobals, ignored: boolean): void {
  try {
    if (ignored) page.window.localStorage.setItem(PLAUSIBLE_IGNORE_KEY, 'true');
    else page.window.localStorage.removeItem(PLAUSIBLE_IGNORE_KEY);
  } catch {
    // Without storage the opt-out cannot be kept; the adapter still hands the script nothing more.
  }
}

export function startPlausible(settings: PlausibleSettings, page: PageGlobals): AnalyticsAdapter {
  // The visitor accepted: an opt-out left by an earlier Decline no longer holds.
  setIgnored(page, false);
  if (typeof page.window.plausible !== 'function') {
    const queue: PlausibleQueue = (...call) => {
      (queue.q ??= []).push(call);
    };
    page.window.plausible = queue;
  }
  addScript(page, plausibleScriptUrl(settings), { 'data-domain': settings.domain });
  const plausible = () => page.window.plausible as PlausibleCall;
  return {
    pageView: ({ url }) => plausible()('pageview', { u: url }),
    conversion: (event) => {
      const props = conversionProperties(event);
      plausible()(event.name, props ? { props } : undefined);
    },
    stop: () => {
      setIgnored(page, true);
      // The queue, if the script has not run yet, goes; and whatever still calls `plausible` reaches nothing.
      page.window.plausible = () => undefined;
    },
  };
}
