/**
 * Pure helpers of the web-app middleware: the page security policy. (The maps service's origin it allows is
 * configuration: settings/runtime-env.ts, mapsServiceOrigin.)
 */
import { createHash } from 'node:crypto';

import { type AnalyticsPolicyOrigins, NO_ANALYTICS_ORIGINS } from './analytics-policy';

/**
 * The prerendered HTML carries inline scripts (theme before first paint, router hydration data), so the
 * policy lists each one's hash instead of allowing every inline script. `connectOrigins` are the services
 * other than our own that the page's code may call (the maps service of the location prefill); `mediaOrigins`
 * where its images may come from besides our own (the media bucket or its CDN, with S3_MEDIA_BUCKET); `analytics`
 * the configured analytics provider's origins (analytics-policy.ts), none unless one is configured.
 */
export function contentSecurityPolicy(
  html: string,
  connectOrigins: readonly string[] = [],
  framing: 'none' | 'self' = 'none',
  mediaOrigins: readonly string[] = [],
  analytics: AnalyticsPolicyOrigins = NO_ANALYTICS_ORIGINS,
): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [
    "default-src 'self'",
    // Cloudflare Turnstile's script, when the captcha is configured for it (the ALTCHA default is same-origin).
    `script-src 'self' ${[...new Set(hashes), 'https://challenges.cloudflare.com', ...analytics.script].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...mediaOrigins, ...analytics.img].join(' '),
    ...(mediaOrigins.length > 0 ? [["media-src 'self'", ...mediaOrigins].join(' ')] : []),
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectOrigins, ...analytics.connect].join(' '),
    "frame-src 'self' https://challenges.cloudflare.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Nothing frames the public site: refusing every frame rules out clickjacking. A preview link (`?preview=`)
    // is opened by the admin's preview panel on this same origin, so only our own pages may frame it.
    `frame-ancestors '${framing}'`,
  ].join('; ');
}
