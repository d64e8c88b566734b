/**
 * Hardening (issue 10), against the booted service: the security headers on every kind of response, small
 * faults (empty or malformed auth bodies, ranges past the end, file modes, /404), multipart on routes that
 * take no files, temp files of multipart requests that no route answers, preview tokens and the read cache,
 * and TRUST_PROXY. The file routes' own clean-up is asserted by the careers and submissions suites, which
 * watch the same kind of throw-away temp folder.
 *
 * Requests go out with node:http so that each may choose its loopback source address (the client IP the rate
 * limiter sees) and send exactly the headers written here.
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { endpointsByName } from '@auralis/content-manifest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signPreviewToken } from '../src/preview/token';
import { adminSession } from './admin-api';
import { type BootedService, bootContentService } from './boot';

const WEB_BUILD = path.resolve(import.meta.dirname, '../../web/build/client');
/** The site's own origin in these tests (PUBLIC_URL): the one origin CORS grants. */
const SITE_ORIGIN = 'http://site.test';

interface Reply {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly text: string;
  readonly bytes: Buffer;
}

interface SendOptions {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
  readonly from?: string;
  /** Declares this Content-Length while sending only `body`: the server must refuse before reading on. */
  readonly declaredLength?: number;
}

function send(baseUrl: string, pathname: string, options: SendOptions = {}): Promise<Reply> {
  // The path goes out exactly as written (`//etc/passwd`, `/../x`), never normalised by URL parsing.
  const url = new URL(baseUrl);
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (body || options.method === 'POST')
    headers['Content-Length'] = String(options.declaredLength ?? body?.length ?? 0);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: pathname,
        method: options.method ?? 'GET',
        headers,
        localAddress: options.from ?? '127.0.0.1',
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: bytes.toString('utf8'), bytes });
          request.destroy();
        });
      },
    );
    // A refusal (415) may close the connection before the whole body is written; the answer is what counts.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') return reject(error);
      // The answer may still be on its way; a reset with none is a failure, not a hang.
      setTimeout(() => reject(new Error(`${pathname}: connection ${error.code} without an answer`)), 5_000).unref();
    });
    request.end(body);
  });
}

const EXPECTED_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

