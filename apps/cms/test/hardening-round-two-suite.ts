/**
 * Hardening, second round (issue 19), against the booted service on SQLite and on PostgreSQL:
 * 1. the file routes refuse before reading the body (rate limit, captcha pass, uploads per client), at once
 *    and with nothing in the temp folder, however large and slow the upload;
 * 2. every answer to a submission spends its pass, "already subscribed" and "Duplicate data found" included;
 * 4. thank-you mails are capped per recipient address, the team's notification is not;
 * 5. invisible formatting characters never reach a stored or mailed file name;
 * 6. control characters in a text field get 400 with the field's error, before the pass is spent;
 * 7. multi-line text cannot fake a field line in the plain-text part of the team's mail.
 * (Item 3, cheap challenges and the shared captcha budget, is held by src/captcha/altcha.test.ts,
 * src/middlewares/rate-limit.test.ts and the challenge-flood row of `npm run bench`.)
 *
 * Requests go out with node:http so that each may choose its loopback source address (the client IP the rate
 * limiter sees) and pace its body.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { messages } from '@auralis/form-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type BootedService, bootContentService } from './boot';
import { applicationForm, experiencedRecord } from './careers-suite';
import {
  adminList,
  adminToken,
  captchaPass,
  minimalPdf,
  type OutboxMail,
  type PassKind,
  projectLead,
  UIDS,
  waitFor,
} from './submissions-suite';

const MB = 1024 * 1024;
const SUBMISSIONS_PER_MINUTE = 8;

interface Reply {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly text: string;
  /**
   * The answer came while the body was still being sent: the service decided without reading it. (Not a time: a
   * service that read the body first would answer only after its last byte, however fast the machine.)
   */
  readonly beforeBodyEnded: boolean;
  json<T = { error: { message: string; details: { errors?: { path: string[]; message: string }[] } } }>(): T;
}

interface SendOptions {
  readonly from: string;
  readonly headers?: Record<string, string>;
  readonly body?: Buffer;
  /** Sends `body`, then trickles zero bytes at `bytesPerSecond` up to this declared Content-Length. */
  readonly slow?: { readonly declaredLength: number; readonly bytesPerSecond: number };
  /** Gives up (destroying the request) after this long without an answer. */
  readonly abortAfterMs?: number;
}

/** One POST from a chosen loopback address; a slow body is paced and stops once the service has answered. */
function send(baseUrl: string, pathname: string, options: SendOptions): Promise<Reply> {
  const url = new URL(pathname, baseUrl);
  const body = options.body ?? Buffer.alloc(0);
  const declaredLength = options.slow?.declaredLength ?? body.length;
  const headers = { ...options.headers, 'Content-Length': String(declaredLength) };
  let sent = 0;
  return new Promise((resolve, reject) => {
    let answered = false;
    const pacing: { timer?: NodeJS.Timeout } = {};
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers,
        localAddress: options.from,
        agent: false,
      },
      (response) => {
        answered = true;
        const beforeBodyEnded = sent < declaredLength;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          clearInterval(pacing.timer);
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            beforeBodyEnded,
            json: <T>() => JSON.parse(text) as T,
          });
          request.destroy();
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearInterval(pacing.timer);
      // A refusal closes the connection while the body is still being sent; the answer is what counts.
      if (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') && answered) return;
      if (!answered) reject(error);
    });
    if (options.abortAfterMs !== undefined) {
      setTimeout(() => {
        if (!answered) {
          clearInterval(pacing.timer);
          request.destroy(new Error('gave up waiting'));
        }
      }, options.abortAfterMs).unref();
    }
    if (!options.slow) {
      sent = body.length;
      request.end(body);
      return;
    }
    const { bytesPerSecond } = options.slow;
    request.write(body);
    sent = body.length;
    const tickMs = 100;
    const perTick = Math.floor((bytesPerSecond * tickMs) / 1000);
    pacing.timer = setInterval(() => {
      if (answered || request.destroyed) return clearInterval(pacing.timer);
      const size = Math.min(perTick, declaredLength - sent);
      sent += size;
      request.write(Buffer.alloc(size, 0x20));
      if (sent >= declaredLength) {
        clearInterval(pacing.timer);
        request.end();
      }
    }, tickMs);
  });
}

