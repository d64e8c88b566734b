import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { PageGlobals } from './adapter';
import { GA4_SCRIPT_ORIGIN, startGa4 } from './ga4';
import { MATOMO_OPT_OUT, startMatomo } from './matomo';
import { PLAUSIBLE_IGNORE_KEY, startPlausible } from './plausible';

const page = (): PageGlobals => ({ window: window as unknown as PageGlobals['window'], document });
const win = () => page().window;
const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

const VIEW = {
  url: 'https://www.auralis.example/contact?utm_source=x',
  title: 'Contact',
  referrer: 'https://ref.example/',
};

beforeEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  for (const name of ['plausible', '_paq', 'dataLayer', 'gtag', 'ga-disable-G-TEST1234'])
    Reflect.deleteProperty(win(), name);
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('the Plausible adapter', () => {
  const settings = {
    provider: 'plausible',
    origin: 'https://plausible.example',
    domain: 'www.auralis.example',
  } as const;

  it('loads the manual script with the domain, and queues calls until it has run', () => {
    const adapter = startPlausible(settings, page());
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://plausible.example/js/script.manual.js');
    expect(script?.dataset.domain).toBe('www.auralis.example');
    adapter.pageView(VIEW);
    adapter.conversion({ name: 'enquiry', type: 'project' });
    adapter.conversion({ name: 'newsletter_signup' });
    expect((win().plausible as { q?: unknown[] }).q).toEqual([
      ['pageview', { u: VIEW.url }],
      ['enquiry', { props: { type: 'project' } }],
      ['newsletter_signup', undefined],
    ]);
  });

  it('on Decline drops the queue, sets Plausible’s own opt-out and hands the script nothing more', () => {
    const adapter = startPlausible(settings, page());
    adapter.pageView(VIEW);
    adapter.stop();
    expect(localStorage.getItem(PLAUSIBLE_IGNORE_KEY)).toBe('true');
    expect((win().plausible as { q?: unknown[] }).q).toBeUndefined();
    adapter.pageView(VIEW);
    expect((win().plausible as { q?: unknown[] }).q).toBeUndefined();
  });

  it('on a later Accept lifts the opt-out an earlier Decline left', () => {
    localStorage.setItem(PLAUSIBLE_IGNORE_KEY, 'true');
    startPlausible(settings, page());
    expect(localStorage.getItem(PLAUSIBLE_IGNORE_KEY)).toBeNull();
  });
});

describe('the Matomo adapter', () => {
  const settings = { provider: 'matomo', baseUrl: 'https://stats.example/m/', siteId: '7' } as const;

  it('loads matomo.js from the server, sends to matomo.php, with consent given for this page load', () => {
    const adapter = startMatomo(settings, page());
    expect(scripts()).toEqual(['https://stats.example/m/matomo.js']);
    adapter.pageView(VIEW);
    adapter.conversion({ name: 'enquiry', type: 'career' });
    adapter.conversion({ name: 'job_application' });
    expect(win()._paq).toEqual([
      ['requireConsent'],
      ['setConsentGiven'],
      ['setTrackerUrl', 'https://stats.example/m/matomo.php'],
      ['setSiteId', '7'],
      ['setReferrerUrl', VIEW.referrer],
      ['setCustomUrl', VIEW.url],
      ['setDocumentTitle', 'Contact'],
      ['trackPageView'],
      ['trackEvent', 'conversion', 'enquiry', 'career'],
      ['trackEvent', 'conversion', 'job_application'],
    ]);
  });

  it('on Decline before matomo.js ran leaves it only the opt-out to read', () => {
    const adapter = startMatomo(settings, page());
    adapter.pageView(VIEW);
    adapter.stop();
    expect(win()._paq).toEqual(MATOMO_OPT_OUT);
  });

  it('on Decline after matomo.js ran tells the live tracker to forget the consent and opt out', () => {
    const adapter = startMatomo(settings, page());
    const received: unknown[] = [];
    // What matomo.js leaves in `_paq` once it has run: an object that executes each command pushed.
    win()._paq = { push: (...commands: unknown[]) => received.push(...commands) };
    adapter.stop();
    expect(received).toEqual(MATOMO_OPT_OUT);
  });
});

describe('the GA4 adapter', () => {
  const settings = { provider: 'ga4', measurementId: 'G-TEST1234' } as const;
  /** The dataLayer's entries as arrays (gtag.js pushes `arguments` objects). */
  const commands = () => (win().dataLayer as ArrayLike<unknown>[]).map((entry) => Array.from(entry));

  it('loads gtag.js for the measurement id, with consent mode and no automatic page view', () => {
    const adapter = startGa4(settings, page());
    expect(scripts()).toEqual([`${GA4_SCRIPT_ORIGIN}/gtag/js?id=G-TEST1234`]);
    adapter.pageView(VIEW);
    adapter.conversion({ name: 'enquiry', type: 'agiliti' });
    const sent = commands();
    expect(sent[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(sent[1]?.[0]).toBe('js');
    expect(sent[2]).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);
    expect(sent[3]).toEqual([
      'event',
      'page_view',
      { page_location: VIEW.url, page_title: 'Contact', page_referrer: VIEW.referrer },
    ]);
    expect(sent[4]).toEqual(['event', 'enquiry', { type: 'agiliti' }]);
    // gtag.js reads Arguments objects, not arrays.
    expect(Array.isArray((win().dataLayer as unknown[])[0])).toBe(false);
  });

  it('on Decline sets Google’s opt-out, drops what waits and updates the consent to denied', () => {
    const adapter = startGa4(settings, page());
    adapter.pageView(VIEW);
    adapter.stop();
    expect(win()['ga-disable-G-TEST1234']).toBe(true);
    expect(commands()).toEqual([
      [
        'consent',
        'update',
        { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ]);
  });
});
