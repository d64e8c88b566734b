/**
 * Hardening, third round (issue 32), against the booted service on SQLite and on PostgreSQL:
 * 1. the Editor cannot write submissions or the outbox (403), no one creates them in the admin, and a mail row
 *    the service did not write (its signature does not match) is flagged `refused` and never sent;
 * 2. applicants' data is for the Recruiter role only: the Editor reads leads and subscribers, not careers;
 * 3. a made-up preview token is served the public page from the cache, with `DENY` framing;
 * 4. spellings of a page are redirected to its path, and unknown ids of a parameter route are not kept;
 * 5. past the render limit a render answers 503 with Retry-After, and cached pages are still answered;
 * 6. every CSV cell is quoted;
 * 7. a compressed request body answers 415;
 * 8. a media upload whose bytes are not its type is refused, a `//` page URL is not stored, and a draft action
 *    on a type without drafts answers 400.
 * (The bench's flood row, `npm run bench`, measures item 5 under load.)
 */
import net from 'node:net';
import { gzipSync } from 'node:zlib';

import type { Knex } from 'knex';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort } from '../../../scripts/lib/run.mjs';
import { type Delivery, startSmtpSink, stopSmtpSink } from '../../../scripts/lib/smtp-sink.mjs';
import { type BootedService, bootContentService } from './boot';
import { databaseOfService } from './knex-databases';
import { ONE_PIXEL_PNG } from './one-pixel-png';
import {
  adminList,
  adminToken,
  captchaPass,
  minimalPdf,
  type OutboxMail,
  post,
  projectLead,
  SUBMISSION_TEST_ENV,
  UIDS,
  waitFor,
} from './submissions-suite';

interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** One admin's calls to the service, with its own session token. */
interface Admin {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  json(path: string, method: string, body?: unknown): Promise<Response>;
}

