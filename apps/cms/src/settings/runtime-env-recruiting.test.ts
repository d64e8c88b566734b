import { describe, expect, it } from 'vitest';

import { readRecruitingSettings } from './runtime-env';

const zoho = {
  RECRUITING_PROVIDER: 'zoho',
  ZOHO_CLIENT_ID: '1000.ABC',
  ZOHO_CLIENT_SECRET: 'secret',
  ZOHO_REFRESH_TOKEN: '1000.refresh',
};

describe('recruiting settings', () => {
  it('defaults to the local provider', () => {
    expect(readRecruitingSettings({})).toEqual({ provider: 'local' });
    expect(readRecruitingSettings({ RECRUITING_PROVIDER: ' ' })).toEqual({ provider: 'local' });
  });

  it("uses the data centre's accounts and Recruit addresses, overridable for tests", () => {
    expect(readRecruitingSettings({ ...zoho, ZOHO_DATA_CENTRE: 'com.au' })).toEqual({
      provider: 'zoho',
      zoho: {
        accountsUrl: 'https://accounts.zoho.com.au',
        recruitUrl: 'https://recruit.zoho.com.au',
        clientId: '1000.ABC',
        clientSecret: 'secret',
        refreshToken: '1000.refresh',
        timeoutMs: 10_000,
      },
    });
    const eu = readRecruitingSettings({ ...zoho, ZOHO_DATA_CENTRE: 'eu' });
    expect(eu.provider === 'zoho' && eu.zoho.accountsUrl).toBe('https://accounts.zoho.eu');
    const local = readRecruitingSettings({
      ...zoho,
      ZOHO_ACCOUNTS_URL: 'http://127.0.0.1:4100/',
      ZOHO_RECRUIT_URL: 'http://127.0.0.1:4100',
      ZOHO_TIMEOUT_MS: '2500',
    });
    expect(local.provider === 'zoho' && [local.zoho.accountsUrl, local.zoho.recruitUrl, local.zoho.timeoutMs]).toEqual([
      'http://127.0.0.1:4100',
      'http://127.0.0.1:4100',
      2500,
    ]);
  });

  it('names the variable that is wrong or missing', () => {
    expect(() => readRecruitingSettings({ RECRUITING_PROVIDER: 'workday' })).toThrow(
      'Configuration error: RECRUITING_PROVIDER must be local or zoho',
    );
    expect(() => readRecruitingSettings({ ...zoho, ZOHO_DATA_CENTRE: 'us' })).toThrow(
      /ZOHO_DATA_CENTRE must be one of/,
    );
    expect(() => readRecruitingSettings({ ...zoho, ZOHO_REFRESH_TOKEN: '' })).toThrow(
      'Configuration error: ZOHO_REFRESH_TOKEN is empty (required with RECRUITING_PROVIDER=zoho)',
    );
    expect(() => readRecruitingSettings({ ...zoho, ZOHO_RECRUIT_URL: 'ftp://example.com' })).toThrow(
      /ZOHO_RECRUIT_URL must be an http\(s\) URL/,
    );
    expect(() => readRecruitingSettings({ ...zoho, ZOHO_TIMEOUT_MS: 'soon' })).toThrow(/ZOHO_TIMEOUT_MS/);
  });
});
