/**
 * The origins the page's Content-Security-Policy adds for the configured analytics provider (docs/analytics.md):
 * where its script comes from (script-src), where it sends (connect-src) and, for providers that fall back to an
 * image request, img-src. With no provider the policy names none of them (static-site.ts).
 */
import type { SiteAnalytics } from '@auralis/content-manifest';

export interface AnalyticsPolicyOrigins {
  readonly script: readonly string[];
  readonly connect: readonly string[];
  readonly img: readonly string[];
}

export const NO_ANALYTICS_ORIGINS: AnalyticsPolicyOrigins = { script: [], connect: [], img: [] };

/**
 * Google's list for GA4 (the tag's script from googletagmanager.com; hits to the regional google-analytics.com and
 * analytics.google.com hosts, by beacon or, as a fallback, by image).
 */
const GA4_ORIGINS: AnalyticsPolicyOrigins = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

export function analyticsPolicyOrigins(settings: SiteAnalytics): AnalyticsPolicyOrigins {
  switch (settings.provider) {
    case 'plausible':
      // script.manual.js and POST /api/event, both on the Plausible server.
      return { script: [settings.origin], connect: [settings.origin], img: [] };
    case 'matomo': {
      // matomo.js, and matomo.php by beacon, XHR or (older browsers, some settings) an image.
      const origin = new URL(settings.baseUrl).origin;
      return { script: [origin], connect: [origin], img: [origin] };
    }
    case 'ga4':
      return GA4_ORIGINS;
    case 'none':
      return NO_ANALYTICS_ORIGINS;
  }
}
