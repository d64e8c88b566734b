/**
 * The public write surface (issue 6), against the booted service on SQLite and on PostgreSQL: the captcha
 * (ALTCHA by default, then Turnstile against a local stand-in of siteverify), passes, per-IP rate limits, body
 * limits, the closed users-permissions routes and CORS.
 *
 * Every test speaks from its own loopback address (127.0.x.y) so that its rate-limit budget is its own:
 * the service counts per client IP, and Linux routes all of 127.0.0.0/8 to the loopback interface.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { type Challenge, createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { keySignatureSecret } from '../src/captcha/altcha';
import { type BootedService, bootContentService } from './boot';

interface Reply {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly text: string;
  json<T = Record<string, unknown>>(): T;
}

interface SendOptions {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
  /** Loopback source address: the client IP the service sees. */
  readonly from: string;
  /** Sends the body without Content-Length (Transfer-Encoding: chunked). */
  readonly chunked?: boolean;
  /** Declares this Content-Length but sends only the first bytes, then waits for the answer. */
  readonly declaredLength?: number;
}

function send(baseUrl: string, pathname: string, options: SendOptions): Promise<Reply> {
  const url = new URL(pathname, baseUrl);
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (options.declaredLength !== undefined) headers['Content-Length'] = String(options.declaredLength);
  else if (!options.chunked && (body || options.method === 'POST'))
    headers['Content-Length'] = String(body?.length ?? 0);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: options.method ?? 'GET',
        headers,
        localAddress: options.from,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            json: <T>() => JSON.parse(text) as T,
          });
          request.destroy();
        });
      },
    );
    // The service may answer (413, 411) and close before the whole body is written; the answer is what counts.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    if (options.declaredLength !== undefined) {
      request.write(body ?? Buffer.alloc(0));
      request.flushHeaders();
      return;
    }
    if (options.chunked && body) request.write(body);
    request.end(options.chunked ? undefined : body);
  });
}

/** 127.0.1.1, 127.0.1.2, ...: a fresh client IP per call. */
function clientAddresses() {
  let next = 256;
  return () => {
    next += 1;
    return `127.0.${Math.floor(next / 256)}.${next % 256 || 1}`;
  };
}

