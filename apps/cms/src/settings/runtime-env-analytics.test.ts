import { describe, expect, it } from 'vitest';

import { analyticsSettings } from './runtime-env';

describe('analytics configuration', () => {
  it('is none by default, and says so when asked for none', () => {
    expect(analyticsSettings({})).toEqual({ provider: 'none' });
    expect(analyticsSettings({ ANALYTICS_PROVIDER: ' None ' })).toEqual({ provider: 'none' });
  });

  it('reads Plausible: the domain, and its server (plausible.io unless set)', () => {
    expect(analyticsSettings({ ANALYTICS_PROVIDER: 'plausible', PLAUSIBLE_DOMAIN: 'www.auralis.example' })).toEqual({
      provider: 'plausible',
      domain: 'www.auralis.example',
      origin: 'https://plausible.io',
    });
    expect(
      analyticsSettings({
        ANALYTICS_PROVIDER: 'Plausible',
        PLAUSIBLE_DOMAIN: 'auralis.example,www.auralis.example',
        PLAUSIBLE_URL: 'http://127.0.0.1:4514/',
      }),
    ).toEqual({
      provider: 'plausible',
      domain: 'auralis.example,www.auralis.example',
      origin: 'http://127.0.0.1:4514',
    });
  });

  it('reads Matomo: its URL, ending with a slash, and the site number', () => {
    expect(
      analyticsSettings({
        ANALYTICS_PROVIDER: 'matomo',
        MATOMO_URL: 'https://stats.auralis.example/m',
        MATOMO_SITE_ID: '3',
      }),
    ).toEqual({ provider: 'matomo', baseUrl: 'https://stats.auralis.example/m/', siteId: '3' });
  });

  it('reads GA4: the measurement id', () => {
    expect(analyticsSettings({ ANALYTICS_PROVIDER: 'ga4', GA4_MEASUREMENT_ID: 'G-ABC123XYZ' })).toEqual({
      provider: 'ga4',
      measurementId: 'G-ABC123XYZ',
    });
  });

  it('reads only the chosen provider: other providers’ variables are ignored, even when wrong', () => {
    expect(analyticsSettings({ MATOMO_URL: 'not a url', GA4_MEASUREMENT_ID: 'nope' })).toEqual({ provider: 'none' });
  });

  it.each([
    [{ ANALYTICS_PROVIDER: 'segment' }, /ANALYTICS_PROVIDER must be one of none, plausible, matomo, ga4/],
    [{ ANALYTICS_PROVIDER: 'plausible' }, /PLAUSIBLE_DOMAIN is not set \(required with ANALYTICS_PROVIDER=plausible/],
    [
      { ANALYTICS_PROVIDER: 'plausible', PLAUSIBLE_DOMAIN: 'https://x.example/' },
      /PLAUSIBLE_DOMAIN must be a host name/,
    ],
    [
      { ANALYTICS_PROVIDER: 'plausible', PLAUSIBLE_DOMAIN: 'x.example', PLAUSIBLE_URL: 'https://p.example/js' },
      /PLAUSIBLE_URL must be an origin/,
    ],
    [{ ANALYTICS_PROVIDER: 'matomo', MATOMO_SITE_ID: '1' }, /MATOMO_URL is not set/],
    [{ ANALYTICS_PROVIDER: 'matomo', MATOMO_URL: 'ftp://m.example', MATOMO_SITE_ID: '1' }, /MATOMO_URL must be/],
    [{ ANALYTICS_PROVIDER: 'matomo', MATOMO_URL: 'https://m.example' }, /MATOMO_SITE_ID is not set/],
    [
      { ANALYTICS_PROVIDER: 'matomo', MATOMO_URL: 'https://m.example', MATOMO_SITE_ID: 'one' },
      /MATOMO_SITE_ID must be/,
    ],
    [{ ANALYTICS_PROVIDER: 'ga4' }, /GA4_MEASUREMENT_ID is not set/],
    [{ ANALYTICS_PROVIDER: 'ga4', GA4_MEASUREMENT_ID: 'UA-1234-1' }, /GA4_MEASUREMENT_ID must be a measurement id/],
  ])('stops the start on %j', (env, message) => {
    expect(() => analyticsSettings(env)).toThrow(message);
  });
});
