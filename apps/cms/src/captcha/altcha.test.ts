import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createAltchaProvider, keyPrefixDigits } from './altcha';
import type { AltchaSettings } from '../settings/runtime-env';

const settings: AltchaSettings = {
  provider: 'altcha',
  hmacKey: 'an-hmac-key-long-enough-for-the-test-0123',
  challengeTtlSeconds: 300,
  maxNumber: 40,
  cost: 10,
};

function memoryUsedSolutions() {
  const used = new Set<string>();
  return async (id: string) => {
    if (used.has(id)) return false;
    used.add(id);
    return true;
  };
}

/** What the altcha widget sends: base64 of { challenge: { parameters, signature }, solution }. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');
}

const client = { ip: '127.0.0.1' };

describe('ALTCHA provider', () => {
  afterEach(() => vi.useRealTimers());

  it('issues signed, expiring PBKDF2 challenges in the widget format', async () => {
    const provider = createAltchaProvider(settings, memoryUsedSolutions());
    const challenge = await provider.createChallenge();
    expect(challenge?.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge?.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 10, keyPrefix: '0' });
    // Not deterministic: no derived key was signed, so none was derived.
    expect(challenge?.parameters.keySignature).toBeUndefined();
    const expiresAt = challenge?.parameters.expiresAt ?? 0;
    expect(expiresAt * 1000).toBeGreaterThan(Date.now() + 290_000);
    expect(expiresAt * 1000).toBeLessThanOrEqual(Date.now() + 300_000);
  });

  it('creates challenges without deriving a key, whatever the cost (issue 19)', async () => {
    // At a million PBKDF2 rounds one derivation takes about a second here: 200 challenges in well under a
    // second can only be signed, not derived.
    const provider = createAltchaProvider({ ...settings, cost: 1_000_000 }, memoryUsedSolutions());
    const started = performance.now();
    const challenges = await Promise.all(Array.from({ length: 200 }, () => provider.createChallenge()));
    expect(performance.now() - started).toBeLessThan(500);
    expect(new Set(challenges.map((challenge) => challenge?.parameters.nonce)).size).toBe(200);
  });

  it('asks for as many hex zeros as come closest to the configured number of attempts', () => {
    expect([1, 16, 20, 50, 1_000, 4_096, 100_000].map(keyPrefixDigits)).toEqual([1, 1, 1, 1, 2, 3, 4]);
  });

  it('accepts a solved challenge once', async () => {
    const provider = createAltchaProvider(settings, memoryUsedSolutions());
    const token = await solve((await provider.createChallenge()) as Challenge);
    await expect(provider.verify(token, client)).resolves.toEqual({ success: true });
    await expect(provider.verify(token, client)).resolves.toEqual({ success: false, reason: 'solution already used' });
  });

  it('refuses a wrong counter, a tampered challenge, another key and an expired challenge', async () => {
    const provider = createAltchaProvider(settings, memoryUsedSolutions());
    const challenge = (await provider.createChallenge()) as Challenge;
    const payload = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    expect((await provider.verify(encode(wrongKey), client)).success).toBe(false);

    const cheaper = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
    };
    expect(await provider.verify(encode(cheaper), client)).toEqual({ success: false, reason: 'invalid signature' });

    const otherServer = createAltchaProvider(
      { ...settings, hmacKey: 'another-key-another-key-another-key-0' },
      memoryUsedSolutions(),
    );
    expect((await otherServer.verify(encode(payload), client)).success).toBe(false);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (settings.challengeTtlSeconds + 1) * 1000);
    expect(await provider.verify(encode(payload), client)).toEqual({ success: false, reason: 'challenge expired' });
    vi.useRealTimers();

    // The untouched payload still verifies in time: each refusal above was for its own reason.
    expect(await provider.verify(encode(payload), client)).toEqual({ success: true });
  });

  it.each([
    ['not base64 JSON', '%%%'],
    [
      'the widget test-mode payload',
      Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64'),
    ],
    ['JSON of the wrong shape', Buffer.from('{"challenge":{},"solution":{}}').toString('base64')],
  ])('refuses %s', async (_label, token) => {
    const provider = createAltchaProvider(settings, memoryUsedSolutions());
    expect((await provider.verify(token, client)).success).toBe(false);
  });
});
