import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { pageView, resetForTests, stop } from './analytics-runtime';
import { sendConversion } from './conversion';

const settings = { provider: 'plausible', origin: 'https://plausible.example', domain: 'www.auralis.example' } as const;
const queued = () => (window as unknown as { plausible?: { q?: unknown[][] } }).plausible?.q ?? [];
const setConsent = (value: string | undefined) => {
  document.cookie = value === undefined ? 'cookieConsent=; Max-Age=0; Path=/' : `cookieConsent=${value}; Path=/`;
};

beforeEach(() => {
  resetForTests();
  document.head.innerHTML = '';
  localStorage.clear();
  delete (window as unknown as { plausible?: unknown }).plausible;
});
afterEach(() => setConsent(undefined));

describe('the analytics runtime', () => {
  it('sends nothing and loads no script without Accept', () => {
    setConsent(undefined);
    pageView(settings);
    setConsent('declined');
    pageView(settings);
    sendConversion({ name: 'newsletter_signup' });
    expect(document.head.querySelector('script')).toBeNull();
    expect(queued()).toEqual([]);
  });

  it('after Accept starts the provider once, sends page views and the forms’ conversions', () => {
    setConsent('accepted');
    pageView(settings);
    pageView(settings);
    sendConversion({ name: 'enquiry', type: 'general' });
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(queued().map(([name]) => name)).toEqual(['pageview', 'pageview', 'enquiry']);
  });

  it('stops for good on Decline: no page view, no conversion', () => {
    setConsent('accepted');
    pageView(settings);
    setConsent('declined');
    stop();
    pageView(settings);
    sendConversion({ name: 'job_application' });
    expect(queued()).toEqual([]);
    // Even an Accept later in the same page load does not start it again (the next page load will).
    setConsent('accepted');
    pageView(settings);
    expect(queued()).toEqual([]);
  });

  it('stops when the cookie no longer says accepted (a Decline in another tab)', () => {
    setConsent('accepted');
    pageView(settings);
    setConsent('declined');
    sendConversion({ name: 'newsletter_signup' });
    pageView(settings);
    expect(localStorage.getItem('plausible_ignore')).toBe('true');
    expect(queued()).toEqual([]);
  });
});
