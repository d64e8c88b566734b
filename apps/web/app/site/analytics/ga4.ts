/**
 * Google Analytics 4 (GA4_MEASUREMENT_ID): Google's tag, `gtag.js`, commanded through `dataLayer`. Consent mode
 * is set before the tag's `config`: analytics storage granted (the visitor accepted), advertising denied (the
 * banner asks for nothing more). The tag's own page views are off; the site sends one per page it shows.
 * A Decline updates the consent to denied and sets Google's documented opt-out, `ga-disable-<id>`.
 */
import type { SiteAnalytics } from '@auralis/content-manifest';

import { type AnalyticsAdapter, addScript, conversionProperties, type PageGlobals } from './adapter';

type Ga4Settings = Extract<SiteAnalytics, { provider: 'ga4' }>;

export const GA4_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const ga4ScriptUrl = (settings: Ga4Settings) =>
  `${GA4_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(settings.measurementId)}`;

const ADVERTISING_DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' } as const;

export function startGa4(settings: Ga4Settings, page: PageGlobals): AnalyticsAdapter {
  const { measurementId } = settings;
  page.window[`ga-disable-${measurementId}`] = false;
  page.window.dataLayer ??= [];
  const dataLayer = () => page.window.dataLayer as unknown[];
  // gtag.js reads `arguments` objects from the dataLayer, not arrays: Google's snippet, typed.
  function gtag(..._command: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params -- gtag.js tells its commands from other dataLayer entries by this
    dataLayer().push(arguments);
  }
  page.window.gtag = gtag;
  gtag('consent', 'default', { analytics_storage: 'granted', ...ADVERTISING_DENIED });
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  addScript(page, ga4ScriptUrl(settings));
  return {
    pageView: ({ url, title, referrer }) =>
      gtag('event', 'page_view', {
        page_location: url,
        page_title: title,
        ...(referrer ? { page_referrer: referrer } : {}),
      }),
    conversion: (event) => gtag('event', event.name, conversionProperties(event) ?? {}),
    stop: () => {
      page.window[`ga-disable-${measurementId}`] = true;
      // What waits for the tag goes (a loaded tag has taken its entries already); the tag hears the denial.
      if (Array.isArray(page.window.dataLayer)) dataLayer().length = 0;
      gtag('consent', 'update', { analytics_storage: 'denied', ...ADVERTISING_DENIED });
    },
  };
}