function expectSecurityHeaders(reply: Reply, what: string): void {
  for (const [name, value] of Object.entries(EXPECTED_HEADERS)) {
    expect(reply.headers[name], `${name} on ${what}`).toBe(value);
  }
  const permissions = String(reply.headers['permissions-policy']);
  expect(permissions, `permissions-policy on ${what}`).toContain('geolocation=(self)');
  for (const feature of ['camera', 'microphone', 'payment', 'usb']) {
    expect(permissions, `permissions-policy on ${what}`).toContain(`${feature}=()`);
  }
  expect(reply.headers['x-powered-by'], `x-powered-by on ${what}`).toBeUndefined();
  expect(reply.headers['access-control-allow-origin'], `access-control-allow-origin on ${what}`).toBeUndefined();
  const csp = String(reply.headers['content-security-policy'] ?? '');
  expect(csp, `content-security-policy on ${what}`).not.toBe('');
  const scriptSrc = /(?:^|;)\s*script-src([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, `script-src on ${what}`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `script-src on ${what}`).not.toContain("'unsafe-eval'");
}

/** The header names that make up the security promise, with their values, to compare a hit with a miss. */
function securityHeaderSet(reply: Reply): Record<string, unknown> {
  const names = [
    ...Object.keys(EXPECTED_HEADERS),
    'permissions-policy',
    'content-security-policy',
    'x-powered-by',
    'access-control-allow-origin',
    'access-control-allow-credentials',
  ];
  return Object.fromEntries(names.map((name) => [name, reply.headers[name]]));
}

function varyOf(reply: Reply): string[] {
  return String(reply.headers.vary ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase());
}

/** A numbered endpoint and one of its numbers that no other test of this suite reads. */
function numberedPath(name: string, index: number): { path: string; number: number } {
  const number = endpointsByName.get(name)?.numbers?.[index];
  if (number === undefined) throw new Error(`${name} has no number at ${index}`);
  return { path: `/api/${name}/${number}`, number };
}

function multipart(boundary: string): Buffer {
  return Buffer.from(
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="data"',
      '',
      '{"email":"probe@example.com"}',
      `--${boundary}`,
      'Content-Disposition: form-data; name="attachment"; filename="probe.txt"',
      'Content-Type: text/plain',
      '',
      // Under the smallest form's body limit (8 KB), so the refusal tested is the multipart one.
      'x'.repeat(2 * 1024),
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
}

/** A `files` part, which Strapi removes itself, next to a part of another name, which it leaves behind. */
function multipartWithJunk(boundary: string, junkBytes: number): Buffer {
  return Buffer.concat([
    Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="files"; filename="a.txt"',
        'Content-Type: text/plain',
        '',
        'a small file',
        `--${boundary}`,
        'Content-Disposition: form-data; name="junk"; filename="junk.bin"',
        'Content-Type: application/octet-stream',
        '',
        '',
      ].join('\r\n'),
    ),
    Buffer.alloc(junkBytes, 0x6a),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

export interface HardeningSetup {
  readonly env: Record<string, string>;
  readonly cleanUp?: () => Promise<void>;
}

export function hardeningSuite(database: 'SQLite' | 'PostgreSQL', setup: () => Promise<HardeningSetup>): void {
  describe(`hardening on ${database}`, () => {
    let service: BootedService;
    let cleanUp: (() => Promise<void>) | undefined;
    const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-hardening-tmp-'));
    const env: Record<string, string> = {};

    beforeAll(async () => {
      const result = await setup();
      cleanUp = result.cleanUp;
      Object.assign(env, result.env, {
        TMPDIR: tmpDir,
        RATE_LIMIT_CAPTCHA_PER_MINUTE: '2',
        PUBLIC_URL: SITE_ORIGIN,
        HTTP_HEADERS_TIMEOUT_MS: '2000',
      });
      service = await bootContentService(env);
    });

    afterAll(async () => {
      await service?.stop();
      await cleanUp?.();
    });

    const get = (pathname: string, options: SendOptions = {}) => send(service.baseUrl, pathname, options);

    describe('headers on every response', () => {
      it('on a site page, with the page policy refusing every frame', async () => {
        const reply = await get('/');
        expect(reply.status).toBe(200);
        expect(reply.headers['content-type']).toMatch(/^text\/html/);
        expectSecurityHeaders(reply, 'a page');
        expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(reply.headers['x-frame-options']).toBe('DENY');
      });

      it('on an API read, from the database and from the read cache', async () => {
        const miss = await get('/api/service-overview-contents/2');
        expect(miss.status).toBe(200);
        expect(miss.headers['x-content-cache']).not.toBe('cache');
        expectSecurityHeaders(miss, 'an API read');
        const hit = await get('/api/service-overview-contents/2');
        expect(hit.status).toBe(200);
        expect(hit.headers['x-content-cache']).toBe('cache');
        expectSecurityHeaders(hit, 'a cached API read');
      });

      it('on a file under /uploads', async () => {
        writeFileSync(path.join(service.dataDir, 'public', 'uploads', 'hardening-probe.txt'), 'probe');
        const reply = await get('/uploads/hardening-probe.txt');
        expect(reply.status).toBe(200);
        expect(reply.text).toBe('probe');
        expectSecurityHeaders(reply, 'an upload');
      });

      it('on a not-found page and on an API error', async () => {
        const page = await get('/no-such-page');
        expect(page.status).toBe(404);
        expectSecurityHeaders(page, 'the not-found page');
        const api = await get('/api/no-such-endpoint');
        expect(api.status).toBe(404);
        expectSecurityHeaders(api, 'an API 404');
      });
    });

    describe('small faults', () => {
      const authRoutes = ['/api/auth/local', '/api/auth/local/register', '/api/auth/forgot-password', '/admin/login'];
      for (const route of authRoutes) {
        it(`answers 4xx to an empty or malformed body on ${route}`, async () => {
          for (const body of ['', '{"identifier":', 'null', '[]']) {
            const reply = await get(route, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body,
            });
            expect(reply.status, `body ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
            expect(reply.status, `body ${JSON.stringify(body)}`).toBeLessThan(500);
          }
          const bare = await get(route, { method: 'POST' });
          expect(bare.status).toBeGreaterThanOrEqual(400);
          expect(bare.status).toBeLessThan(500);
        });
      }

      it('answers 416 to a range past the end of a site file and of an upload', async () => {
        writeFileSync(path.join(service.dataDir, 'public', 'uploads', 'hardening-range.txt'), '0123456789');
        const upload = await get('/uploads/hardening-range.txt', { headers: { Range: 'bytes=10-' } });
        expect(upload.status).toBe(416);
        expect(upload.headers['content-range']).toBe('bytes */10');
        const inside = await get('/uploads/hardening-range.txt', { headers: { Range: 'bytes=2-4' } });
        expect(inside.status).toBe(206);
        expect(inside.text).toBe('234');

        const icon = await get('/favicon.svg');
        expect(icon.status).toBe(200);
        const size = Number(icon.headers['content-length']);
        expect(size).toBeGreaterThan(0);
        const site = await get('/favicon.svg', { headers: { Range: `bytes=${size}-` } });
        expect(site.status).toBe(416);
        expect(site.headers['content-range']).toBe(`bytes */${size}`);
      });

      it('answers /404 with status 404 and the not-found page', async () => {
        const named = await get('/404');
        const unknown = await get('/no-such-page');
        expect(named.status).toBe(404);
        expect(named.headers['content-type']).toMatch(/^text\/html/);
        expect(named.text).toBe(unknown.text);
      });

      if (database === 'SQLite') {
        it('keeps the database and the data folder private to the service', () => {
          expect(statSync(service.dataDir).mode & 0o777).toBe(0o700);
          const databaseFile = path.join(service.dataDir, 'auralis.db');
          expect(statSync(databaseFile).mode & 0o777).toBe(0o600);
        });
      }
    });

    describe('multipart', () => {
      const routes = [
        '/api/service-overview-contents/2',
        '/api/save-newsletter-users',
        '/api/contact-for-projects',
        '/admin/login',
      ];
      for (const route of routes) {
        it(`refuses a multipart body on ${route}, which takes no files, without writing a temp file`, async () => {
          const before = readdirSync(tmpDir);
          const boundary = 'hardening-boundary';
          const reply = await get(route, {
            method: 'POST',
            headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
            body: multipart(boundary),
          });
          expect(reply.status).toBe(415);
          expectSecurityHeaders(reply, 'a refused multipart body');
          expect(readdirSync(tmpDir)).toEqual(before);
        });
      }

      // No route answers these, so nothing throws: strapi::body then removes only the `files` part and forgets
      // the rest. Each leaves a temp file per part unless every part is removed inside strapi::body.
      const unanswered: [method: string, route: string][] = [
        ['POST', '/api/upload/x'],
        ['POST', '/upload/no-such-action'],
        ['PUT', '/api/contact-for-careers'],
        ['PATCH', '/api/zoho-recruit/apply-job'],
      ];
      for (const [method, route] of unanswered) {
        it(`leaves no temp file behind after a multipart ${method} ${route} that no route answers`, async () => {
          const before = readdirSync(tmpDir);
          const boundary = 'hardening-junk-boundary';
          const reply = await get(route, {
            method,
            headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
            body: multipartWithJunk(boundary, 2 * 1024 * 1024),
            from: '127.0.11.1',
          }).catch((error: unknown) => {
            // Refused unread, the server closes the connection; on a busy machine the client's unread answer is
            // lost to the reset that its remaining body draws. A reset is a refusal too; what counts is below.
            if (error instanceof Error && error.message.endsWith('without an answer')) return undefined;
            throw error;
          });
          if (reply) {
            expect(reply.status).toBeGreaterThanOrEqual(400);
            expect(reply.status).toBeLessThan(500);
          }
          // Strapi removes its `files` part without waiting; ours are gone before the answer.
          await expect
            .poll(() => readdirSync(tmpDir).filter((name) => !before.includes(name)), { timeout: 3_000 })
            .toEqual([]);
        });
      }

      it('takes files on the public file routes only with POST', async () => {
        for (const route of ['/api/contact-for-careers', '/api/zoho-recruit/apply-job']) {
          for (const method of ['PUT', 'PATCH', 'DELETE']) {
            const boundary = 'hardening-method-boundary';
            const reply = await get(route, {
              method,
              headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
              body: multipart(boundary),
              from: '127.0.11.2',
            });
            expect(reply.status, `${method} ${route}`).toBe(415);
          }
        }
      });
    });

    describe('read cache', () => {
      it('answers every spelling of one endpoint from one entry, with the same body and ETag', async () => {
        const { path: canonical, number } = numberedPath('service-faqs', 2);
        const first = await get(canonical, { headers: { 'Strapi-Response-Format': 'v4' } });
        expect(first.status).toBe(200);
        expect(first.headers['x-content-cache']).toBe('database');
        const spellings = [
          canonical,
          `/api/service-faqs/0${number}`,
          `/api/service-faqs/${encodeURIComponent(String(number)).replace(/\d/g, (d) => `%3${d}`)}`,
          `${canonical}/`,
          canonical.replace('/api/', '/API/'),
          canonical.replace('service-faqs', 'Service-FAQs'),
        ];
        for (const spelling of spellings) {
          const reply = await get(spelling, { headers: { 'Strapi-Response-Format': 'v4' } });
          expect(reply.status, spelling).toBe(200);
          expect(reply.headers['x-content-cache'], spelling).toBe('cache');
          expect(reply.headers.etag, spelling).toBe(first.headers.etag);
          expect(reply.text, spelling).toBe(first.text);
        }
      });

      it('answers a hit whatever the Origin or Authorization, with the CORS answer a miss would get', async () => {
        const { path: pathname } = numberedPath('service-faqs', 3);
        const miss = await get(pathname, { headers: { Origin: SITE_ORIGIN } });
        expect(miss.headers['x-content-cache']).toBe('database');
        expect(miss.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);

        const allowed = await get(pathname, { headers: { Origin: SITE_ORIGIN } });
        expect(allowed.headers['x-content-cache']).toBe('cache');
        expect(allowed.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
        expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
        expect(varyOf(allowed)).toContain('origin');

        const foreign = await get(pathname, { headers: { Origin: 'http://evil.test' } });
        expect(foreign.headers['x-content-cache']).toBe('cache');
        expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
        expect(varyOf(foreign)).toContain('origin');

        const authorized = await get(pathname, { headers: { Authorization: 'Bearer not-a-token' } });
        expect(authorized.status).toBe(200);
        expect(authorized.headers['x-content-cache']).toBe('cache');
        expect(authorized.text).toBe(miss.text);
        // Shared caches key on Origin whenever a grant is possible, a plain same-origin read included.
        expect(varyOf(await get(pathname))).toContain('origin');
      });

      it('gives a hit the security headers of a miss, and logs it like any request', async () => {
        const { path: pathname } = numberedPath('service-faqs', 4);
        const miss = await get(pathname);
        const hit = await get(`${pathname}?hardening-log-probe=1`);
        expect(miss.headers['x-content-cache']).toBe('database');
        expect(hit.headers['x-content-cache']).toBe('cache');
        expectSecurityHeaders(hit, 'a cache hit');
        const { ['content-security-policy']: _missCsp, ...missHeaders } = securityHeaderSet(miss);
        const { ['content-security-policy']: _hitCsp, ...hitHeaders } = securityHeaderSet(hit);
        expect(hitHeaders).toEqual(missHeaders);
        expect(String(hit.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
        await expect
          .poll(() => service.logs())
          .toMatch(/GET \/api\/service-faqs\/\d+\?hardening-log-probe=1 \(\d+ ms\) 200/);
      });

      it('ignores query tricks: populate of createdBy, filters on private fields, drafts, field picks', async () => {
        const { path: pathname } = numberedPath('service-faqs', 5);
        const plain = await get(pathname);
        expect(plain.status).toBe(200);
        for (const query of [
          'populate=createdBy',
          'populate=*',
          'populate[createdBy][fields][0]=email',
          'populate[0]=updatedBy&populate[1]=localizations',
          'filters[createdBy][email][$startsWith]=a',
          'filters[createdBy][password][$notNull]=true',
          'fields[0]=publishedAt&fields[1]=createdBy',
          'status=draft',
          'publicationState=preview',
          'locale=all',
          'pagination[pageSize]=100000',
          'sort=createdBy.email:asc',
        ]) {
          const reply = await get(`${pathname}?${query}`);
          expect(reply.status, query).toBe(200);
          expect(reply.text, query).toBe(plain.text);
        }
        expect(plain.text).not.toMatch(/createdBy|updatedBy|password|@auralis\.example/);
      });
    });

    describe('preview tokens and the read cache', () => {
      const previewSecret = () =>
        (JSON.parse(readFileSync(path.join(service.dataDir, 'secrets.json'), 'utf8')) as { PREVIEW_SECRET: string })
          .PREVIEW_SECRET;

      it('answers a token that does not verify from the cache, as the published read it gets anyway', async () => {
        const { path: pathname } = numberedPath('service-faqs', 6);
        const miss = await get(pathname);
        expect(miss.headers['x-content-cache']).toBe('database');
        const tokens = {
          garbage: 'x',
          forged: signPreviewToken('not-the-secret-of-this-service-at-all'),
          expired: signPreviewToken(previewSecret(), Date.now() - 2 * 60 * 60 * 1000),
        };
        for (const [what, token] of Object.entries(tokens)) {
          const reply = await get(pathname, { headers: { 'X-Preview-Token': token } });
          expect(reply.status, what).toBe(200);
          expect(reply.headers['x-content-cache'], what).toBe('cache');
          expect(reply.text, what).toBe(miss.text);
          // The same headers the controller gives a refused token on a miss.
          expect(reply.headers['x-content-preview'], what).toBe('refused');
          expect(reply.headers['cache-control'], what).toBe('private, no-store');
          expectSecurityHeaders(reply, `a refused preview token (${what})`);
        }
      });

      it('never answers a token that verifies from the cache', async () => {
        const { path: pathname } = numberedPath('service-faqs', 6);
        expect((await get(pathname)).headers['x-content-cache']).toBe('cache');
        const reply = await get(pathname, { headers: { 'X-Preview-Token': signPreviewToken(previewSecret()) } });
        expect(reply.status).toBe(200);
        expect(reply.headers['x-content-cache']).toBeUndefined();
        expect(reply.headers['x-content-preview']).toBe('draft');
        expect(reply.headers['cache-control']).toBe('private, no-store');
      });
    });

    describe('site files', () => {
      it('gives a page an ETag and answers a conditional GET with 304 and the same headers', async () => {
        const page = await get('/');
        expect(page.status).toBe(200);
        // Strong: the cache keeps one rendering of the page and its compressed copies of those exact bytes.
        const etag = String(page.headers.etag ?? '');
        expect(etag).toMatch(/^".+"$/);
        const again = await get('/', { headers: { 'If-None-Match': etag } });
        expect(again.status).toBe(304);
        expect(again.text).toBe('');
        expect(again.headers.etag).toBe(etag);
        expectSecurityHeaders(again, 'a 304 page');
        expect(again.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
        const stale = await get('/', { headers: { 'If-None-Match': '"stale"' } });
        expect(stale.status).toBe(200);
      });

      it('serves the brotli and gzip files written at build time, and pages compressed once from the cache', async () => {
        const script = readdirSync(path.join(WEB_BUILD, 'assets')).find(
          (name) => name.endsWith('.js') && readdirSync(path.join(WEB_BUILD, 'assets')).includes(`${name}.br`),
        );
        expect(script).toBeDefined();
        for (const [encoding, suffix] of [
          ['br', '.br'],
          ['gzip', '.gz'],
        ] as const) {
          const reply = await get(`/assets/${script}`, { headers: { 'Accept-Encoding': encoding } });
          expect(reply.status).toBe(200);
          expect(reply.headers['content-encoding']).toBe(encoding);
          expect(reply.headers['content-type']).toMatch(/javascript/);
          expect(varyOf(reply)).toContain('accept-encoding');
          expect(reply.bytes.equals(readFileSync(path.join(WEB_BUILD, 'assets', `${script}${suffix}`)))).toBe(true);
        }
        // A page is rendered on the server and kept with its compressed copies: each encoding is the same page.
        const plain = await get('/');
        expect(plain.headers['content-encoding']).toBeUndefined();
        const brotli = await get('/', { headers: { 'Accept-Encoding': 'br' } });
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(brotli.bytes).toString('utf8')).toBe(plain.text);
        const again = await get('/', { headers: { 'Accept-Encoding': 'br' } });
        expect(again.bytes.equals(brotli.bytes)).toBe(true);
        const gzip = await get('/', { headers: { 'Accept-Encoding': 'gzip' } });
        expect(gunzipSync(gzip.bytes).toString('utf8')).toBe(plain.text);
      });
    });

    describe('media under /uploads', () => {
      const upload = async (name: string, type: string, content: string) => {
        const session = await adminSession(service.baseUrl, service.adminCredentials());
        const form = new FormData();
        form.append('files', new Blob([content], { type }), name);
        const authorization = session.headers.Authorization ?? '';
        return fetch(`${service.baseUrl}/upload`, {
          method: 'POST',
          headers: { Authorization: authorization },
          body: form,
        });
      };

      it('refuses HTML and scripts in the media library, whatever type the browser declares', async () => {
        for (const [name, type, content] of [
          ['page.html', 'text/html', '<!doctype html><script>alert(1)</script>'],
          ['page.htm', 'application/octet-stream', '<!doctype html><html><script>alert(1)</script></html>'],
          ['script.js', 'text/javascript', 'alert(1)'],
        ] as const) {
          const response = await upload(name, type, content);
          expect(response.status, name).toBeGreaterThanOrEqual(400);
          expect(response.status, name).toBeLessThan(500);
        }
      });

      it('serves an uploaded SVG sandboxed and as an attachment, and a raster image inline', async () => {
        const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>';
        const response = await upload('probe.svg', 'image/svg+xml', svg);
        expect(response.status).toBe(201);
        const [file] = (await response.json()) as { url: string }[];
        const reply = await get(file?.url ?? '');
        expect(reply.status).toBe(200);
        expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(String(reply.headers['content-security-policy'])).toMatch(/(^|; )sandbox($|;)/);
        expect(String(reply.headers['content-security-policy'])).toContain("default-src 'none'");
        expect(reply.headers['content-disposition']).toBe('attachment');
        expect(reply.headers['cache-control']).toBe('public, max-age=86400');
        expectSecurityHeaders(reply, 'an uploaded SVG');

        writeFileSync(path.join(service.dataDir, 'public', 'uploads', 'hardening-probe.png'), 'not really a png');
        const png = await get('/uploads/hardening-probe.png');
        expect(png.status).toBe(200);
        expect(png.headers['content-disposition']).toBeUndefined();
        expect(String(png.headers['content-security-policy'])).not.toContain('sandbox');
        // A file an editor could never upload, dropped in the folder by hand, is still not active content.
        writeFileSync(path.join(service.dataDir, 'public', 'uploads', 'hardening-probe.html'), '<script>1</script>');
        const html = await get('/uploads/hardening-probe.html');
        expect(html.headers['content-disposition']).toBe('attachment');
        expect(String(html.headers['content-security-policy'])).toMatch(/(^|; )sandbox($|;)/);
      });
    });

    describe('hostile input', () => {
      it('never leaves the site build or the uploads folder, whatever the traversal spelling', async () => {
        const secrets = readFileSync(path.join(service.dataDir, 'secrets.json'), 'utf8');
        const secretValue = String(Object.values(JSON.parse(secrets) as Record<string, unknown>)[0]);
        expect(secretValue.length).toBeGreaterThan(8);
        const targets = [
          '/../secrets.json',
          '/..%2fsecrets.json',
          '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
          '/assets/..%2f..%2f..%2f..%2fpackage.json',
          '/assets/..%5c..%5c..%5cpackage.json',
          '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
          '/..%252f..%252fsecrets.json',
          '/index.html%00.js',
          '/uploads/../secrets.json',
          '/uploads/..%2fsecrets.json',
          '/uploads/..%2f..%2fsecrets.json',
          '/uploads/%2e%2e/secrets.json',
          '/uploads/%2e%2e%2f%2e%2e%2fsecrets.json',
          '/uploads/..%5csecrets.json',
          '/uploads/%c0%ae%c0%ae/secrets.json',
          '/uploads/..%252fsecrets.json',
          '/uploads/hardening-probe.txt%00.png',
          '//etc/passwd',
        ];
        for (const target of targets) {
          const reply = await get(target);
          expect(reply.text, target).not.toContain(secretValue);
          expect(reply.text, target).not.toContain('root:x:0:0');
          expect(reply.text, target).not.toContain('"workspaces"');
          expect(reply.status, target).toBeGreaterThanOrEqual(400);
          expect(reply.status, target).toBeLessThan(500);
        }
      });

      const writeRoutes = [
        '/api/cloudflare-captcha/verify',
        '/api/save-newsletter-users',
        '/api/contact-for-projects',
        '/api/contact-notifications',
        '/api/contact-for-careers',
        '/api/zoho-recruit/apply-job',
      ];
      const malformed: [string, Record<string, string>, string | Buffer][] = [
        ['truncated JSON', { 'Content-Type': 'application/json' }, '{"email":'],
        ['JSON null', { 'Content-Type': 'application/json' }, 'null'],
        ['a JSON array', { 'Content-Type': 'application/json' }, '[1,2,3]'],
        ['a JSON string', { 'Content-Type': 'application/json' }, '"x"'],
        ['deep nesting', { 'Content-Type': 'application/json' }, `${'['.repeat(3000)}${']'.repeat(3000)}`],
        ['prototype keys', { 'Content-Type': 'application/json' }, '{"__proto__":{"admin":true},"constructor":{}}'],
        ['invalid UTF-8', { 'Content-Type': 'application/json' }, Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
        ['a form body', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'email=a%40b.c&data[x]=1'],
        ['plain text', { 'Content-Type': 'text/plain' }, 'hello'],
        ['XML', { 'Content-Type': 'application/xml' }, '<?xml version="1.0"?><a/>'],
        ['a broken multipart body', { 'Content-Type': 'multipart/form-data; boundary=zz' }, '--zz\r\nbroken'],
        ['multipart without boundary', { 'Content-Type': 'multipart/form-data' }, 'x'],
      ];
      for (const route of writeRoutes) {
        it(`answers malformed and oversized bodies on ${route} with 4xx, never 500`, async () => {
          for (const [what, headers, body] of malformed) {
            const reply = await get(route, { method: 'POST', headers, body, from: '127.0.10.1' });
            expect(reply.status, `${what} on ${route}`).toBeGreaterThanOrEqual(400);
            expect(reply.status, `${what} on ${route}`).toBeLessThan(500);
            expectSecurityHeaders(reply, `${what} on ${route}`);
          }
          const oversized = await get(route, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: '{"email":"',
            declaredLength: 13 * 1024 * 1024,
            from: '127.0.10.2',
          });
          expect(oversized.status, `oversized on ${route}`).toBe(413);
        });
      }

      it('closes a connection whose headers arrive too slowly (slowloris)', async () => {
        const url = new URL(service.baseUrl);
        const socket = net.connect(Number(url.port), url.hostname);
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
        const drip = setInterval(() => {
          if (!socket.destroyed) socket.write(`X-Drip-${Date.now()}: 1\r\n`);
        }, 300);
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        // HTTP_HEADERS_TIMEOUT_MS is 2 s here; Node checks once a second. Without that timeout the drip would
        // keep the connection open for as long as the client likes: the test gives up after 15 s.
        const closedBy = await new Promise<'service' | 'test'>((resolve) => {
          socket.on('close', () => resolve('service'));
          socket.on('error', () => undefined);
          setTimeout(() => resolve('test'), 15_000);
        });
        clearInterval(drip);
        socket.destroy();
        expect(closedBy).toBe('service');
        expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
      });
    });

    // HTTP_KEEP_ALIVE_TIMEOUT_MS is left at its default (65 s) here. With Node's 5 s, a client that reused an
    // idle connection a moment after five seconds (a proxy, or the browser tests' request context on a busy
    // machine) had its request cut: "socket hang up".
    it('keeps an idle keep-alive connection open past five seconds, and says for how long', async () => {
      const url = new URL(service.baseUrl);
      const socket = net.connect(Number(url.port), url.hostname);
      socket.on('error', () => undefined);
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const request = 'GET /_health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n';
      const answers = async (count: number) => {
        for (let waited = 0; (answer.match(/^HTTP\/1\.1 /gm) ?? []).length < count && waited < 5000; waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return (answer.match(/^HTTP\/1\.1 \d+/gm) ?? []).length;
      };
      socket.write(request);
      expect(await answers(1)).toBe(1);
      expect(answer).toMatch(/^keep-alive: timeout=65\r$/im);
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(socket.destroyed).toBe(false);
      socket.write(request);
      expect(await answers(2)).toBe(2);
      socket.destroy();
    }, 20_000);

    describe('client address (TRUST_PROXY)', () => {
      const challenge = (forwardedFor: string, from: string) =>
        get('/api/cloudflare-captcha/challenge', { headers: { 'X-Forwarded-For': forwardedFor }, from });

      it('without TRUST_PROXY, forwarded addresses share the budget of the connection', async () => {
        const from = '127.0.9.1';
        expect((await challenge('203.0.113.1', from)).status).toBe(200);
        expect((await challenge('203.0.113.2', from)).status).toBe(200);
        expect((await challenge('203.0.113.3', from)).status).toBe(429);
      });

      describe('with TRUST_PROXY=true', () => {
        let proxied: BootedService;
        beforeAll(async () => {
          proxied = await bootContentService({ ...env, TRUST_PROXY: 'true' });
        });
        afterAll(async () => {
          await proxied?.stop();
        });

        // The load balancer appends the address it saw; whatever the client wrote itself comes before it.
        it('counts the address the load balancer appended, whatever the client puts before it', async () => {
          const from = '127.0.9.2';
          const ask = (forwardedFor: string) =>
            send(proxied.baseUrl, '/api/cloudflare-captcha/challenge', {
              headers: { 'X-Forwarded-For': forwardedFor },
              from,
            });
          // A different made-up address each time, as a client dodging its budget would send.
          let spoofs = 0;
          const spoofed = () => `198.51.${(spoofs += 1)}.${randomInt(256)}`;
          expect((await ask(`${spoofed()}, 203.0.113.1`)).status).toBe(200);
          expect((await ask(`${spoofed()}, 203.0.113.1`)).status).toBe(200);
          expect((await ask(`${spoofed()}, 203.0.113.1`)).status).toBe(429);
          expect((await ask('203.0.113.1')).status).toBe(429);
          expect((await ask(`${spoofed()}, 203.0.113.2`)).status).toBe(200);
        });
      });
    });
  });
}
