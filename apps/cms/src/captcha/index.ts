/** Picks the configured captcha provider (ALTCHA by default, or Cloudflare Turnstile). */
import type { CaptchaSettings } from '../settings/runtime-env';
import { createAltchaProvider } from './altcha';
import type { CaptchaProvider, UsedSolutions } from './provider';
import { createTurnstileProvider } from './turnstile';

export type { CaptchaProvider } from './provider';

export interface CaptchaDependencies {
  /** Records a used ALTCHA solution; false when it was recorded before (a replay). */
  readonly usedSolutions: UsedSolutions;
  readonly fetch?: typeof fetch;
}

export function createCaptchaProvider(settings: CaptchaSettings, dependencies: CaptchaDependencies): CaptchaProvider {
  switch (settings.provider) {
    case 'altcha':
      return createAltchaProvider(settings, dependencies.usedSolutions);
    case 'turnstile':
      return createTurnstileProvider(settings, dependencies.fetch ?? fetch);
  }
}
