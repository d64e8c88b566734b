import { describe, expect, it } from 'vitest';

import { captchaSettings } from '../settings/runtime-env';
import { createCaptchaProvider } from './index';

const key = () => 'k'.repeat(40);
const noSolutions = async () => true;

describe('provider choice', () => {
  it('gives the ALTCHA widget a challenge URL', () => {
    const provider = createCaptchaProvider(captchaSettings({}, key), { usedSolutions: noSolutions });
    expect(provider.name).toBe('altcha');
    expect(provider.clientConfig()).toEqual({ provider: 'altcha', challengeUrl: '/api/cloudflare-captcha/challenge' });
  });

  it('gives the Turnstile widget its site key and no challenge', async () => {
    const settings = captchaSettings(
      { CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET_KEY: 'secret' },
      key,
    );
    const provider = createCaptchaProvider(settings, { usedSolutions: noSolutions });
    expect(provider.name).toBe('turnstile');
    expect(provider.clientConfig()).toEqual({ provider: 'turnstile', siteKey: 'site' });
    expect(JSON.stringify(provider.clientConfig())).not.toContain('secret');
    await expect(provider.createChallenge()).resolves.toBeUndefined();
  });
});
