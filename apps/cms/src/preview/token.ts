/**
 * Preview tokens (issue 12 item 3): the only key to draft content. The admin's preview handler
 * (config/admin.ts) signs one for each preview it opens; the site sends it back with its content reads
 * (`X-Preview-Token`), and the content endpoints answer with drafts only when it verifies. A token is
 * `{expiry}.{HMAC-SHA256(PREVIEW_SECRET, "preview:{expiry}")}`: nobody without the server's secret can make
 * one, and it stops working after PREVIEW_TOKEN_TTL_MS. It names no page, because a preview may follow the
 * site's links, and every draft is as private as any other to someone who holds a fresh token: an editor.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough for an editing session in the preview panel, short enough that a leaked link soon dies. */
export const PREVIEW_TOKEN_TTL_MS = 30 * 60 * 1000;
export const PREVIEW_HEADER = 'X-Preview-Token';

const signature = (secret: string, expiry: number) =>
  createHmac('sha256', secret).update(`preview:${expiry}`).digest('base64url');

export function signPreviewToken(secret: string, now = Date.now(), ttlMs = PREVIEW_TOKEN_TTL_MS): string {
  const expiry = now + ttlMs;
  return `${expiry}.${signature(secret, expiry)}`;
}

/** True only for a token this secret signed whose expiry is still ahead (and not further than one TTL). */
export function verifyPreviewToken(secret: string, token: string | undefined, now = Date.now()): boolean {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match?.[1] || !match[2]) return false;
  const expiry = Number(match[1]);
  if (expiry <= now || expiry > now + PREVIEW_TOKEN_TTL_MS) return false;
  const expected = Buffer.from(signature(secret, expiry));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
