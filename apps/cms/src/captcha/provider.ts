/**
 * The captcha adapter's interface (docs/engineering-habits.md, habit 6): one file per provider implements it, and index.ts picks
 * one from the configuration. The verify endpoint only ever talks to a `CaptchaProvider`.
 */
import type { CaptchaClientConfig } from '@auralis/form-schemas';
import type { Challenge } from 'altcha-lib';

import type { CaptchaSettings } from '../settings/runtime-env';

export type AltchaChallenge = Challenge;

/** Records a challenge as used; resolves false when it already was (a replayed solution). */
export type UsedSolutions = (challengeId: string, expiresAtMs: number) => Promise<boolean>;

export interface CaptchaVerdict {
  readonly success: boolean;
  /** For the log only; the visitor gets one generic message whatever went wrong. */
  readonly reason?: string;
}

export interface CaptchaProvider {
  readonly name: CaptchaSettings['provider'];
  /** What `GET /api/cloudflare-captcha/config` tells the browser. */
  clientConfig(): CaptchaClientConfig;
  /** A fresh challenge for the widget, or undefined when the provider issues its own (Turnstile). */
  createChallenge(): Promise<AltchaChallenge | undefined>;
  verify(token: string, client: { readonly ip: string }): Promise<CaptchaVerdict>;
}