/** A FormData serialised as a browser sends it: the bytes and their Content-Type with the boundary. */
async function serialise(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://form.invalid/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** The opening of a multipart body whose file part goes on for as long as the sender likes. */
function openMultipart(): { head: Buffer; contentType: string } {
  const boundary = '----auralis-slow-upload';
  const head = Buffer.from(
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="data"',
      '',
      '[{}]',
      `--${boundary}`,
      'Content-Disposition: form-data; name="resume"; filename="resume.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.4',
      '',
    ].join('\r\n'),
  );
  return { head, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** 127.0.3.1, 127.0.3.2, ...: a fresh client IP per call. */
function clientAddresses() {
  let next = 3 * 256;
  return () => {
    next += 1;
    return `127.0.${Math.floor(next / 256)}.${next % 256 || 1}`;
  };
}

export function hardeningRoundTwoSuite(
  database: 'SQLite' | 'PostgreSQL',
  setup: () => Promise<{ env: Record<string, string>; cleanUp?: () => Promise<void> }>,
): void {
  describe(`hardening, second round, on ${database}`, () => {
    let service: BootedService;
    let cleanUp: (() => Promise<void>) | undefined;
    let token: string;
    const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-round-two-tmp-'));
    const nextClient = clientAddresses();
    const url = () => service.baseUrl;
    const pass = (kind: PassKind) => captchaPass(url(), kind);
    const tempFiles = () => readdirSync(tmpDir);

    const postJson = (pathname: string, body: unknown, passValue?: string, from = nextClient()) =>
      send(url(), pathname, {
        from,
        headers: { 'Content-Type': 'application/json', ...(passValue ? { 'X-Captcha-Pass': passValue } : {}) },
        body: Buffer.from(JSON.stringify(body)),
      });

    const postForm = async (pathname: string, form: FormData, passValue?: string, from = nextClient()) => {
      const { body, contentType } = await serialise(form);
      return send(url(), pathname, {
        from,
        headers: { 'Content-Type': contentType, ...(passValue ? { 'X-Captcha-Pass': passValue } : {}) },
        body,
      });
    };

    const outbox = async (filters: Record<string, string>) =>
      (await adminList<OutboxMail>(service, token, UIDS.outbox, filters)).results;

    const openJobId = async () => {
      const reply = await fetch(`${url()}/api/zoho-recruit/job-openings`);
      const jobs = ((await reply.json()) as { data: { id: string }[] }).data;
      const job = jobs[0];
      if (!job) throw new Error('no open job to apply to');
      return job.id;
    };

    beforeAll(async () => {
      const result = await setup();
      cleanUp = result.cleanUp;
      service = await bootContentService({
        ...result.env,
        TMPDIR: tmpDir,
        ALTCHA_MAX_NUMBER: '20',
        ALTCHA_COST: '10',
        RATE_LIMIT_CAPTCHA_PER_MINUTE: '100000',
        RATE_LIMIT_CAPTCHA_GLOBAL_PER_MINUTE: '100000',
        RATE_LIMIT_SUBMISSIONS_PER_MINUTE: String(SUBMISSIONS_PER_MINUTE),
        OUTBOX_POLL_MS: '200',
        LOG_LEVEL: 'warn',
      });
      token = await adminToken(service);
    });

    afterAll(async () => {
      await service?.stop();
      await cleanUp?.();
    });

    describe('1. the file routes refuse before reading the body', () => {
      const { head, contentType } = openMultipart();
      const slowUpload = (pathname: string, from: string, passValue?: string, abortAfterMs?: number) =>
        send(url(), pathname, {
          from,
          headers: { 'Content-Type': contentType, ...(passValue ? { 'X-Captcha-Pass': passValue } : {}) },
          body: head,
          slow: { declaredLength: 12 * MB, bytesPerSecond: 2 * MB },
          abortAfterMs,
        });

      it.each([
        ['without a pass', undefined],
        ['with a made-up pass', 'A'.repeat(43)],
      ])(
        'answers a 12 MB upload sent at 2 MB/s %s with 403 before its body has arrived, leaving nothing in the temp folder',
        async (_case, passValue) => {
          for (const pathname of ['/api/zoho-recruit/apply-job', '/api/contact-for-careers']) {
            const declaredLength = pathname.endsWith('apply-job') ? 12 * MB : 6 * MB;
            const reply = await send(url(), pathname, {
              from: nextClient(),
              headers: { 'Content-Type': contentType, ...(passValue ? { 'X-Captcha-Pass': passValue } : {}) },
              body: head,
              slow: { declaredLength, bytesPerSecond: 2 * MB },
              abortAfterMs: 10_000,
            });
            expect(reply.status, pathname).toBe(403);
            expect(reply.beforeBodyEnded, pathname).toBe(true);
            expect(reply.headers.connection).toBe('close');
            expect(tempFiles()).toEqual([]);
          }
        },
      );

      it('answers a pass of another kind with 403 at once too', async () => {
        const reply = await slowUpload('/api/zoho-recruit/apply-job', nextClient(), await pass('contact'), 10_000);
        expect(reply.status).toBe(403);
        expect(reply.beforeBodyEnded).toBe(true);
        expect(tempFiles()).toEqual([]);
      });

      it('answers a client over its rate limit with 429 at once, before the pass is even looked at', async () => {
        const from = nextClient();
        const valid = await pass('application');
        for (let i = 0; i < SUBMISSIONS_PER_MINUTE; i += 1) {
          const reply = await send(url(), '/api/zoho-recruit/apply-job', {
            from,
            headers: { 'Content-Type': 'application/json' },
            body: Buffer.from('{}'),
          });
          expect(reply.status).toBe(403);
        }
        const reply = await slowUpload('/api/zoho-recruit/apply-job', from, valid, 10_000);
        expect(reply.status).toBe(429);
        expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
        expect(reply.beforeBodyEnded).toBe(true);
        expect(reply.headers.connection).toBe('close');
        expect(tempFiles()).toEqual([]);
      });

      it('takes at most two uploads of one client at once, with a valid pass, and refuses a third at once', async () => {
        const from = nextClient();
        const valid = await pass('application');
        // Two slow uploads with a valid pass hold their places (their bodies are being read)...
        const held = [
          slowUpload('/api/zoho-recruit/apply-job', from, valid, 2_500),
          slowUpload('/api/zoho-recruit/apply-job', from, valid, 2_500),
        ];
        await new Promise((resolve) => setTimeout(resolve, 700));
        // ...so a third from the same address is refused at once, while another address is still served.
        const third = await slowUpload('/api/zoho-recruit/apply-job', from, valid, 10_000);
        expect(third.status).toBe(429);
        expect(third.beforeBodyEnded).toBe(true);
        const elsewhere = await postJson('/api/zoho-recruit/apply-job', {}, undefined, nextClient());
        expect(elsewhere.status).toBe(403);
        // The two give up; their places are given back and their partial files removed.
        for (const upload of held) await expect(upload).rejects.toThrow();
        await waitFor('the temp folder to empty', async () => (tempFiles().length === 0 ? true : undefined), 10_000);
        const after = await postJson('/api/zoho-recruit/apply-job', {}, undefined, from);
        expect(after.status).toBe(403);
      });
    });

    describe('2. every answer spends the pass', () => {
      it("spends the pass on 'email already exists!'", async () => {
        const email = 'spent.on.duplicate@example.com';
        expect(
          (await postJson('/api/save-newsletter-users', { data: { email } }, await pass('newsletter'))).status,
        ).toBe(200);
        const probe = await pass('newsletter');
        const duplicate = await postJson('/api/save-newsletter-users', { data: { email } }, probe);
        expect(duplicate.status).toBe(400);
        expect(duplicate.json().error.message).toBe(messages.emailAlreadyExists);
        // The same pass cannot ask about another address.
        const again = await postJson(
          '/api/save-newsletter-users',
          { data: { email: 'someone.else@example.com' } },
          probe,
        );
        expect(again.status).toBe(403);
      });

      it("spends the pass on 'Duplicate data found'", async () => {
        const jobId = await openJobId();
        const resume = { bytes: minimalPdf(), name: 'cv.pdf', type: 'application/pdf' };
        const record = experiencedRecord({ Email: 'spent.on.duplicate.application@example.com' });
        const first = await postForm(
          '/api/zoho-recruit/apply-job',
          applicationForm(record, jobId, { resume }),
          await pass('application'),
        );
        expect(first.status, first.text).toBe(200);
        const probe = await pass('application');
        const duplicate = await postForm(
          '/api/zoho-recruit/apply-job',
          applicationForm(record, jobId, { resume }),
          probe,
        );
        expect(duplicate.status).toBe(400);
        expect(duplicate.json().error.message).toBe('Duplicate data found');
        const other = experiencedRecord({ Email: 'another.applicant@example.com' });
        const again = await postForm('/api/zoho-recruit/apply-job', applicationForm(other, jobId, { resume }), probe);
        expect(again.status).toBe(403);
      });
    });

    describe('4. thank-you mails are capped per recipient address', () => {
      it('sends at most three a day to one address, across forms and spellings, and every team notification', async () => {
        const email = 'mail.bomb.victim@example.com';
        const spellings = [email, email.toUpperCase(), ` ${email}`, email, email];
        for (const [index, typed] of spellings.entries()) {
          const reply = await postJson(
            '/api/contact-for-projects',
            projectLead({ email: typed.trim(), message: `Enquiry ${index}` }),
            await pass('contact'),
          );
          expect(reply.status, reply.text).toBe(200);
        }
        const newsletter = await postJson('/api/save-newsletter-users', { data: { email } }, await pass('newsletter'));
        expect(newsletter.status).toBe(200);
        const mails = (await adminList<OutboxMail>(service, token, UIDS.outbox)).results.filter(
          (mail) => mail.recipient.trim().toLowerCase() === email || mail.replyTo?.trim().toLowerCase() === email,
        );
        const thanks = mails.filter((mail) => mail.template.endsWith('-thanks'));
        const team = mails.filter((mail) => mail.template.endsWith('-team'));
        expect(thanks).toHaveLength(3);
        expect(team.map((mail) => mail.template).sort()).toEqual([...Array(5).fill('contact-team'), 'newsletter-team']);
        // Another address has its own three.
        const other = await postJson(
          '/api/contact-for-projects',
          projectLead({ email: 'not.a.victim@example.com' }),
          await pass('contact'),
        );
        expect(other.status).toBe(200);
        expect((await outbox({ recipient: 'not.a.victim@example.com' })).map((mail) => mail.template)).toEqual([
          'contact-thanks',
        ]);
      });
    });

    describe('5, 6 and 7. what a visitor types', () => {
      it('strips invisible formatting characters from a stored and mailed file name', async () => {
        const form = new FormData();
        form.append(
          'data',
          JSON.stringify({
            firstname: 'Ravi',
            lastname: 'Menon',
            email: 'rlo.file@example.com',
            contact: '+91 99000 11223',
            company: '',
            aboutyou: 'I build data pipelines.',
            hearAboutUs: 'LinkedIn',
          }),
        );
        form.append(
          'cv',
          new Blob([new Uint8Array(minimalPdf())], { type: 'application/pdf' }),
          'invoice\u202Eexe\u200B.pdf',
        );
        const reply = await postForm('/api/contact-for-careers', form, await pass('contact'));
        expect(reply.status, reply.text).toBe(200);
        const stored = await adminList<{ cvOriginalName: string }>(service, token, UIDS.career, {
          email: 'rlo.file@example.com',
        });
        expect(stored.results[0]?.cvOriginalName).toBe('invoiceexe.pdf');
        const team = (await outbox({ replyTo: 'rlo.file@example.com' })).find(
          (mail) => mail.template === 'contact-team',
        );
        expect(team?.text).toContain('invoiceexe.pdf');
        expect(`${team?.text ?? ''}${team?.html ?? ''}`).not.toMatch(/\p{Cf}/u);
      });

      it.each([
        ['a NUL in the message', { message: 'Hello\u0000there' }, 'message'],
        ['an escape in the company', { company: 'Northwind\u001b[31m' }, 'company'],
        ['a lone CR in the message', { message: 'Hello\rEmail: forged@example.com' }, 'message'],
      ])('answers %s with 400 naming the field, keeping the pass', async (_case, overrides, field) => {
        const passValue = await pass('contact');
        const email = `control.${field}.${Date.now()}@example.com`;
        const refused = await postJson('/api/contact-for-projects', projectLead({ email, ...overrides }), passValue);
        expect(refused.status, refused.text).toBe(400);
        expect(refused.json().error.details.errors).toEqual([
          { path: [field], message: messages.controlCharacters, name: 'ValidationError' },
        ]);
        // Refused before the pass was spent: the corrected form goes through with it.
        const corrected = await postJson('/api/contact-for-projects', projectLead({ email }), passValue);
        expect(corrected.status, corrected.text).toBe(200);
      });

      it('answers a NUL in an application field with 400 naming it, keeping the pass', async () => {
        const jobId = await openJobId();
        const resume = { bytes: minimalPdf(), name: 'cv.pdf', type: 'application/pdf' };
        const passValue = await pass('application');
        const record = experiencedRecord({
          Email: 'nul.applicant@example.com',
          Current_Employer: 'Northwind\u0000Labs',
        });
        const refused = await postForm(
          '/api/zoho-recruit/apply-job',
          applicationForm(record, jobId, { resume }),
          passValue,
        );
        expect(refused.status, refused.text).toBe(400);
        expect(refused.json().error.details.errors?.[0]).toMatchObject({
          path: ['Current_Employer'],
          message: messages.controlCharacters,
        });
        const fixed = experiencedRecord({ Email: 'nul.applicant@example.com' });
        const accepted = await postForm(
          '/api/zoho-recruit/apply-job',
          applicationForm(fixed, jobId, { resume }),
          passValue,
        );
        expect(accepted.status, accepted.text).toBe(200);
      });

      it("quotes a multi-line message in the team's plain-text mail, so it cannot fake a field line", async () => {
        const email = 'forged.lines@example.com';
        const message = 'Hello\r\nEmail: attacker@evil.example\nPhone: 000\u2028Form: general';
        const reply = await postJson(
          '/api/contact-for-projects',
          projectLead({ email, message, formType: 'general' }),
          await pass('contact'),
        );
        expect(reply.status, reply.text).toBe(200);
        const team = (await outbox({ replyTo: email })).find((mail) => mail.template === 'contact-team');
        const lines = (team?.text ?? '').split('\n');
        expect(lines).toContain(`Email: ${email}`);
        expect(lines.filter((line) => /^(Email|Phone|Form):/.test(line))).toEqual([
          `Email: ${email}`,
          'Phone: +91 98450 12345',
          'Form: general',
        ]);
        expect(lines).toContain('    > Email: attacker@evil.example');
      });
    });
  });
}
