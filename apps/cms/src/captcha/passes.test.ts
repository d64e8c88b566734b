import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { onEachDatabase, type TestDatabase } from '../../test/knex-databases';
import { forbidWithoutPass, isPassValid, issuePass, passFromRequest, spendPass } from './passes';
import {
  type DatabaseHost,
  ensureCaptchaTables,
  PASSES_TABLE,
  pruneExpired,
  recordUsedSolution,
  SOLUTIONS_TABLE,
} from './tables';

await onEachDatabase('captcha-passes', passStoreSuite);

function passStoreSuite(label: string, open: () => Promise<TestDatabase>) {
  describe(`pass store on ${label}`, () => {
    let database: TestDatabase;
    let knex: Knex;
    let host: DatabaseHost;

    beforeAll(async () => {
      database = await open();
      knex = database.knex;
      host = { db: { connection: knex, getSchemaName: () => undefined } };
      await ensureCaptchaTables(host);
      // Idempotent: every start runs it again.
      await ensureCaptchaTables(host);
    });

    afterAll(async () => {
      await database?.drop();
    });

    afterEach(() => vi.useRealTimers());

    describe(`captcha passes on ${label}`, () => {
      it('are random, long, stored only as a hash, and expire after the configured time', async () => {
        const before = Date.now();
        const { pass, expiresAt } = await issuePass(host, 'newsletter', 600);
        expect(pass).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(new Date(expiresAt).getTime()).toBeGreaterThanOrEqual(before + 600_000);
        expect(new Date(expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 600_000);
        const rows = (await knex(PASSES_TABLE).select()) as Record<string, unknown>[];
        expect(JSON.stringify(rows)).not.toContain(pass);
        expect((await issuePass(host, 'newsletter', 600)).pass).not.toBe(pass);
      });

      it('can be checked without being spent, then spent exactly once', async () => {
        const { pass } = await issuePass(host, 'contact', 600);
        expect(await isPassValid(host, pass, 'contact')).toBe(true);
        expect(await isPassValid(host, pass, 'contact')).toBe(true);
        expect(await spendPass(host, pass, 'contact')).toBe(true);
        expect(await spendPass(host, pass, 'contact')).toBe(false);
        expect(await isPassValid(host, pass, 'contact')).toBe(false);
      });

      it('are bound to their form kind', async () => {
        const { pass } = await issuePass(host, 'newsletter', 600);
        expect(await isPassValid(host, pass, 'contact')).toBe(false);
        expect(await spendPass(host, pass, 'application')).toBe(false);
        // A wrong-kind attempt does not burn it for its own kind.
        expect(await spendPass(host, pass, 'newsletter')).toBe(true);
      });

      it('are spent by one of many concurrent requests', async () => {
        const { pass } = await issuePass(host, 'application', 600);
        const results = await Promise.all(Array.from({ length: 8 }, () => spendPass(host, pass, 'application')));
        expect(results.filter(Boolean)).toHaveLength(1);
      });

      it('stop working once expired', async () => {
        const { pass } = await issuePass(host, 'contact', 60);
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + 61_000);
        expect(await isPassValid(host, pass, 'contact')).toBe(false);
        expect(await spendPass(host, pass, 'contact')).toBe(false);
      });

      it.each([undefined, '', 'short', 'x'.repeat(43) + '!', 'A'.repeat(43)])(
        'refuse a missing or unknown pass: %s',
        async (token) => {
          expect(await isPassValid(host, token, 'contact')).toBe(false);
          expect(await spendPass(host, token, 'contact')).toBe(false);
        },
      );

      it('are read from the X-Captcha-Pass header', () => {
        const headers: Record<string, string> = { 'x-captcha-pass': '  abc  ' };
        expect(passFromRequest({ get: (field) => headers[field.toLowerCase()] ?? '' })).toBe('abc');
        expect(passFromRequest({ get: () => '' })).toBeUndefined();
      });

      it('answer 403 in Strapi error shape when missing', () => {
        const ctx = { status: 200, body: undefined as unknown };
        forbidWithoutPass(ctx);
        expect(ctx.status).toBe(403);
        expect(ctx.body).toEqual({
          data: null,
          error: { status: 403, name: 'ForbiddenError', message: 'A valid captcha pass is required.', details: {} },
        });
      });
    });

    describe(`used ALTCHA solutions on ${label}`, () => {
      it('are accepted once, and forgotten only after they expire', async () => {
        const expiresAt = Date.now() + 300_000;
        expect(await recordUsedSolution(host, 'challenge-a', expiresAt)).toBe(true);
        expect(await recordUsedSolution(host, 'challenge-a', expiresAt)).toBe(false);
        const racing = await Promise.all(
          Array.from({ length: 5 }, () => recordUsedSolution(host, 'challenge-b', expiresAt)),
        );
        expect(racing.filter(Boolean)).toHaveLength(1);

        await pruneExpired(host);
        expect(await knex(SOLUTIONS_TABLE).where({ challenge_id: 'challenge-a' }).first()).toBeTruthy();
        expect(Number((await knex(PASSES_TABLE).count({ n: '*' }).first())?.n)).toBeGreaterThan(0);
        await pruneExpired(host, expiresAt + 1);
        expect(await knex(SOLUTIONS_TABLE).where({ challenge_id: 'challenge-a' }).first()).toBeUndefined();
        await pruneExpired(host, Date.now() + 3_600_000);
        expect(Number((await knex(PASSES_TABLE).count({ n: '*' }).first())?.n)).toBe(0);
      });
    });
  });
}
