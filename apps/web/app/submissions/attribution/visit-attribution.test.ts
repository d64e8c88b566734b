import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { withAttribution } from './attribution-payload';
import {
  ATTRIBUTION_KEPT_DAYS,
  ATTRIBUTION_STORAGE_KEY,
  attributionToSend,
  forgetThisLoad,
  noteConsent,
  notePage,
} from './visit-attribution';

const DAY_MS = 86_400_000;
const linkedinCampaign = '?utm_source=linkedin&utm_medium=social&utm_campaign=autumn-qa&li_fat_id=li-42';
const mailCampaign = '?utm_source=newsletter&utm_medium=email&utm_campaign=november';

/** A new page load, arriving from `referrer` (empty: typed or bookmarked). */
function loadFrom(referrer: string) {
  forgetThisLoad();
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

function answer(choice: 'accepted' | 'declined' | undefined, now = Date.now()) {
  document.cookie = choice ? `cookieConsent=${choice}; Path=/` : 'cookieConsent=; Max-Age=0; Path=/';
  if (choice) noteConsent(choice, now);
}

beforeEach(() => {
  answer(undefined);
  localStorage.clear();
  loadFrom('');
});

afterEach(() => {
  answer(undefined);
  localStorage.clear();
});

describe('before the visitor answers the cookie banner', () => {
  it('keeps nothing in the browser and sends nothing', () => {
    loadFrom('https://www.linkedin.com/feed/');
    notePage({ pathname: '/', search: linkedinCampaign });
    expect(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
    expect(attributionToSend()).toBeUndefined();
    expect(withAttribution({ data: { email: 'maya@example.com' } })).toEqual({ data: { email: 'maya@example.com' } });
  });
});

describe('after Accept', () => {
  it('records the landing page, the referring host and the campaign of the page the visitor landed on', () => {
    loadFrom('https://www.linkedin.com/feed/update/urn:li:activity:1?trk=x');
    notePage({ pathname: '/', search: linkedinCampaign });
    notePage({ pathname: '/services', search: '' });
    answer('accepted');
    notePage({ pathname: '/contact', search: '' });
    const campaign = { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'autumn-qa', li_fat_id: 'li-42' };
    expect(attributionToSend()).toEqual({
      firstCampaign: campaign,
      latestCampaign: campaign,
      referrerHost: 'www.linkedin.com',
      landingPage: '/',
    });
    expect(withAttribution({ data: { email: 'maya@example.com' } }).data).toMatchObject({
      email: 'maya@example.com',
      attribution: { referrerHost: 'www.linkedin.com', landingPage: '/' },
    });
  });

  it('keeps the first campaign across visits; the latest campaign, referrer and landing page are the latest visit’s', () => {
    loadFrom('https://www.linkedin.com/');
    answer('accepted');
    notePage({ pathname: '/', search: linkedinCampaign });

    loadFrom('https://mail.example.com/');
    notePage({ pathname: '/services/quality-assurance-services', search: mailCampaign });
    // A reload, or a page of the site opened from another: the same visit.
    loadFrom('http://localhost:3000/services');
    notePage({ pathname: '/contact', search: '' });

    expect(attributionToSend()).toEqual({
      firstCampaign: { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'autumn-qa', li_fat_id: 'li-42' },
      latestCampaign: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'november' },
      referrerHost: 'mail.example.com',
      landingPage: '/services/quality-assurance-services',
    });
  });

  it('forgets what it kept 90 days after the last page seen', () => {
    const start = Date.now();
    answer('accepted', start);
    loadFrom('https://www.google.com/');
    notePage({ pathname: '/', search: '?utm_source=google&gclid=Cj0' }, start);
    const later = start + (ATTRIBUTION_KEPT_DAYS + 1) * DAY_MS;
    loadFrom('http://localhost:3000/');
    expect(attributionToSend(later)).toBeUndefined();
  });

  it('sends nothing the content service would refuse', () => {
    answer('accepted');
    localStorage.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify({ referrerHost: 'https://evil.example/?q=1', seenAt: Date.now() }),
    );
    loadFrom('http://localhost:3000/');
    expect(withAttribution({ data: {} })).toEqual({ data: {} });
  });
});

describe('Decline', () => {
  it('right away: nothing is kept or sent', () => {
    loadFrom('https://www.linkedin.com/');
    notePage({ pathname: '/', search: linkedinCampaign });
    answer('declined');
    notePage({ pathname: '/contact', search: '' });
    expect(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
    expect(attributionToSend()).toBeUndefined();
  });

  it('after an Accept: what was kept is removed, and nothing is sent from then on', () => {
    loadFrom('https://www.linkedin.com/');
    answer('accepted');
    notePage({ pathname: '/', search: linkedinCampaign });
    expect(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).not.toBeNull();
    answer('declined');
    notePage({ pathname: '/services', search: mailCampaign });
    expect(localStorage.getItem(ATTRIBUTION_STORAGE_KEY)).toBeNull();
    expect(attributionToSend()).toBeUndefined();
  });
});
