import { describe, expect, it } from 'vitest';

import { PREVIEW_TOKEN_TTL_MS, signPreviewToken, verifyPreviewToken } from './token';

const SECRET = 'a-preview-secret-of-at-least-32-characters';
const NOW = Date.UTC(2026, 10, 25, 12);

describe('preview tokens', () => {
  it('accepts a token it signed until it expires', () => {
    const token = signPreviewToken(SECRET, NOW);
    expect(verifyPreviewToken(SECRET, token, NOW)).toBe(true);
    expect(verifyPreviewToken(SECRET, token, NOW + PREVIEW_TOKEN_TTL_MS - 1)).toBe(true);
    expect(verifyPreviewToken(SECRET, token, NOW + PREVIEW_TOKEN_TTL_MS)).toBe(false);
  });

  it('refuses tokens signed with another secret, altered, or missing', () => {
    const token = signPreviewToken(SECRET, NOW);
    expect(verifyPreviewToken('another-secret-of-at-least-32-characters', token, NOW)).toBe(false);
    const [expiry, mac] = token.split('.');
    expect(verifyPreviewToken(SECRET, `${Number(expiry) + 1000}.${mac}`, NOW)).toBe(false);
    expect(verifyPreviewToken(SECRET, `${expiry}.${mac?.replace(/.$/, mac.endsWith('A') ? 'B' : 'A')}`, NOW)).toBe(
      false,
    );
    expect(verifyPreviewToken(SECRET, undefined, NOW)).toBe(false);
    expect(verifyPreviewToken(SECRET, '', NOW)).toBe(false);
    expect(verifyPreviewToken(SECRET, 'not-a-token', NOW)).toBe(false);
  });

  it('refuses a signed token that claims to live longer than a preview may', () => {
    const token = signPreviewToken(SECRET, NOW, PREVIEW_TOKEN_TTL_MS * 10);
    expect(verifyPreviewToken(SECRET, token, NOW)).toBe(false);
  });
});
