/**
 * ALTCHA (the default provider): self-hosted proof of work, no third party, works offline.
 *
 * altcha-lib 2 with a key prefix (issue 19): a challenge is a random nonce and salt, the PBKDF2 cost, a key
 * prefix of `keyPrefixDigits` hex zeros and an expiry, signed with ALTCHA_HMAC_KEY. Creating one costs the
 * server one HMAC and no key derivation, so a flood of challenge requests costs next to nothing; the browser's
 * widget (altcha 3) searches counters 0, 1, 2, ... until its PBKDF2 key starts with the prefix, 16^digits
 * derivations on average. Verifying checks the signature and expiry (one HMAC), then derives the one key of
 * the submitted counter. (altcha-lib's "deterministic" mode, used before, derived a key for every challenge
 * handed out, so every unauthenticated challenge request cost the server a key derivation.)
 * The widget's payload is base64 of `{ challenge: { parameters, signature }, solution }`.
 */
import { createHmac } from 'node:crypto';

import { createChallenge, type DeriveKeyFunction, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

import type { AltchaSettings } from '../settings/runtime-env';
import type { CaptchaProvider, CaptchaVerdict, UsedSolutions } from './provider';

/** The widget bundles PBKDF2 and SHA workers; PBKDF2/SHA-256 is its default. */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export const ALTCHA_CHALLENGE_PATH = '/api/cloudflare-captcha/challenge';

const hex = z.string().regex(/^[0-9a-f]+$/);

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALTCHA_ALGORITHM),
        nonce: hex,
        salt: hex,
        cost: z.number().int().positive(),
        keyLength: z.number().int().positive(),
        keyPrefix: hex,
        // Required: a challenge without an expiry would never expire (altcha-lib only checks it when present).
        expiresAt: z.number().positive(),
      })
      .loose(),
    signature: hex.length(64),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: hex,
    time: z.number().optional(),
  }),
});

function decodePayload(token: string): z.output<typeof payloadSchema> | undefined {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A second secret, derived from ALTCHA_HMAC_KEY, that signed derived keys while challenges were deterministic
 * (tests forge such challenges with it). Verification no longer takes it, so a challenge is always checked by
 * deriving its key.
 */
export function keySignatureSecret(hmacKey: string): string {
  return createHmac('sha256', hmacKey).update('altcha-derived-key-signature').digest('hex');
}

/** Hex digits of zeros a key must start with: 16^digits attempts on average, closest to `maxNumber`. */
export function keyPrefixDigits(maxNumber: number): number {
  return Math.max(1, Math.round(Math.log(maxNumber) / Math.log(16)));
}

/** Challenges are never derived on the server: altcha-lib only derives in deterministic mode (a counter). */
const noDerivationOnCreate: DeriveKeyFunction = () => {
  throw new Error('a challenge is created without deriving a key');
};

export function createAltchaProvider(settings: AltchaSettings, usedSolutions: UsedSolutions): CaptchaProvider {
  const keyPrefix = '0'.repeat(keyPrefixDigits(settings.maxNumber));
  return {
    name: 'altcha',
    clientConfig: () => ({ provider: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH }),
    async createChallenge() {
      return createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: settings.cost,
        keyPrefix,
        deriveKey: noDerivationOnCreate,
        expiresAt: Math.floor(Date.now() / 1000) + settings.challengeTtlSeconds,
        hmacSignatureSecret: settings.hmacKey,
      });
    },
    async verify(token): Promise<CaptchaVerdict> {
      const payload = decodePayload(token);
      if (!payload) return { success: false, reason: 'not an ALTCHA payload' };
      const solution: Solution = payload.solution;
      let result;
      try {
        // Without the key-signature secret altcha-lib derives the key of the solution's counter and checks it
        // against the signed prefix; the signature and expiry are checked first, with one HMAC.
        result = await verifySolution({
          challenge: payload.challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: settings.hmacKey,
        });
      } catch (error) {
        return { success: false, reason: `verification threw: ${(error as Error).message}` };
      }
      if (result.expired) return { success: false, reason: 'challenge expired' };
      if (!result.verified) {
        return { success: false, reason: result.invalidSignature ? 'invalid signature' : 'invalid solution' };
      }
      // Only a verified solution is recorded, so garbage cannot fill the table. The signature covers the
      // nonce and salt, so it names the challenge.
      const firstUse = await usedSolutions(payload.challenge.signature, payload.challenge.parameters.expiresAt * 1000);
      return firstUse ? { success: true } : { success: false, reason: 'solution already used' };
    },
  };
}
