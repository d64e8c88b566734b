import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { issuePass } from '../captcha/passes';
import { type DatabaseHost, ensureCaptchaTables } from '../captcha/tables';
import type { RateLimiters, RateLimitVerdict } from '../rate-limit/limiters';
import { gatedPassKind, type GateContext, throughGate, uploadSlots } from './gate';

let knex: Knex;
let host: DatabaseHost;

beforeAll(async () => {
  knex = knexFactory({ client: 'better-sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
  host = { db: { connection: knex, getSchemaName: () => undefined } };
  await ensureCaptchaTables(host);
});

afterAll(() => knex.destroy());

function context(path: string, headers: Record<string, string> = {}, ip = '203.0.113.9') {
  const sent: Record<string, string> = {};
  const ctx: GateContext & { sent: Record<string, string> } = {
    method: 'POST',
    path,
    request: { ip },
    get: (field) => ({ 'content-length': String(12 * 1024 * 1024), ...headers })[field.toLowerCase()] ?? '',
    set: (field, value) => {
      sent[field] = value;
    },
    status: 404,
    body: undefined,
    sent,
  };
  return ctx;
}

function limiters(allowed: () => RateLimitVerdict) {
  const spent: string[] = [];
  const fake: RateLimiters = {
    kind: 'memory',
    consume: async (bucket, key) => {
      spent.push(`${bucket}:${key}`);
      return allowed();
    },
    close: async () => undefined,
  };
  return { spent, limiters: async () => fake };
}

describe("the file routes' gate (issue 19, item 1)", () => {
  it('guards exactly the two file routes, by POST, however the router would spell them', () => {
    expect(gatedPassKind('POST', '/api/zoho-recruit/apply-job')).toBe('application');
    expect(gatedPassKind('post', '/API/Contact-For-Careers/')).toBe('contact');
    expect(gatedPassKind('PUT', '/api/contact-for-careers')).toBeUndefined();
    expect(gatedPassKind('POST', '/api/contact-for-projects')).toBeUndefined();
  });

  it('refuses before the body is read: over the rate limit (429), without a valid pass of the kind (403)', async () => {
    let reads = 0;
    const next = async () => {
      reads += 1;
    };
    const over = limiters(() => ({ allowed: false, retryAfterSeconds: 42 }));
    const limited = context('/api/zoho-recruit/apply-job');
    await throughGate(limited, next, { host, limiters: over.limiters, slots: uploadSlots(2) });
    expect([limited.status, limited.sent['Retry-After'], limited.sent.Connection]).toEqual([429, '42', 'close']);

    const within = limiters(() => ({ allowed: true }));
    const contactPass = (await issuePass(host, 'contact', 60)).pass;
    const headerSets: Record<string, string>[] = [
      {},
      { 'x-captcha-pass': 'made-up' },
      { 'x-captcha-pass': contactPass },
    ];
    for (const headers of headerSets) {
      const ctx = context('/api/zoho-recruit/apply-job', headers);
      await throughGate(ctx, next, { host, limiters: within.limiters, slots: uploadSlots(2) });
      expect([ctx.status, ctx.sent.Connection]).toEqual([403, 'close']);
    }
    expect(reads).toBe(0);
    // The rate limit counts every attempt, once, in the submission bucket.
    expect(within.spent).toEqual(Array(3).fill('submission:203.0.113.9'));
  });

  it('lets a request with a valid pass through without spending it, and holds two uploads per client at most', async () => {
    const { pass } = await issuePass(host, 'application', 60);
    const within = limiters(() => ({ allowed: true }));
    const slots = uploadSlots(2);
    const dependencies = { host, limiters: within.limiters, slots };
    const headers = { 'x-captcha-pass': pass };
    const releases: (() => void)[] = [];
    const slow = () => new Promise<void>((resolve) => releases.push(resolve));
    const first = throughGate(context('/api/zoho-recruit/apply-job', headers), slow, dependencies);
    const second = throughGate(
      context('/api/contact-for-careers', { 'x-captcha-pass': (await issuePass(host, 'contact', 60)).pass }),
      slow,
      dependencies,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(slots.inProgress('203.0.113.9')).toBe(2);

    const third = context('/api/zoho-recruit/apply-job', headers);
    await throughGate(third, slow, dependencies);
    expect([third.status, third.sent.Connection]).toEqual([429, 'close']);
    // Another client is not affected.
    const other = context('/api/zoho-recruit/apply-job', headers, '203.0.113.10');
    await throughGate(other, async () => undefined, dependencies);
    expect(other.status).toBe(404);

    for (const release of releases) release();
    await Promise.all([first, second]);
    expect(slots.inProgress('203.0.113.9')).toBe(0);
  });

  it('keeps the connection of a small refused body (Node reads and drops it), closes that of a large one', async () => {
    const within = limiters(() => ({ allowed: true })).limiters;
    const small = context('/api/contact-for-careers', { 'content-length': '2048' });
    await throughGate(small, async () => undefined, { host, limiters: within, slots: uploadSlots(2) });
    expect([small.status, small.sent.Connection]).toEqual([403, undefined]);
    const large = context('/api/contact-for-careers', { 'content-length': String(64 * 1024 + 1) });
    await throughGate(large, async () => undefined, { host, limiters: within, slots: uploadSlots(2) });
    expect([large.status, large.sent.Connection]).toEqual([403, 'close']);
  });

  it('gives the place back when reading the body fails', async () => {
    const { pass } = await issuePass(host, 'application', 60);
    const slots = uploadSlots(1);
    const dependencies = { host, limiters: limiters(() => ({ allowed: true })).limiters, slots };
    const failing = async () => {
      throw new Error('aborted');
    };
    await expect(
      throughGate(context('/api/zoho-recruit/apply-job', { 'x-captcha-pass': pass }), failing, dependencies),
    ).rejects.toThrow('aborted');
    expect(slots.inProgress('203.0.113.9')).toBe(0);
  });
});
