import { afterEach, describe, expect, it, vi } from 'vitest';

import { captchaSettings, DEFAULT_TURNSTILE_VERIFY_URL, secret } from './runtime-env';

const KEY = 'k'.repeat(40);
const key = () => KEY;

describe('captcha configuration', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('defaults to ALTCHA with the documented defaults', () => {
    expect(captchaSettings({}, key)).toEqual({
      provider: 'altcha',
      hmacKey: KEY,
      challengeTtlSeconds: 300,
      maxNumber: 1000,
      cost: 15000,
      passTtlSeconds: 600,
    });
  });

  it('reads ALTCHA tuning and the pass lifetime', () => {
    const settings = captchaSettings(
      {
        CAPTCHA_PROVIDER: 'ALTCHA',
        ALTCHA_CHALLENGE_TTL_SECONDS: '60',
        ALTCHA_MAX_NUMBER: '50',
        ALTCHA_COST: '10',
        CAPTCHA_PASS_TTL_SECONDS: '120',
      },
      key,
    );
    expect(settings).toMatchObject({
      provider: 'altcha',
      challengeTtlSeconds: 60,
      maxNumber: 50,
      cost: 10,
      passTtlSeconds: 120,
    });
  });

  it('chooses Turnstile with both keys, the default siteverify URL and a timeout', () => {
    const settings = captchaSettings(
      { CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: 'secret' },
      () => {
        throw new Error('the ALTCHA key is not needed with Turnstile');
      },
    );
    expect(settings).toEqual({
      provider: 'turnstile',
      siteKey: 'site',
      secretKey: 'secret',
      verifyUrl: DEFAULT_TURNSTILE_VERIFY_URL,
      timeoutMs: 5000,
      passTtlSeconds: 600,
    });
  });

  it.each([
    [{ CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SECRET_KEY: 'secret' }, /TURNSTILE_SITE_KEY is not set/],
    [{ CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: 'site' }, /TURNSTILE_SECRET_KEY is not set/],
    [
      { CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: ' ', TURNSTILE_SECRET_KEY: 's' },
      /TURNSTILE_SITE_KEY is empty/,
    ],
    [
      {
        CAPTCHA_PROVIDER: 'turnstile',
        TURNSTILE_SITE_KEY: 's',
        TURNSTILE_SECRET_KEY: 's',
        TURNSTILE_VERIFY_URL: 'ftp://x',
      },
      /TURNSTILE_VERIFY_URL .*http\(s\) URL/,
    ],
    [{ CAPTCHA_PROVIDER: 'recaptcha' }, /CAPTCHA_PROVIDER must be altcha or turnstile, got "recaptcha"/],
    [{ ALTCHA_MAX_NUMBER: 'lots' }, /ALTCHA_MAX_NUMBER .*whole number.*got "lots"/],
    [{ ALTCHA_COST: '0' }, /ALTCHA_COST must be a whole number from 1 to 1000000 \(PBKDF2 rounds\), got "0"/],
    [{ CAPTCHA_PASS_TTL_SECONDS: '-5' }, /CAPTCHA_PASS_TTL_SECONDS/],
  ])('stops with a message naming the bad variable: %o', (env, message) => {
    expect(() => captchaSettings(env, key)).toThrow(message);
  });

  it('requires ALTCHA_HMAC_KEY in production, and only with ALTCHA', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('ALTCHA_HMAC_KEY', '');
    expect(() => captchaSettings({}, () => secret('ALTCHA_HMAC_KEY'))).toThrow(
      /^Configuration error: ALTCHA_HMAC_KEY is not set\. In production it comes from the environment/,
    );
    const turnstile = { CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: 'secret' };
    expect(captchaSettings(turnstile, () => secret('ALTCHA_HMAC_KEY')).provider).toBe('turnstile');
    vi.stubEnv('ALTCHA_HMAC_KEY', KEY);
    expect(captchaSettings({}, () => secret('ALTCHA_HMAC_KEY'))).toMatchObject({ hmacKey: KEY });
  });

  it('refuses a short ALTCHA key', () => {
    expect(() => captchaSettings({}, () => 'short')).toThrow(/ALTCHA_HMAC_KEY must be at least 32 characters/);
  });

  it('never prints a secret value in the error', () => {
    expect(() =>
      captchaSettings({ CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: ' ' }, key),
    ).toThrow(/^Configuration error: TURNSTILE_SECRET_KEY is empty[^"]*$/);
  });
});
