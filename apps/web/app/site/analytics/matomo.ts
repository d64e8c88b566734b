/**
 * Matomo (MATOMO_URL, MATOMO_SITE_ID): `matomo.js` from the Matomo server, commanded through `_paq`, sending to its
 * `matomo.php`. The tracker is told that consent is required and given for this page load (`requireConsent`,
 * `setConsentGiven`), so that a Decline can take it back (`forgetConsentGiven`) along with the visitor's opt-out.
 */
import type { SiteAnalytics } from '@auralis/content-manifest';

import { type AnalyticsAdapter, addScript, type PageGlobals } from './adapter';

type MatomoSettings = Extract<SiteAnalytics, { provider: 'matomo' }>;

export type MatomoCommand = readonly [string, ...unknown[]];
interface MatomoQueue {
  push: (...commands: MatomoCommand[]) => unknown;
}

export const matomoScriptUrl = (settings: MatomoSettings) => `${settings.baseUrl}matomo.js`;
export const matomoTrackerUrl = (settings: MatomoSettings) => `${settings.baseUrl}matomo.php`;

/** What a Decline tells the tracker: no consent any more, and the visitor's opt-out. */
export const MATOMO_OPT_OUT: readonly MatomoCommand[] = [['requireConsent'], ['forgetConsentGiven'], ['optUserOut']];

export function startMatomo(settings: MatomoSettings, page: PageGlobals): AnalyticsAdapter {
  const paq = (): MatomoQueue => {
    page.window._paq ??= [];
    return page.window._paq as MatomoQueue;
  };
  paq().push(
    ['requireConsent'],
    ['setConsentGiven'],
    ['setTrackerUrl', matomoTrackerUrl(settings)],
    ['setSiteId', settings.siteId],
  );
  addScript(page, matomoScriptUrl(settings));
  return {
    pageView: ({ url, title, referrer }) =>
      paq().push(
        ...(referrer ? [['setReferrerUrl', referrer] as const] : []),
        ['setCustomUrl', url],
        ['setDocumentTitle', title],
        ['trackPageView'],
      ),
    conversion: (event) =>
      paq().push(['trackEvent', 'conversion', event.name, ...(event.name === 'enquiry' ? [event.type] : [])]),
    stop: () => {
      // Before matomo.js has run, `_paq` is still the array it will read: it gets only the opt-out. After, `_paq` is
      // the tracker's own and takes the opt-out at once.
      if (Array.isArray(page.window._paq)) page.window._paq = [...MATOMO_OPT_OUT];
      else paq().push(...MATOMO_OPT_OUT);
    },
  };
}