export function hardeningRoundThreeSuite(
  database: 'SQLite' | 'PostgreSQL',
  setup: () => Promise<{ env: Record<string, string>; cleanUp?: () => Promise<void> }>,
): void {
  describe(`hardening, third round, on ${database}`, () => {
    let service: BootedService;
    let cleanUp: (() => Promise<void>) | undefined;
    let smtp: SMTPServer | undefined;
    let db: Knex;
    const deliveries: Delivery[] = [];
    let superAdmin: Admin;
    let editor: Admin;
    let recruiter: Admin;
    const url = () => service.baseUrl;

    const logIn = async (credentials: Credentials | undefined): Promise<Admin> => {
      if (!credentials) throw new Error('the development account was not created');
      const login = await fetch(`${url()}/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      expect(login.status, credentials.email).toBe(200);
      const { data } = (await login.json()) as { data: { token?: string; accessToken?: string } };
      const token = data.token ?? data.accessToken;
      const authorization = { Authorization: `Bearer ${token ?? ''}` };
      return {
        fetch: (path, init = {}) =>
          fetch(`${url()}${path}`, { ...init, headers: { ...authorization, ...(init.headers ?? {}) } }),
        json: (path, method, body) =>
          fetch(`${url()}${path}`, {
            method,
            headers: { ...authorization, 'Content-Type': 'application/json' },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          }),
      };
    };

    const manager = (uid: string, rest = '') => `/content-manager/collection-types/${uid}${rest}`;
    const page = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${url()}${path}`, { redirect: 'manual', headers });

    /** A GET on a new connection (no keep-alive pool to queue behind), for requests that must arrive together. */
    /**
     * Requests that reach the service together, each on a connection of its own: every connection is opened and
     * sent its request but for the blank line that ends the headers, and only once all are waiting are the blank
     * lines written, in one go. Opened one after another instead, on a busy machine each request could be
     * answered before the next arrived, and a limit on renders at once would never be reached.
     */
    const heldGets = async (paths: readonly string[]) => {
      const { hostname, port } = new URL(url());
      const sockets = await Promise.all(
        paths.map(
          (path) =>
            new Promise<net.Socket>((resolve, reject) => {
              const socket = net.connect({ host: hostname, port: Number(port) }, () => {
                socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n`, () =>
                  resolve(socket),
                );
              });
              socket.once('error', reject);
            }),
        ),
      );
      const replies = sockets.map(
        (socket) =>
          new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
            const chunks: Buffer[] = [];
            socket.on('data', (chunk: Buffer) => chunks.push(chunk));
            socket.once('error', reject);
            socket.once('close', () => {
              const head = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n')[0] ?? '';
              resolve({
                status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
                retryAfter: /^retry-after:\s*(\S+)/im.exec(head)?.[1],
              });
            });
          }),
      );
      return {
        /** Ends every request's headers at once; resolves with the replies. */
        release: () => {
          for (const socket of sockets) socket.write('\r\n');
          return Promise.all(replies);
        },
      };
    };

    const submitLead = async (overrides: Record<string, unknown>) => {
      const reply = await post(
        url(),
        '/api/contact-for-projects',
        projectLead(overrides),
        await captchaPass(url(), 'contact'),
      );
      expect(reply.status, await reply.clone().text()).toBe(200);
    };

    beforeAll(async () => {
      const result = await setup();
      cleanUp = result.cleanUp;
      const smtpPort = await freePort();
      smtp = await startSmtpSink(smtpPort, deliveries);
      service = await bootContentService({
        ...result.env,
        ...SUBMISSION_TEST_ENV,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        // Small, so that a handful of requests at once runs the limit out (item 5).
        RENDER_CONCURRENCY: '1',
        RENDER_QUEUE: '1',
      });
      db = databaseOfService(service, result.env.DATABASE_URL);
      const credentials = service.adminCredentials();
      superAdmin = await logIn(credentials);
      editor = await logIn(credentials.editor);
      recruiter = await logIn(credentials.recruiter);
    });

    afterAll(async () => {
      await db?.destroy();
      await service?.stop();
      if (smtp) await stopSmtpSink(smtp);
      await cleanUp?.();
    });

    describe('1. submissions and the outbox are the service’s to write', () => {
      it('refuses every write of the Editor to leads, subscribers and the outbox, but a lead inbox field', async () => {
        await submitLead({ email: 'editor.write.probe@example.com' });
        const [lead] = (
          await adminList<{ documentId: string }>(service, await adminToken(service), UIDS.lead, {
            email: 'editor.write.probe@example.com',
          })
        ).results;
        expect(lead).toBeDefined();
        const documentId = lead?.documentId ?? '';
        const mail = { recipient: 'anyone@example.com', subject: 'Invoice', text: 'Pay here', html: '<p>Pay</p>' };
        const attempts: [string, string, unknown][] = [
          ['POST', manager(UIDS.outbox), mail],
          ['POST', manager(UIDS.lead), { email: 'made.up@example.com', firstname: 'Made', message: 'up' }],
          ['POST', manager(UIDS.subscriber), { email: 'made.up@example.com' }],
          ['DELETE', manager(UIDS.lead, `/${documentId}`), undefined],
          ['POST', manager(UIDS.lead, '/actions/bulkDelete'), { documentIds: [documentId] }],
        ];
        for (const [method, path, body] of attempts) {
          const reply = await editor.json(path, method, body);
          expect(reply.status, `${method} ${path}`).toBe(403);
        }
        // The lead inbox (docs/forms.md#the-lead-inbox): the Editor updates a lead's status, owner and notes, and
        // an update that changes what the visitor sent is refused, naming the fields.
        const changed = await editor.json(manager(UIDS.lead, `/${documentId}`), 'PUT', {
          email: 'changed@example.com',
          message: 'changed',
        });
        expect(changed.status).toBe(400);
        const [unchanged] = (
          await adminList<{ email: string; message: string }>(service, await adminToken(service), UIDS.lead, {
            documentId,
          })
        ).results;
        expect(unchanged).toMatchObject({ email: 'editor.write.probe@example.com' });
      });

      it('lets no one create a submission or an outbox mail in the admin, the super admin included', async () => {
        const mail = {
          recipient: 'victim@example.com',
          subject: 'Your account',
          text: 'Log in here',
          html: '<a href="https://evil.example">Log in</a>',
          deliveryStatus: 'pending',
          attempts: 0,
          nextAttemptAt: new Date().toISOString(),
          template: 'contact-thanks',
          submissionType: 'project',
          submissionId: 'forged',
          messageId: '<forged@auralis.example>',
          dedupeKey: 'forged:admin',
        };
        expect((await superAdmin.json(manager(UIDS.outbox), 'POST', mail)).status).toBe(403);
        expect((await superAdmin.json(manager(UIDS.lead), 'POST', { email: 'made.up@example.com' })).status).toBe(403);
        const outbox = await adminList<OutboxMail>(service, await adminToken(service), UIDS.outbox, {
          recipient: mail.recipient,
        });
        expect(outbox.total).toBe(0);
      });

      it('never sends a mail row the service did not write: it is flagged refused, with the reason', async () => {
        const email = 'signed.mail@example.com';
        await submitLead({ email });
        // The service's own mails are signed and go out.
        await waitFor('the thank-you mail to be delivered', async () =>
          deliveries.some((delivery) => delivery.recipients.includes(email)) ? true : undefined,
        );
        const original = await db('outbox_mails').where({ recipient: email }).first<Record<string, unknown>>();
        expect(original).toBeDefined();
        // Forged straight into the database: a copy with another recipient and body, and the original rewritten.
        const { id: _id, ...columns } = original ?? {};
        await db('outbox_mails').insert({
          ...columns,
          document_id: 'forgedoutboxrow0000000001',
          recipient: 'forged.victim@example.com',
          subject: 'Reset your password',
          html: '<a href="https://evil.example/reset">Reset</a>',
          dedupe_key: 'forged:database:copy',
          message_id: '<forged-copy@auralis.example>',
          signature: null,
          delivery_status: 'pending',
          sent_at: null,
          attempts: 0,
        });
        await db('outbox_mails')
          .where({ id: original?.id })
          .update({ recipient: 'tampered.victim@example.com', delivery_status: 'pending', sent_at: null });
        const states = await waitFor('both rows to be refused', async () => {
          const rows = await db('outbox_mails')
            .whereIn('recipient', ['forged.victim@example.com', 'tampered.victim@example.com'])
            .select('delivery_status', 'last_error');
          return rows.length === 2 && rows.every((row) => row.delivery_status === 'refused') ? rows : undefined;
        });
        for (const row of states) expect(String(row.last_error)).toMatch(/signature does not match/);
        // A few more rounds of the worker: still nothing went to either address.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const sentTo = deliveries.flatMap((delivery) => delivery.recipients);
        expect(sentTo).not.toContain('forged.victim@example.com');
        expect(sentTo).not.toContain('tampered.victim@example.com');
      });
    });

    describe('2. applicants’ data for the people who hire', () => {
      let enquiryId = '';

      beforeAll(async () => {
        const form = new FormData();
        form.append(
          'data',
          JSON.stringify({
            firstname: 'Ravi',
            lastname: 'Menon',
            email: 'roles.probe@example.com',
            contact: '+91 99000 11223',
            company: '',
            aboutyou: 'I build data pipelines.',
            hearAboutUs: 'LinkedIn',
          }),
        );
        form.append('cv', new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }), 'ravi-cv.pdf');
        const reply = await fetch(`${url()}/api/contact-for-careers`, {
          method: 'POST',
          headers: { 'X-Captcha-Pass': await captchaPass(url(), 'contact') },
          body: form,
        });
        expect(reply.status, await reply.clone().text()).toBe(200);
        const [enquiry] = (
          await adminList<{ documentId: string }>(service, await adminToken(service), UIDS.career, {
            email: 'roles.probe@example.com',
          })
        ).results;
        enquiryId = enquiry?.documentId ?? '';
      });

      it('lets the Editor read leads and subscribers, and nothing of careers or the outbox', async () => {
        for (const uid of [UIDS.lead, UIDS.subscriber])
          expect((await editor.fetch(manager(uid))).status, uid).toBe(200);
        expect((await editor.fetch('/submissions-admin/contact-leads/export.csv')).status).toBe(200);
        for (const uid of [UIDS.application, UIDS.career, UIDS.opening, UIDS.outbox]) {
          expect((await editor.fetch(manager(uid))).status, uid).toBe(403);
        }
        expect((await editor.fetch(`/submissions-admin/career-enquiries/${enquiryId}/cv`)).status).toBe(403);
        expect((await editor.fetch('/submissions-admin/job-applications/export.csv')).status).toBe(403);
      });

      it('lets the Recruiter read applications and enquiries with their files, and nothing of marketing', async () => {
        for (const uid of [UIDS.application, UIDS.career, UIDS.opening]) {
          expect((await recruiter.fetch(manager(uid))).status, uid).toBe(200);
        }
        const cv = await recruiter.fetch(`/submissions-admin/career-enquiries/${enquiryId}/cv`);
        expect(cv.status).toBe(200);
        expect(
          Buffer.from(await cv.arrayBuffer())
            .subarray(0, 5)
            .toString('latin1'),
        ).toBe('%PDF-');
        expect((await recruiter.fetch('/submissions-admin/job-applications/export.csv')).status).toBe(200);
        for (const uid of [UIDS.lead, UIDS.subscriber, UIDS.outbox, 'api::page.page']) {
          expect((await recruiter.fetch(manager(uid))).status, uid).toBe(403);
        }
        // Reading is not writing: what the candidate sent stays theirs; only the lead inbox's fields change.
        const change = await recruiter.json(manager(UIDS.career, `/${enquiryId}`), 'PUT', { email: 'x@example.com' });
        expect(change.status).toBe(400);
      });
    });

    describe('3. a made-up preview token', () => {
      it('gets the public page from the cache, with the public headers', async () => {
        await page('/contact');
        expect((await page('/contact')).headers.get('x-page-cache')).toBe('hit');
        for (const made of ['x', `${Date.now() + 60_000}.${'A'.repeat(43)}`]) {
          const reply = await page(`/contact?preview=${encodeURIComponent(made)}`);
          expect(reply.status, made).toBe(200);
          expect(reply.headers.get('x-page-cache'), made).toBe('hit');
          expect(reply.headers.get('x-frame-options'), made).toBe('DENY');
          expect(reply.headers.get('content-security-policy'), made).toContain("frame-ancestors 'none'");
          expect(reply.headers.get('cache-control'), made).toBe('no-cache');
          expect(reply.headers.get('x-content-preview'), made).toBeNull();
        }
      });
    });

    describe('4. one path, one page', () => {
      it.each([
        ['/TERMS', '/terms'],
        ['/Privacy', '/privacy'],
        ['/CUSTOM-website-development', '/custom-website-development'],
        ['/Industries', '/industries'],
        [
          '/DIGITAL-marketing-services/social-media-strategy-services?x=1',
          '/digital-marketing-services/social-media-strategy-services?x=1',
        ],
      ])('redirects %s to %s for good', async (spelling, canonical) => {
        const reply = await page(spelling);
        expect(reply.status).toBe(301);
        expect(reply.headers.get('location')).toBe(canonical);
      });

      it('answers every unknown id of a parameter route from one not-found entry per route', async () => {
        for (const route of ['/industries/', '/portfolio/', '/services/', '/digital-marketing-services/']) {
          const first = await page(`${route}no-such-page-1`);
          expect(first.status, route).toBe(404);
          for (const id of ['no-such-page-2', 'NO-SUCH-PAGE-3', 'another-made-up-id']) {
            const reply = await page(`${route}${id}`);
            expect(reply.status, `${route}${id}`).toBe(404);
            expect(reply.headers.get('x-page-cache'), `${route}${id}`).toBe('hit');
          }
        }
      });
    });

    describe('5. renders are bounded', () => {
      it('answers 503 with Retry-After past the limit, and a cached page at once meanwhile', async () => {
        await page('/about');
        expect((await page('/about')).headers.get('x-page-cache')).toBe('hit');
        // Job pages are rendered for every request (the recruiting provider's roles change without a publish).
        // Whether 30 requests released at once overlap enough to run out one place and one queue slot depends on
        // how the machine schedules the service: up to five bursts, and at least one must be refused in part.
        let replies: { status: number; retryAfter: string | undefined }[] = [];
        for (let burst = 0; burst < 5; burst += 1) {
          const held = await heldGets(
            Array.from({ length: 30 }, (_, index) => `/jobs/flood-${burst}-${index}/made-up-role`),
          );
          const flood = held.release();
          const cached = await page('/about');
          expect(cached.status).toBe(200);
          expect(cached.headers.get('x-page-cache')).toBe('hit');
          replies = await flood;
          if (replies.some((reply) => reply.status === 503)) break;
        }
        const busy = replies.filter((reply) => reply.status === 503);
        expect(busy.length).toBeGreaterThan(0);
        for (const reply of busy) expect(Number(reply.retryAfter)).toBeGreaterThan(0);
        expect(replies.filter((reply) => reply.status === 404).length).toBeGreaterThan(0);
        // Once the burst is over, a render has a place again.
        expect((await page('/jobs/after-the-flood/made-up-role')).status).toBe(404);
      });
    });

    describe('6. exported cells', () => {
      it('are all quoted, so a ;-separated spreadsheet keeps a message in one cell', async () => {
        const message = "Hello team;=cmd|' /C calc'!A0;@SUM(1+1)";
        await submitLead({ email: 'semicolon.probe@example.com', message });
        const csv = await (await superAdmin.fetch('/submissions-admin/contact-leads/export.csv')).text();
        const line = csv.split('\r\n').find((row) => row.includes('semicolon.probe@example.com')) ?? '';
        expect(line).toContain(`"${message}"`);
        expect(line).toContain('"semicolon.probe@example.com"');
        // Every cell of the line is quoted, the id first (none of this lead's cells holds a comma).
        expect(line.split(',').every((cell) => cell === '' || (cell.startsWith('"') && cell.endsWith('"')))).toBe(true);
        expect(line).toMatch(/^"\d+","/);
      });
    });

    describe('7. compressed request bodies', () => {
      it('answer 415 before they are read', async () => {
        const inflated = JSON.stringify({ token: 'x'.repeat(900_000), kind: 'contact' });
        const body = gzipSync(inflated);
        expect(body.length).toBeLessThan(16 * 1024);
        const reply = await fetch(`${url()}/api/cloudflare-captcha/verify`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
          body,
        });
        expect(reply.status).toBe(415);
        const lead = await fetch(`${url()}/api/contact-for-projects`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'deflate' },
          body: gzipSync(JSON.stringify(projectLead())),
        });
        expect(lead.status).toBe(415);
      });
    });

    describe('8. smaller holes', () => {
      const upload = (name: string, type: string, bytes: Buffer | string) => {
        const form = new FormData();
        form.append('files', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
        return superAdmin.fetch('/upload', { method: 'POST', body: form });
      };

      it('refuses a media upload whose bytes are not its type, and takes one that is', async () => {
        const refused: [string, string, string][] = [
          ['innocent.png', 'image/png', '<!doctype html><html><script>alert(document.domain)</script></html>'],
          [
            'brochure.pdf',
            'application/pdf',
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ],
          ['logo.svg', 'image/svg+xml', '<!doctype html><html><body><svg></svg></body></html>'],
        ];
        for (const [name, type, content] of refused) {
          const reply = await upload(name, type, content);
          expect(reply.status, name).toBe(400);
        }
        expect((await upload('pixel.png', 'image/png', ONE_PIXEL_PNG)).status).toBe(201);
      });

      it('stores no page URL that starts with //', async () => {
        for (const [index, pageUrl] of ['//elsewhere.example/x', '/\\elsewhere.example/x'].entries()) {
          const email = `page.url.${index}@example.com`;
          await submitLead({ email, pageUrl });
          const stored = await db('contact_leads').where({ email }).first<{ page_url: string | null } | undefined>();
          expect(stored, pageUrl).toBeDefined();
          expect(stored?.page_url, pageUrl).toBeNull();
        }
      });

      it('answers 400, not 500, to publishing a job opening, a type without drafts', async () => {
        const openings = (await (await superAdmin.fetch(manager(UIDS.opening))).json()) as {
          results: { documentId: string }[];
        };
        const documentId = openings.results[0]?.documentId;
        expect(documentId).toBeDefined();
        for (const action of ['publish', 'unpublish', 'discard']) {
          const reply = await superAdmin.json(manager(UIDS.opening, `/${documentId}/actions/${action}`), 'POST', {});
          expect(reply.status, action).toBe(400);
        }
      });
    });
  });
}
