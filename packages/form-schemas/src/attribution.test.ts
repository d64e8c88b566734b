import { describe, expect, it } from 'vitest';

import { ATTRIBUTION_COLUMNS, attributionColumnsOf, attributionSchema } from './attribution';
import { CAMPAIGN_VALUE_MAX_LENGTH, campaignOfQuery, landingPageOf, referrerHostOf } from './campaign-link';

describe('the campaign of a page’s query (docs/forms.md#where-a-submission-came-from)', () => {
  it('keeps the known parameters and ignores the rest', () => {
    const query = new URLSearchParams(
      'utm_source=linkedin&utm_medium=social&utm_campaign=autumn-qa&gclid=Cj0KCQ&email=someone@example.com&ref=x',
    );
    expect(campaignOfQuery(query)).toEqual({
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'autumn-qa',
      gclid: 'Cj0KCQ',
    });
  });

  it('is nothing when the query names no campaign, or only empty values', () => {
    expect(campaignOfQuery(new URLSearchParams('page=2'))).toBeUndefined();
    expect(campaignOfQuery(new URLSearchParams('utm_source=&utm_medium=%20%20'))).toBeUndefined();
  });

  it('trims, drops control characters and cuts a value to the longest kept, so the schema accepts it', () => {
    const campaign = campaignOfQuery(
      new URLSearchParams({ utm_campaign: ` spring\u0000 ${'x'.repeat(300)}`, li_fat_id: 'a1\u0007b2' }),
    );
    expect(campaign?.utm_campaign).toHaveLength(CAMPAIGN_VALUE_MAX_LENGTH);
    expect(campaign?.utm_campaign?.startsWith('spring x')).toBe(true);
    expect(campaign?.li_fat_id).toBe('a1b2');
    expect(attributionSchema.safeParse({ firstCampaign: campaign }).success).toBe(true);
  });
});

describe('the referring site', () => {
  it('is the host alone, lower case, never the address with its path and query', () => {
    expect(referrerHostOf('https://www.LinkedIn.com/feed/update/urn:li:activity:1?trk=x', 'www.auralis.example')).toBe(
      'www.linkedin.com',
    );
    expect(referrerHostOf('http://partner.example:8080/blog', 'www.auralis.example')).toBe('partner.example');
  });

  it('is nothing for this site itself, an empty referrer, or an address that is not a web page', () => {
    expect(referrerHostOf('https://www.auralis.example/services', 'www.auralis.example')).toBeUndefined();
    expect(referrerHostOf('', 'www.auralis.example')).toBeUndefined();
    expect(referrerHostOf('android-app://com.google.android.gm/', 'www.auralis.example')).toBeUndefined();
  });
});

describe('the landing page', () => {
  it('is a path of this site', () => {
    expect(landingPageOf('/services/quality-assurance-services')).toBe('/services/quality-assurance-services');
    expect(landingPageOf('//evil.example/x')).toBeUndefined();
    expect(landingPageOf(`/${'a'.repeat(300)}`)).toBeUndefined();
  });
});

describe('the attribution schema (what the content service accepts)', () => {
  const valid = {
    firstCampaign: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'brand', gclid: 'Cj0KCQ' },
    latestCampaign: { utm_source: 'newsletter', utm_medium: 'email' },
    referrerHost: 'www.google.com',
    landingPage: '/',
  };

  it('accepts a full attribution, and each part alone', () => {
    expect(attributionSchema.parse(valid)).toEqual(valid);
    expect(attributionSchema.safeParse({ landingPage: '/careers' }).success).toBe(true);
    expect(attributionSchema.safeParse({}).success).toBe(true);
  });

  it.each([
    ['an unknown key at the top', { ...valid, email: 'someone@example.com' }],
    ['an unknown campaign parameter', { firstCampaign: { utm_source: 'x', fbclid: 'y' } }],
    ['an empty campaign', { firstCampaign: {} }],
    ['a value over the length kept', { latestCampaign: { utm_term: 'x'.repeat(CAMPAIGN_VALUE_MAX_LENGTH + 1) } }],
    ['a value with a control character', { latestCampaign: { utm_term: 'a\u0000b' } }],
    ['a value with spaces around it', { latestCampaign: { utm_term: ' ads ' } }],
    ['a value that is not text', { latestCampaign: { utm_term: 7 } }],
    ['a referrer that is a full address', { referrerHost: 'https://www.google.com/search?q=auralis' }],
    ['a referrer with a path', { referrerHost: 'www.google.com/search' }],
    ['a referrer in capitals', { referrerHost: 'WWW.GOOGLE.COM' }],
    ['a landing page with its query', { landingPage: '/?utm_source=google' }],
    ['a landing page on another host', { landingPage: '//evil.example/' }],
  ])('refuses %s', (_what, attribution) => {
    expect(attributionSchema.safeParse(attribution).success).toBe(false);
  });
});

describe('the stored columns', () => {
  it('are the eight parameters of each campaign, the referrer and the landing page, null when not recorded', () => {
    expect(ATTRIBUTION_COLUMNS).toHaveLength(18);
    const columns = attributionColumnsOf({
      firstCampaign: { utm_source: 'google', gclid: 'Cj0' },
      latestCampaign: { utm_campaign: 'autumn', li_fat_id: 'li-1' },
      referrerHost: 'www.google.com',
      landingPage: '/',
    });
    expect(columns).toMatchObject({
      firstSource: 'google',
      firstGclid: 'Cj0',
      firstMedium: null,
      latestCampaign: 'autumn',
      latestLiFatId: 'li-1',
      latestSource: null,
      referrerHost: 'www.google.com',
      landingPage: '/',
    });
    expect(Object.keys(columns).sort()).toEqual([...ATTRIBUTION_COLUMNS].sort());
    expect(Object.values(attributionColumnsOf(undefined)).every((value) => value === null)).toBe(true);
  });
});
