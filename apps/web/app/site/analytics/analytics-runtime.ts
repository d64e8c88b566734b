/**
 * The analytics runtime (docs/analytics.md), imported by use-analytics.ts only after the visitor's Accept and only
 * when a provider is configured: it starts the provider's adapter once, sends the page views and the forms'
 * conversions, and stops for good on Decline. Before each send it reads the cookie again, so a Decline given in
 * another tab stops it too.
 */
import type { SiteAnalytics } from '@auralis/content-manifest';

import type { AnalyticsAdapter, PageGlobals } from './adapter';
import { consentAccepted } from './consent';
import { type ConversionEvent, setConversionSink } from './conversion';
import { startGa4 } from './ga4';
import { startMatomo } from './matomo';
import { startPlausible } from './plausible';

let adapter: AnalyticsAdapter | undefined;
/** Declined in this page load: a later Accept counts from the next page load, when the script can start afresh. */
let stopped = false;
let firstView = true;

function startAdapter(settings: SiteAnalytics, page: PageGlobals): AnalyticsAdapter | undefined {
  switch (settings.provider) {
    case 'plausible':
      return startPlausible(settings, page);
    case 'matomo':
      return startMatomo(settings, page);
    case 'ga4':
      return startGa4(settings, page);
    case 'none':
      return undefined;
  }
}

/** The adapter when sending is allowed now; otherwise it stops, and nothing is sent. */
function running(settings: SiteAnalytics): AnalyticsAdapter | undefined {
  if (stopped) return undefined;
  if (!consentAccepted()) {
    stop();
    return undefined;
  }
  if (!adapter) {
    adapter = startAdapter(settings, { window: window as unknown as PageGlobals['window'], document });
    setConversionSink((event: ConversionEvent) => {
      if (running(settings)) adapter?.conversion(event);
    });
  }
  return adapter;
}

export function pageView(settings: SiteAnalytics): void {
  const started = running(settings);
  if (!started) return;
  const url = new URL(location.href);
  url.hash = '';
  started.pageView({
    url: url.href,
    title: document.title,
    referrer: firstView && document.referrer !== '' ? document.referrer : undefined,
  });
  firstView = false;
}

export function stop(): void {
  stopped = true;
  setConversionSink(undefined);
  adapter?.stop();
  adapter = undefined;
}

/** For tests: a new page load. */
export function resetForTests(): void {
  stopped = false;
  adapter = undefined;
  firstView = true;
  setConversionSink(undefined);
}
