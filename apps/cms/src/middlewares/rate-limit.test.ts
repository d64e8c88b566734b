import { messages } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import rateLimit from './rate-limit';

type Context = Parameters<Core.MiddlewareHandler>[0];

interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** A service on SQLite: the counters are in this process's memory. */
const strapi = {
  db: { dialect: { client: 'sqlite' } },
  log: { warn: () => undefined, error: () => undefined },
} as unknown as Core.Strapi;

async function ask(middleware: ReturnType<typeof rateLimit>, ip: string): Promise<Answer> {
  const answer: Answer = { status: 404, body: undefined, headers: {} };
  const ctx = {
    request: { ip },
    set: (field: string, value: string) => {
      answer.headers[field] = value;
    },
    set status(value: number) {
      answer.status = value;
    },
    set body(value: unknown) {
      answer.body = value;
    },
  } as unknown as Context;
  await middleware(ctx, async () => {
    answer.status = 200;
  });
  return answer;
}

describe('global::rate-limit with a budget every client shares (issue 19, item 3)', () => {
  beforeAll(() => {
    vi.stubEnv('RATE_LIMIT_CAPTCHA_PER_MINUTE', '3');
    vi.stubEnv('RATE_LIMIT_CAPTCHA_GLOBAL_PER_MINUTE', '10');
  });
  afterAll(() => vi.unstubAllEnvs());

  it('refuses many addresses together once the shared budget is spent, each within its own', async () => {
    const middleware = rateLimit({ bucket: 'captcha', everyone: 'captcha-all' }, { strapi });
    const statuses: number[] = [];
    // Ten addresses, two requests each: every one within its own budget of 3.
    for (let round = 0; round < 2; round += 1) {
      for (let client = 1; client <= 10; client += 1)
        statuses.push((await ask(middleware, `198.51.100.${client}`)).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const refused = await ask(middleware, '198.51.100.99');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0);
    expect(refused.body).toEqual({
      data: null,
      error: { status: 429, name: 'TooManyRequestsError', message: messages.serviceBusy, details: {} },
    });
  });

  it('does not let one address spend the shared budget past its own', async () => {
    const middleware = rateLimit({ bucket: 'captcha', everyone: 'captcha-all' }, { strapi });
    // The budgets above are spent for this minute; a fresh service (another strapi) starts from zero.
    const fresh = { ...strapi } as Core.Strapi;
    const other = rateLimit({ bucket: 'captcha', everyone: 'captcha-all' }, { strapi: fresh });
    const statuses = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await ask(other, '203.0.113.50')).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    // Of the shared ten, that address spent three: seven are left for everyone else.
    const others = [];
    for (let client = 1; client <= 10; client += 1) others.push((await ask(other, `203.0.113.${client}`)).status);
    expect(others.filter((status) => status === 200)).toHaveLength(7);
    expect((await ask(middleware, '203.0.113.200')).status).toBe(429);
  });

  it('refuses a bad configuration at start-up', () => {
    expect(() => rateLimit({ bucket: 'captcha', everyone: 'everybody' }, { strapi })).toThrow(/config.everyone/);
    expect(() => rateLimit({}, { strapi })).toThrow(/config.bucket/);
  });
});