/** What the altcha widget posts as `token`: base64 of { challenge: { parameters, signature }, solution }. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return Buffer.from(
    JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  ).toString('base64');
}

interface PassAnswer {
  success: boolean;
  pass: string;
  expiresAt: string;
}

interface ErrorAnswer {
  success?: boolean;
  data: null;
  error: {
    status: number;
    name: string;
    message: string;
    details?: { errors?: { path: string[]; message: string }[] };
  };
}

const TOO_MANY = 'Too many submissions from your network. Please wait a minute and try again.';
const PUBLIC_ORIGIN = 'http://site.example';
const CAPTCHA_PER_MINUTE = 6;
const KB = 1024;

interface StandIn {
  readonly url: string;
  readonly received: URLSearchParams[];
  close(): Promise<void>;
}

/** Cloudflare's siteverify as the tests need it: the token decides the answer. */
async function startSiteverifyStandIn(): Promise<StandIn> {
  const received: URLSearchParams[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(raw);
      received.push(form);
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const token = form.get('response');
      if (form.get('secret') !== 'stand-in-secret')
        return reply(200, { success: false, 'error-codes': ['invalid-input-secret'] });
      if (token === 'good-token') return reply(200, { success: true, 'error-codes': [] });
      if (token === 'slow-token') return void setTimeout(() => reply(200, { success: true }), 5_000).unref();
      if (token === 'broken-token') return reply(500, { success: true });
      if (token === 'stringly-token') return reply(200, { success: 'true' });
      reply(200, { success: false, 'error-codes': ['invalid-input-response'] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function publicSurfaceSuite(
  label: string,
  setup: () => Promise<{ env: Record<string, string>; cleanUp?: () => Promise<void> }>,
) {
  describe(`public write surface on ${label}`, () => {
    // The boot helper reads this object at every (re)start: the Turnstile phase changes it and restarts.
    const env: Record<string, string> = {};
    let service: BootedService;
    let cleanUp: (() => Promise<void>) | undefined;
    let siteverify: StandIn | undefined;
    const nextClient = clientAddresses();

    const request = (pathname: string, options: Partial<SendOptions> = {}) =>
      send(service.baseUrl, pathname, { from: nextClient(), ...options });
    const verify = (body: unknown, from: string) =>
      send(service.baseUrl, '/api/cloudflare-captcha/verify', {
        method: 'POST',
        from,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const challenge = async (from: string) => {
      const reply = await send(service.baseUrl, '/api/cloudflare-captcha/challenge', { from });
      expect(reply.status).toBe(200);
      return reply.json<Challenge>();
    };

    beforeAll(async () => {
      const setupResult = await setup();
      cleanUp = setupResult.cleanUp;
      Object.assign(env, setupResult.env, {
        PUBLIC_URL: PUBLIC_ORIGIN,
        RATE_LIMIT_CAPTCHA_PER_MINUTE: String(CAPTCHA_PER_MINUTE),
      });
      service = await bootContentService(env);
    });

    afterAll(async () => {
      await service?.stop();
      await siteverify?.close();
      await cleanUp?.();
    });

    describe('ALTCHA (the default)', () => {
      it('tells the browser to use ALTCHA and where its challenges are', async () => {
        const reply = await request('/api/cloudflare-captcha/config');
        expect(reply.status).toBe(200);
        expect(reply.json()).toEqual({ provider: 'altcha', challengeUrl: '/api/cloudflare-captcha/challenge' });
      });

      it('issues signed PBKDF2 challenges that expire in five minutes and are never cached', async () => {
        const reply = await request('/api/cloudflare-captcha/challenge');
        expect(reply.status).toBe(200);
        expect(reply.headers['cache-control']).toBe('no-store');
        const body = reply.json<Challenge>();
        expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
        // A key prefix to find, and no derived key of the server's own (issue 19: no derivation per challenge).
        expect(body.parameters).toMatchObject({
          algorithm: 'PBKDF2/SHA-256',
          cost: 15000,
          keyLength: 32,
          keyPrefix: '00',
        });
        expect(body.parameters.keySignature).toBeUndefined();
        const expiresAt = (body.parameters.expiresAt ?? 0) * 1000;
        expect(expiresAt).toBeGreaterThan(Date.now() + 290_000);
        expect(expiresAt).toBeLessThan(Date.now() + 310_000);
      });

      it('gives a pass for a solved challenge, and refuses the same solution a second time', async () => {
        const from = nextClient();
        const token = await solve(await challenge(from));
        const first = await verify({ token, kind: 'newsletter' }, from);
        expect(first.status).toBe(200);
        const pass = first.json<PassAnswer>();
        expect(pass.success).toBe(true);
        expect(pass.pass).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(new Date(pass.expiresAt).getTime()).toBeGreaterThan(Date.now() + 590_000);
        expect(new Date(pass.expiresAt).getTime()).toBeLessThan(Date.now() + 610_000);

        const again = await verify({ token, kind: 'newsletter' }, nextClient());
        expect(again.status).toBe(403);
        expect(again.json<ErrorAnswer>()).toEqual({
          success: false,
          data: null,
          error: { status: 403, name: 'ForbiddenError', message: expect.any(String), details: {} },
        });
      });

      it('accepts a solution once even when it is sent many times at once', async () => {
        const from = nextClient();
        const token = await solve(await challenge(from));
        const replies = await Promise.all(
          ['contact', 'contact', 'application', 'newsletter', 'contact'].map((kind) =>
            verify({ token, kind }, nextClient()),
          ),
        );
        expect(replies.map((reply) => reply.status).sort()).toEqual([200, 403, 403, 403, 403]);
      });

      it('refuses tampered, wrong and fake solutions', async () => {
        const from = nextClient();
        const genuine = await solve(await challenge(from));
        const payload = JSON.parse(Buffer.from(genuine, 'base64').toString()) as {
          challenge: Challenge;
          solution: { counter: number; derivedKey: string };
        };
        const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
        const cheaper = {
          ...payload,
          challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
        };
        const later = {
          ...payload,
          challenge: {
            ...payload.challenge,
            parameters: { ...payload.challenge.parameters, expiresAt: 4_102_444_800 },
          },
        };
        const wrongKey = {
          ...payload,
          solution: { counter: payload.solution.counter + 1, derivedKey: '00'.repeat(32) },
        };
        const widgetTestMode = { challenge: null, solution: null, test: true };
        for (const token of [
          encode(cheaper),
          encode(later),
          encode(wrongKey),
          encode(widgetTestMode),
          'bm90IGpzb24=',
        ]) {
          const reply = await verify({ token, kind: 'contact' }, nextClient());
          expect(reply.status, Buffer.from(token, 'base64').toString().slice(0, 80)).toBe(403);
          expect(reply.json<ErrorAnswer>().error.name).toBe('ForbiddenError');
        }
        // Untouched, the same solution still passes: each refusal above was for its tampering.
        expect((await verify({ token: genuine, kind: 'contact' }, nextClient())).status).toBe(200);
      });

      it('refuses a correctly signed and solved challenge once it has expired', async () => {
        const secrets = JSON.parse(readFileSync(path.join(service.dataDir, 'secrets.json'), 'utf8')) as {
          ALTCHA_HMAC_KEY: string;
        };
        const signed = (expiresAt: number) =>
          createChallenge({
            algorithm: 'PBKDF2/SHA-256',
            cost: 10,
            counter: 5,
            deriveKey,
            expiresAt,
            hmacSignatureSecret: secrets.ALTCHA_HMAC_KEY,
            hmacKeySignatureSecret: keySignatureSecret(secrets.ALTCHA_HMAC_KEY),
          });
        const now = Math.floor(Date.now() / 1000);
        const expired = await verify({ token: await solve(await signed(now - 1)), kind: 'contact' }, nextClient());
        expect(expired.status).toBe(403);
        // The same forgery in time passes, so the refusal above was the expiry.
        const inTime = await verify({ token: await solve(await signed(now + 60)), kind: 'contact' }, nextClient());
        expect(inTime.status).toBe(200);
      });

      it('answers a malformed verify request with 400 and field errors', async () => {
        const empty = await verify({}, nextClient());
        expect(empty.status).toBe(400);
        const body = empty.json<ErrorAnswer>();
        expect(body.data).toBeNull();
        expect(body.error.status).toBe(400);
        expect(body.error.name).toBe('ValidationError');
        expect(body.error.details?.errors?.map((error) => error.path.join('.')).sort()).toEqual(['kind', 'token']);

        const badKind = await verify({ token: 'abc', kind: 'login' }, nextClient());
        expect(badKind.status).toBe(400);
        expect(badKind.json<ErrorAnswer>().error.details?.errors?.map((error) => error.path.join('.'))).toEqual([
          'kind',
        ]);

        const notJson = await request('/api/cloudflare-captcha/verify', {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: 'token=abc',
        });
        expect(notJson.status).toBe(400);
      });
    });

    describe('rate limits', () => {
      it(`answers 429 with Retry-After after ${CAPTCHA_PER_MINUTE} captcha requests a minute from one IP`, async () => {
        const from = nextClient();
        for (let i = 0; i < CAPTCHA_PER_MINUTE; i += 1) {
          const reply =
            i % 2 === 0
              ? await send(service.baseUrl, '/api/cloudflare-captcha/challenge', { from })
              : await verify({ token: 'x', kind: 'contact' }, from);
          expect(reply.status, `request ${i + 1}`).not.toBe(429);
        }
        for (const reply of [
          await send(service.baseUrl, '/api/cloudflare-captcha/challenge', { from }),
          await verify({ token: 'x', kind: 'contact' }, from),
        ]) {
          expect(reply.status).toBe(429);
          const retryAfter = Number(reply.headers['retry-after']);
          expect(retryAfter).toBeGreaterThanOrEqual(1);
          expect(retryAfter).toBeLessThanOrEqual(60);
          expect(reply.json()).toEqual({
            data: null,
            error: { status: 429, name: 'TooManyRequestsError', message: TOO_MANY, details: {} },
          });
        }
        // Another visitor is not affected, and the widget's configuration is never limited.
        expect((await request('/api/cloudflare-captcha/challenge')).status).toBe(200);
        expect((await send(service.baseUrl, '/api/cloudflare-captcha/config', { from })).status).toBe(200);
      });
    });

    describe('body limits', () => {
      it('refuses a verify body over 16 KB with 413, before reading it', async () => {
        const oversized = JSON.stringify({ token: 'a'.repeat(16 * KB), kind: 'contact' });
        const reply = await request('/api/cloudflare-captcha/verify', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: oversized,
        });
        expect(reply.status).toBe(413);
        expect(reply.json()).toEqual({
          data: null,
          error: {
            status: 413,
            name: 'PayloadTooLargeError',
            message: 'The request body must be at most 16 KB.',
            details: {},
          },
        });
        // Under the limit it is read and judged on its content (a token over 10,000 characters is invalid).
        const fits = JSON.stringify({ token: 'a'.repeat(12_000), kind: 'contact' });
        expect(
          (
            await request('/api/cloudflare-captcha/verify', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: fits,
            })
          ).status,
        ).toBe(400);
      });

      it.each([
        ['/api/cloudflare-captcha/verify', 16 * KB],
        ['/api/save-newsletter-users', 8 * KB],
        ['/api/contact-for-projects', 32 * KB],
        ['/api/contact-notifications', 32 * KB],
        ['/api/contact-for-careers', 6 * 1024 * KB],
        ['/api/zoho-recruit/apply-job', 12 * 1024 * KB],
        ['/API/Cloudflare-Captcha/Verify/', 16 * KB],
      ])('refuses POST %s declaring more than its limit (413)', async (pathname, limit) => {
        const reply = await request(pathname, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{',
          declaredLength: limit + 1,
        });
        expect(reply.status).toBe(413);
        expect(reply.json<ErrorAnswer>().error.name).toBe('PayloadTooLargeError');
      });

      it('refuses a submission without Content-Length (411)', async () => {
        const reply = await request('/api/cloudflare-captcha/verify', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token: 'abc', kind: 'contact' }),
          chunked: true,
        });
        expect(reply.status).toBe(411);
        expect(reply.json()).toEqual({
          data: null,
          error: {
            status: 411,
            name: 'LengthRequiredError',
            message: 'The request must state its Content-Length.',
            details: {},
          },
        });
      });

      it('caps every other JSON body at 1 MB', async () => {
        const reply = await request('/api/service-faqs/1', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ data: 'a'.repeat(1024 * KB + 10) }),
        });
        expect(reply.status).toBe(413);
      });
    });

    describe('no accounts for the public', () => {
      const posts = [
        '/api/auth/local/register',
        '/api/auth/local',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
        '/api/auth/send-email-confirmation',
        '/api/auth/change-password',
        '/api/auth/refresh',
        '/api/auth/logout',
        '/api/users',
      ];
      const realistic = JSON.stringify({
        username: 'visitor',
        email: 'visitor@example.com',
        password: 'Sup3r-secret!',
        identifier: 'visitor@example.com',
        code: 'abc',
        passwordConfirmation: 'Sup3r-secret!',
        currentPassword: 'Sup3r-secret!',
      });

      it.each(posts)('POST %s answers 403 or 404, never 500, whatever the body', async (pathname) => {
        for (const body of [undefined, '{}', realistic]) {
          const reply = await request(pathname, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body,
          });
          expect([403, 404], `${pathname} with ${body ?? 'no body'}: ${reply.text}`).toContain(reply.status);
          expect(reply.text).not.toMatch(/jwt/i);
        }
      });

      it.each([
        '/api/auth/email-confirmation?confirmation=abc',
        '/api/users',
        '/api/users/me',
        '/api/users/1',
        '/api/users/count',
        '/api/connect/github',
        '/api/auth/github/callback?access_token=abc',
        '/api/auth/sessions',
        '/api/users-permissions/roles',
        '/api/users-permissions/permissions',
      ])('GET %s answers 403 or 404', async (pathname) => {
        const reply = await request(pathname);
        expect([403, 404], `${pathname}: ${reply.text}`).toContain(reply.status);
      });

      it('leaves the Public role without account actions and sign-up switched off', async () => {
        const login = await fetch(`${service.baseUrl}/admin/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(service.adminCredentials()),
        });
        const token = ((await login.json()) as { data: { token: string } }).data.token;
        const admin = (pathname: string) =>
          fetch(`${service.baseUrl}${pathname}`, { headers: { Authorization: `Bearer ${token}` } }).then(
            (reply) => reply.json() as Promise<Record<string, unknown>>,
          );
        const advanced = (await admin('/users-permissions/advanced')) as { settings: Record<string, unknown> };
        expect(advanced.settings).toMatchObject({ allow_register: false, email_confirmation: false });

        const roles = (await admin('/users-permissions/roles')) as { roles: { id: number; type: string }[] };
        const publicRole = roles.roles.find((role) => role.type === 'public');
        const detail = (await admin(`/users-permissions/roles/${publicRole?.id}`)) as {
          role: { permissions: Record<string, { controllers: Record<string, Record<string, { enabled: boolean }>> }> };
        };
        const enabled = Object.entries(detail.role.permissions).flatMap(([api, { controllers }]) =>
          Object.entries(controllers).flatMap(([controller, actions]) =>
            Object.entries(actions)
              .filter(([, action]) => action.enabled)
              .map(([action]) => `${api}.${controller}.${action}`),
          ),
        );
        expect(enabled.filter((action) => action.startsWith('plugin::users-permissions'))).toEqual([]);
        // The content reads are still there.
        expect(enabled).toContain('api::site-content.site-content.find');
      });
    });

    describe('CORS', () => {
      const contentPath = '/api/service-qat-security-faq-contents';
      const varyIncludesOrigin = (reply: Reply) =>
        String(reply.headers.vary ?? '')
          .split(',')
          .map((value) => value.trim().toLowerCase())
          .includes('origin');

      it('grants nothing to a foreign origin', async () => {
        for (const reply of [
          await request(contentPath, { headers: { Origin: 'http://evil.example' } }),
          await request('/api/cloudflare-captcha/verify', {
            method: 'POST',
            headers: { Origin: 'http://evil.example', 'Content-Type': 'application/json' },
            body: '{}',
          }),
          await request('/api/cloudflare-captcha/verify', {
            method: 'OPTIONS',
            headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
          }),
        ]) {
          expect(reply.headers['access-control-allow-origin']).toBeUndefined();
          expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
          expect(varyIncludesOrigin(reply)).toBe(true);
        }
      });

      it("grants the site's own origin (PUBLIC_URL), without credentials", async () => {
        const read = await request(contentPath, { headers: { Origin: PUBLIC_ORIGIN } });
        expect(read.status).toBe(200);
        expect(read.headers['access-control-allow-origin']).toBe(PUBLIC_ORIGIN);
        expect(read.headers['access-control-allow-credentials']).toBeUndefined();
        expect(varyIncludesOrigin(read)).toBe(true);

        const preflight = await request('/api/save-newsletter-users', {
          method: 'OPTIONS',
          headers: {
            Origin: PUBLIC_ORIGIN,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'content-type,x-captcha-pass',
          },
        });
        expect(preflight.status).toBe(204);
        expect(preflight.headers['access-control-allow-origin']).toBe(PUBLIC_ORIGIN);
        expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
        expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('x-captcha-pass');
        expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      });

      it('sends no CORS headers at all to a request without Origin', async () => {
        for (const reply of [
          await request(contentPath),
          await request('/api/cloudflare-captcha/config'),
          await request('/api/auth/local', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: '{}',
          }),
          await request('/api/cloudflare-captcha/verify', {
            method: 'OPTIONS',
            headers: { 'Access-Control-Request-Method': 'POST' },
          }),
        ]) {
          expect(Object.keys(reply.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
        }
      });
    });

    describe('Turnstile (CAPTCHA_PROVIDER=turnstile)', () => {
      beforeAll(async () => {
        siteverify = await startSiteverifyStandIn();
        Object.assign(env, {
          CAPTCHA_PROVIDER: 'turnstile',
          TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
          TURNSTILE_SECRET_KEY: 'stand-in-secret',
          TURNSTILE_VERIFY_URL: siteverify.url,
          TURNSTILE_TIMEOUT_MS: '1500',
        });
        await service.restart();
      });

      it('tells the browser to use Turnstile with the site key, and issues no ALTCHA challenges', async () => {
        const config = await request('/api/cloudflare-captcha/config');
        expect(config.json()).toEqual({ provider: 'turnstile', siteKey: '1x00000000000000000000AA' });
        expect(config.text).not.toContain('stand-in-secret');
        expect((await request('/api/cloudflare-captcha/challenge')).status).toBe(404);
      });

      it('gives a pass when siteverify says success, forwarding the secret, the token and the client IP', async () => {
        const from = nextClient();
        const reply = await verify({ token: 'good-token', kind: 'application' }, from);
        expect(reply.status).toBe(200);
        expect(reply.json<PassAnswer>()).toMatchObject({
          success: true,
          pass: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        });
        const forwarded = siteverify?.received.at(-1);
        expect(forwarded?.get('secret')).toBe('stand-in-secret');
        expect(forwarded?.get('response')).toBe('good-token');
        expect(forwarded?.get('remoteip')).toBe(from);
      });

      it.each([
        ['siteverify says no', 'bad-token'],
        ['siteverify fails with HTTP 500', 'broken-token'],
        ['success is not the boolean true', 'stringly-token'],
      ])('answers 403 when %s', async (_case, token) => {
        const reply = await verify({ token, kind: 'contact' }, nextClient());
        expect(reply.status).toBe(403);
        expect(reply.json<ErrorAnswer>()).toMatchObject({
          success: false,
          error: { status: 403, name: 'ForbiddenError' },
        });
      });

      it('answers 403 once siteverify does not answer in time', async () => {
        // The stand-in says yes to this token, but only after 5 s: a 403 means the service stopped waiting.
        const reply = await verify({ token: 'slow-token', kind: 'contact' }, nextClient());
        expect(reply.status).toBe(403);
      });

      it('refuses to start without the secret key, naming it', async () => {
        delete env.TURNSTILE_SECRET_KEY;
        await expect(service.restart()).rejects.toThrow(/TURNSTILE_SECRET_KEY is not set/);
      });
    });
  });
}
