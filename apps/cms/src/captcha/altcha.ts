/**
 * ALTCHA (the default provider): self-hosted proof of work, no third party, works offline.
 *
 * altcha-lib 2 in "deterministic" mode: the server picks a secret counter, derives the key for it and sends
 * the key's prefix; the browser's widget (altcha 3) searches counters 0, 1, 2, ... until its PBKDF2 key starts
 * with that prefix. The challenge parameters (with their expiry) are signed with ALTCHA_HMAC_KEY, and the
 * derived key with a second secret derived from it, so verifying costs one HMAC and no key derivation.
 * The widget's payload is base64 of `{ challenge: { parameters, signature }, solution }`.
 */
import { createHmac } from 'node:crypto';

import { createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';

import type { AltchaSettings } from './config';
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
        keySignature: hex,
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

/** A second secret for the derived-key signature, so one configured key is enough. */
export function keySignatureSecret(hmacKey: string): string {
  return createHmac('sha256', hmacKey).update('altcha-derived-key-signature').digest('hex');
}

export function createAltchaProvider(settings: AltchaSettings, usedSolutions: UsedSolutions): CaptchaProvider {
  const secrets = {
    hmacSignatureSecret: settings.hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(settings.hmacKey),
  };
  const minimumCounter = Math.max(0, Math.ceil(settings.maxNumber / 2));

  return {
    name: 'altcha',

    clientConfig: () => ({ provider: 'altcha', challengeUrl: ALTCHA_CHALLENGE_PATH }),

    async createChallenge() {
      return createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: settings.cost,
        // The lower half is skipped so that no challenge is trivially cheap.
        counter:
          minimumCounter >= settings.maxNumber ? settings.maxNumber : randomInt(settings.maxNumber, minimumCounter),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + settings.challengeTtlSeconds,
        ...secrets,
      });
    },

    async verify(token): Promise<CaptchaVerdict> {
      const payload = decodePayload(token);
      if (!payload) return { success: false, reason: 'not an ALTCHA payload' };
      const solution: Solution = payload.solution;
      let result;
      try {
        result = await verifySolution({ challenge: payload.challenge, solution, deriveKey, ...secrets });
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
