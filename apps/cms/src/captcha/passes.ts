/**
 * Captcha passes (docs/forms.md): a successful verify returns a random pass that the browser sends
 * with its submission in the X-Captcha-Pass header. A pass is single-use, short-lived and bound to one form
 * kind. Only its SHA-256 is stored, so the table leaks nothing usable; spending it is one conditional UPDATE,
 * so of two requests racing with the same pass (on one instance or two) exactly one wins.
 */
import { createHash, randomBytes } from 'node:crypto';

import { CAPTCHA_PASS_HEADER, type CaptchaPassKind } from '@auralis/form-schemas';

import { type DatabaseHost, PASSES_TABLE, pruneExpired, table } from './tables';

/** 256 random bits, base64url: 43 characters. */
const PASS_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const PRUNE_INTERVAL_MS = 60_000;
let lastPruned = 0;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The pass a submission carries, if any. */
export function passFromRequest(ctx: { get(field: string): string }): string | undefined {
  const value = ctx.get(CAPTCHA_PASS_HEADER).trim();
  return value === '' ? undefined : value;
}

function usable(host: DatabaseHost, token: string, kind: CaptchaPassKind, now: number) {
  return table(host, PASSES_TABLE)
    .where({ token_hash: hashOf(token), kind })
    .whereNull('used_at')
    .andWhere('expires_at', '>', now);
}

/** Whether the pass could be spent on this kind right now; does not spend it. */
export async function isPassValid(
  host: DatabaseHost,
  token: string | undefined,
  kind: CaptchaPassKind,
): Promise<boolean> {
  if (!token || !PASS_PATTERN.test(token)) return false;
  const row: unknown = await usable(host, token, kind, Date.now()).first('id');
  return row !== undefined && row !== null;
}

/** Spends the pass; true only for the one caller that spent it. */
export async function spendPass(
  host: DatabaseHost,
  token: string | undefined,
  kind: CaptchaPassKind,
): Promise<boolean> {
  if (!token || !PASS_PATTERN.test(token)) return false;
  const now = Date.now();
  const changed: unknown = await usable(host, token, kind, now).update({ used_at: now });
  return Number(changed) === 1;
}

/** Answers 403 in Strapi's error shape: the submission came without a pass that could be spent. */
export function forbidWithoutPass(ctx: { status: number; body: unknown }): void {
  ctx.status = 403;
  ctx.body = {
    data: null,
    error: { status: 403, name: 'ForbiddenError', message: 'A valid captcha pass is required.', details: {} },
  };
}

export interface IssuedPass {
  readonly pass: string;
  readonly expiresAt: string;
}

/** Stores a new pass for this kind and returns it; now and then clears out expired rows on the way. */
export async function issuePass(host: DatabaseHost, kind: CaptchaPassKind, ttlSeconds: number): Promise<IssuedPass> {
  const now = Date.now();
  if (now - lastPruned > PRUNE_INTERVAL_MS) {
    lastPruned = now;
    await pruneExpired(host, now);
  }
  const pass = randomBytes(32).toString('base64url');
  const expiresAt = now + ttlSeconds * 1000;
  await table(host, PASSES_TABLE).insert({
    token_hash: hashOf(pass),
    kind,
    expires_at: expiresAt,
    used_at: null,
    created_at: now,
  });
  return { pass, expiresAt: new Date(expiresAt).toISOString() };
}
