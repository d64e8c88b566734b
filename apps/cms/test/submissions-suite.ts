/**
 * The submission endpoints (issue 6), run against a booted service on SQLite and on PostgreSQL: valid
 * submissions are stored once with their outbox mails, invalid fields get 400 naming the field and store
 * nothing, captcha passes are required, single-use and bound to their kind, CVs are checked and kept
 * privately, and the public can read none of it.
 */
import { createHash, randomInt } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ATTRIBUTION_COLUMNS, messages } from '@auralis/form-schemas';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SUBMISSION_VIEWS } from '../src/admin-server/submission-views';
import { type BootedService, bootContentService } from './boot';
import { databaseOfService } from './knex-databases';

export const UIDS = {
  subscriber: 'api::newsletter-subscriber.newsletter-subscriber',
  lead: 'api::contact-lead.contact-lead',
  career: 'api::career-enquiry.career-enquiry',
  outbox: 'api::outbox-mail.outbox-mail',
  application: 'api::job-application.job-application',
  opening: 'api::job-opening.job-opening',
  crmHandover: 'api::crm-handover.crm-handover',
} as const;

/** A collection's Content Manager configuration as `/content-manager/content-types/:uid/configuration` answers it. */
interface StoredView {
  settings: Record<string, unknown>;
  metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>;
  layouts: { list: string[]; edit: { name: string; size: number }[][] };
}

/** Cheap captcha work and generous rate limits: these tests are about the submissions, not the limits. */
export const SUBMISSION_TEST_ENV: Record<string, string> = {
  ALTCHA_MAX_NUMBER: '20',
  ALTCHA_COST: '10',
  RATE_LIMIT_CAPTCHA_PER_MINUTE: '100000',
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '100000',
  OUTBOX_POLL_MS: '200',
  // The daily jobs look four times a second, so a test that makes one due sees it run.
  DAILY_JOBS_POLL_MS: '250',
  LOG_LEVEL: 'warn',
};

export type PassKind = 'newsletter' | 'contact' | 'application';

/** Gets a captcha pass the way the browser does: solve the ALTCHA challenge, then verify it. */
export async function captchaPass(baseUrl: string, kind: PassKind): Promise<string> {
  const challenge = (await (await fetch(`${baseUrl}/api/cloudflare-captcha/challenge`)).json()) as Parameters<
    typeof solveChallenge
  >[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('could not solve the captcha challenge');
  const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const response = await fetch(`${baseUrl}/api/cloudflare-captcha/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, kind }),
  });
  const body = (await response.json()) as { success?: boolean; pass?: string };
  if (response.status !== 200 || !body.pass) throw new Error(`verify answered ${response.status}`);
  return body.pass;
}

export async function adminToken(service: BootedService): Promise<string> {
  const response = await fetch(`${service.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(service.adminCredentials()),
  });
  const body = (await response.json()) as { data: { token?: string; accessToken?: string } };
  const token = body.data.token ?? body.data.accessToken;
  if (!token) throw new Error('admin login returned no token');
  return token;
}

export interface OutboxMail {
  documentId: string;
  subject: string;
  recipient: string;
  replyTo: string | null;
  deliveryStatus: string;
  attempts: number;
  lastError: string | null;
  template: string;
  submissionType: string;
  submissionId: string;
  text: string;
  html: string;
  messageId: string;
}

/** Entries of a collection as the admin's Content Manager lists them. */
export async function adminList<T>(
  service: BootedService,
  token: string,
  uid: string,
  filters: Record<string, string> = {},
): Promise<{ results: T[]; total: number }> {
  const query = new URLSearchParams({ page: '1', pageSize: '100', sort: 'id:ASC' });
  for (const [field, value] of Object.entries(filters)) query.set(`filters[${field}][$eq]`, value);
  const response = await fetch(`${service.baseUrl}/content-manager/collection-types/${uid}?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`content manager answered ${response.status} for ${uid}`);
  const body = (await response.json()) as { results: T[]; pagination: { total: number } };
  return { results: body.results, total: body.pagination.total };
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export function post(baseUrl: string, path: string, body: unknown, pass?: string) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(pass ? { 'X-Captcha-Pass': pass } : {}) },
    body: JSON.stringify(body),
  });
}

/**
 * A JSON POST with a Host header of the caller's choosing: fetch keeps the URL's own host, node:http sends
 * what it is given, as any client on the network can.
 */
export function postWithHost(
  baseUrl: string,
  pathname: string,
  host: string,
  body: unknown,
  pass: string,
): Promise<{ status: number; body: string }> {
  const target = new URL(pathname, baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: {
          Host: host,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          'X-Captcha-Pass': pass,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** An RFC 4180 document's records: quoted cells may hold commas, quotes and line breaks. */
function csvRecords(csv: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < csv.length; index += 1) {
    const char = csv[index];
    if (quoted) {
      if (char === '"' && csv[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && csv[index + 1] === '\n') {
      records.push([...record, cell]);
      record = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return records;
}

/** A small but well-formed PDF: one empty page, with a correct cross-reference table. */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A project enquiry of the contact form, as the browser sends it; `overrides` replaces or adds fields. */
export const projectLead = (overrides: Record<string, unknown> = {}) => ({
  data: {
    firstname: 'Asha',
    lastname: 'Rao',
    email: 'asha.rao@example.com',
    phone: '+91 98450 12345',
    company: 'Northwind Retail',
    hearAbout: 'LinkedIn',
    message: 'We need a new customer portal for our loyalty programme.',
    formType: 'project',
    pageUrl: '/contact',
    ...overrides,
  },
});

const careerEnquiry = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Ravi',
  lastname: 'Menon',
  email: 'ravi.menon@example.com',
  contact: '+91 99000 11223',
  company: 'Acme Labs',
  aboutyou: 'Backend engineer, six years of Node.js and PostgreSQL.',
  hearAboutUs: 'Job Portal',
  pageUrl: '/career',
  ...overrides,
});

const agilitiEnquiry = (overrides: Record<string, unknown> = {}) => ({
  data: {
    firstname: 'Meena',
    lastname: 'Shah',
    email: 'meena.shah@example.com',
    phone: '+44 20 7946 0958',
    company: 'Harbor Analytics',
    hearAbout: 'Search Engine',
    message: 'We need two React engineers for six months.',
    formType: 'agiliti',
    pageUrl: '/agiliti-hire-dedicated-developers',
    ...overrides,
  },
});

/** The multipart body of `POST /api/contact-for-careers`: the enquiry as the `data` part, and the CV if any. */
function careerForm(data: unknown, cv?: { bytes: Buffer; name: string }): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  if (cv) form.append('cv', new Blob([new Uint8Array(cv.bytes)], { type: 'application/pdf' }), cv.name);
  return form;
}

export function submissionsSuite(
  label: string,
  env: () => Promise<{ env: Record<string, string>; cleanUp?: () => Promise<void> }>,
) {
  describe(`submissions on ${label}`, () => {
    let service: BootedService;
    let cleanUp: (() => Promise<void>) | undefined;
    let token: string;
    let db: Knex;
    // The service's temporary folder: multipart parts land here and must all be gone afterwards.
    const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-submissions-tmp-'));

    beforeAll(async () => {
      const setup = await env();
      cleanUp = setup.cleanUp;
      service = await bootContentService({ ...SUBMISSION_TEST_ENV, TMPDIR: tmpDir, ...setup.env });
      token = await adminToken(service);
      db = databaseOfService(service, setup.env.DATABASE_URL);
    });

    afterAll(async () => {
      await db?.destroy();
      await service?.stop();
      await cleanUp?.();
    });

    const url = () => service.baseUrl;
    const count = async (uid: string, filters: Record<string, string> = {}) =>
      (await adminList(service, token, uid, filters)).total;
    const mailsOf = async (submissionId: string) =>
      (await adminList<OutboxMail>(service, token, UIDS.outbox, { submissionId })).results;

    const postCareer = (form: FormData, pass?: string) =>
      fetch(`${url()}/api/contact-for-careers`, {
        method: 'POST',
        headers: pass ? { 'X-Captcha-Pass': pass } : {},
        body: form,
      });

    describe('newsletter', () => {
      it('stores a subscriber once and queues the team notification and the thank-you', async () => {
        const response = await post(
          url(),
          '/api/save-newsletter-users',
          { data: { email: '  Priya.Nair@Example.com ', role: 'admin' } },
          await captchaPass(url(), 'newsletter'),
        );
        expect(response.status).toBe(200);
        const { data } = (await response.json()) as { data: { id: string } };
        expect(typeof data.id).toBe('string');

        const subscribers = await adminList<{ documentId: string; email: string; role?: unknown }>(
          service,
          token,
          UIDS.subscriber,
        );
        expect(subscribers.results.map((row) => row.email)).toEqual(['Priya.Nair@Example.com']);
        expect(subscribers.results[0]?.documentId).toBe(data.id);
        expect(subscribers.results[0]?.role).toBeUndefined();

        const mails = await mailsOf(data.id);
        expect(mails.map((mail) => [mail.template, mail.recipient, mail.subject]).sort()).toEqual([
          ['newsletter-team', 'info@auralis.example', 'New newsletter subscriber'],
          [
            'newsletter-thanks',
            'Priya.Nair@Example.com',
            // Double opt-in, on by default (docs/forms.md#newsletter-consent).
            'Confirm your subscription to the Auralis Digital newsletter',
          ],
        ]);
        expect(mails.find((mail) => mail.template === 'newsletter-team')?.text).toContain('Priya.Nair@Example.com');
        // No SMTP in this boot: the mails wait, saying why.
        const held = await waitFor('held mails', async () => {
          const current = await mailsOf(data.id);
          return current.every((mail) => mail.deliveryStatus === 'held') ? current : undefined;
        });
        expect(held[0]?.lastError).toMatch(/SMTP_HOST is not set/);
        expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(2);
      });

      it('refuses an address already subscribed, whatever its case or spaces, and keeps one row', async () => {
        const response = await post(
          url(),
          '/api/save-newsletter-users',
          { data: { email: 'priya.nair@EXAMPLE.com  ' } },
          await captchaPass(url(), 'newsletter'),
        );
        expect(response.status).toBe(400);
        const body = (await response.json()) as {
          error: { message: string; details: { errors: { path: string[]; message: string }[] } };
        };
        expect(body.error.message).toBe('email already exists!');
        expect(body.error.details.errors).toEqual([
          { path: ['email'], message: 'email already exists!', name: 'ValidationError' },
        ]);
        expect(await count(UIDS.subscriber)).toBe(1);
      });

      it('lets one of two simultaneous sign-ups of an address through (the unique index decides)', async () => {
        const [first, second] = await Promise.all([captchaPass(url(), 'newsletter'), captchaPass(url(), 'newsletter')]);
        const responses = await Promise.all([
          post(url(), '/api/save-newsletter-users', { data: { email: 'race.twice@example.com' } }, first),
          post(url(), '/api/save-newsletter-users', { data: { email: 'Race.Twice@example.com' } }, second),
        ]);
        expect(responses.map((response) => response.status).sort()).toEqual([200, 400]);
        const refused = responses.find((response) => response.status === 400);
        expect(((await refused?.json()) as { error: { message: string } }).error.message).toBe('email already exists!');
        const subscribers = await adminList<{ email: string }>(service, token, UIDS.subscriber);
        expect(subscribers.results.filter((row) => row.email.toLowerCase() === 'race.twice@example.com')).toHaveLength(
          1,
        );
      });

      it('answers 400 naming the field for an invalid email and stores nothing', async () => {
        const pass = await captchaPass(url(), 'newsletter');
        for (const email of ['', 'ab@example.com', 'not-an-email', 'abc@example.c']) {
          const response = await post(url(), '/api/save-newsletter-users', { data: { email } }, pass);
          expect(response.status, email).toBe(400);
          const body = (await response.json()) as { error: { details: { errors: { path: string[] }[] } } };
          expect(body.error.details.errors[0]?.path).toEqual(['email']);
        }
        expect(await count(UIDS.subscriber)).toBe(2);
        // Validation runs before the pass is spent: the same pass still works once.
        const ok = await post(url(), '/api/save-newsletter-users', { data: { email: 'sam.lee@example.org' } }, pass);
        expect(ok.status).toBe(200);
        expect(await count(UIDS.subscriber)).toBe(3);
      });

      it('answers 403 without a pass, with a reused pass, and with a pass of another kind', async () => {
        const body = { data: { email: 'no.pass@example.com' } };
        expect((await post(url(), '/api/save-newsletter-users', body)).status).toBe(403);
        expect((await post(url(), '/api/save-newsletter-users', body, 'x'.repeat(43))).status).toBe(403);

        const pass = await captchaPass(url(), 'newsletter');
        expect((await post(url(), '/api/save-newsletter-users', body, pass)).status).toBe(200);
        const again = { data: { email: 'reused.pass@example.com' } };
        expect((await post(url(), '/api/save-newsletter-users', again, pass)).status).toBe(403);

        const contactPass = await captchaPass(url(), 'contact');
        const wrongKind = { data: { email: 'wrong.kind@example.com' } };
        expect((await post(url(), '/api/save-newsletter-users', wrongKind, contactPass)).status).toBe(403);

        const subscribers = await adminList<{ email: string }>(service, token, UIDS.subscriber);
        const emails = subscribers.results.map((row) => row.email);
        expect(emails).toContain('no.pass@example.com');
        expect(emails).not.toContain('reused.pass@example.com');
        expect(emails).not.toContain('wrong.kind@example.com');
      });
    });

    describe('contact for projects', () => {
      it('stores each form type once and mails its team and the visitor', async () => {
        const teams = {
          project: 'projects@auralis.example',
          partner: 'partners@auralis.example',
          general: 'info@auralis.example',
        };
        for (const [formType, team] of Object.entries(teams)) {
          const email = `${formType}.lead@example.com`;
          const response = await post(
            url(),
            '/api/contact-for-projects',
            projectLead({ formType, email, recipient: 'attacker@example.net', isSpam: false }),
            await captchaPass(url(), 'contact'),
          );
          expect(response.status, formType).toBe(200);
          const { data } = (await response.json()) as { data: { id: string } };
          const leads = await adminList<Record<string, unknown>>(service, token, UIDS.lead, { email });
          expect(leads.total).toBe(1);
          expect(leads.results[0]).toMatchObject({ formType, firstname: 'Asha', company: 'Northwind Retail' });
          expect(leads.results[0]?.recipient).toBeUndefined();

          const mails = await mailsOf(data.id);
          const teamMail = mails.find((mail) => mail.template === 'contact-team');
          const thanks = mails.find((mail) => mail.template === 'contact-thanks');
          expect(mails).toHaveLength(2);
          expect(teamMail).toMatchObject({
            recipient: team,
            subject: `New ${formType} form submission`,
            replyTo: email,
          });
          // PUBLIC_URL is not set in these boots: links use the site's canonical origin.
          expect(teamMail?.text).toContain('Page URL: https://www.auralis.example/contact');
          expect(teamMail?.text).toContain(`Form: ${formType}`);
          expect(teamMail?.text).toContain('Company: Northwind Retail');
          expect(thanks).toMatchObject({ recipient: email });
          expect(thanks?.text).toContain('Hello Asha Rao');
          expect(mails.map((mail) => mail.recipient)).not.toContain('attacker@example.net');
        }
      });

      it("links to the site's canonical origin in mails, whatever Host the request names", async () => {
        const forged = 'evil.example';
        const lead = await postWithHost(
          url(),
          '/api/contact-for-projects',
          forged,
          projectLead({ email: 'forged.host@example.com' }),
          await captchaPass(url(), 'contact'),
        );
        expect(lead.status, lead.body).toBe(200);
        const career = await postWithHost(
          url(),
          '/api/contact-for-careers',
          forged,
          { data: careerEnquiry({ email: 'forged.host.career@example.com' }) },
          await captchaPass(url(), 'contact'),
        );
        expect(career.status, career.body).toBe(200);
        const mails = [
          ...(await mailsOf((JSON.parse(lead.body) as { data: { id: string } }).data.id)),
          ...(await mailsOf((JSON.parse(career.body) as { data: { id: string } }).data.id)),
        ];
        expect(mails.map((mail) => mail.template).sort()).toEqual([
          'contact-team',
          'contact-team',
          'contact-thanks',
          'contact-thanks',
        ]);
        for (const mail of mails) {
          expect(`${mail.text}${mail.html}`, mail.template).not.toContain(forged);
        }
        const text = mails.map((mail) => mail.text).join('\n');
        expect(text).toContain('Page URL: https://www.auralis.example/contact');
        expect(text).toContain('Page URL: https://www.auralis.example/career');
        expect(text).toContain('Open roles: https://www.auralis.example/career/open-roles');
        expect(mails.find((mail) => mail.html.includes('/career/open-roles'))?.html).toContain(
          'href="https://www.auralis.example/career/open-roles"',
        );
      });

      it('escapes what the visitor typed in the mail HTML', async () => {
        const email = 'escape.check@example.com';
        const response = await post(
          url(),
          '/api/contact-for-projects',
          projectLead({ email, message: '<script>alert("x")</script> & <b>bold</b>' }),
          await captchaPass(url(), 'contact'),
        );
        const { data } = (await response.json()) as { data: { id: string } };
        const teamMail = (await mailsOf(data.id)).find((mail) => mail.template === 'contact-team');
        expect(teamMail?.html).toContain(
          '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
        );
        expect(teamMail?.html).not.toContain('<script>');
      });

      it('answers 400 naming each invalid field and stores nothing', async () => {
        const before = await count(UIDS.lead);
        const pass = await captchaPass(url(), 'contact');
        const invalid: Record<string, unknown> = {
          firstname: 'A',
          lastname: ' Rao',
          email: 'asha@',
          phone: 'call me',
          company: 'Ab',
          hearAbout: 'A friend at the gym',
          message: 'x',
          formType: 'career',
        };
        for (const [field, value] of Object.entries(invalid)) {
          const response = await post(url(), '/api/contact-for-projects', projectLead({ [field]: value }), pass);
          expect(response.status, field).toBe(400);
          const body = (await response.json()) as {
            error: { name: string; details: { errors: { path: string[]; message: string }[] } };
          };
          expect(body.error.name).toBe('ValidationError');
          expect(
            body.error.details.errors.map((error) => error.path[0]),
            field,
          ).toEqual([field]);
        }
        const missing = await post(url(), '/api/contact-for-projects', projectLead({ company: '', message: '' }), pass);
        const missingBody = (await missing.json()) as {
          error: { details: { errors: { path: string[]; message: string }[] } };
        };
        expect(missingBody.error.details.errors).toEqual([
          { path: ['company'], message: 'Required', name: 'ValidationError' },
          { path: ['message'], message: 'Required', name: 'ValidationError' },
        ]);
        expect(await count(UIDS.lead)).toBe(before);
      });

      it('answers 403 to a newsletter pass', async () => {
        const response = await post(
          url(),
          '/api/contact-for-projects',
          projectLead({ email: 'newsletter.pass@example.com' }),
          await captchaPass(url(), 'newsletter'),
        );
        expect(response.status).toBe(403);
        expect(await count(UIDS.lead, { email: 'newsletter.pass@example.com' })).toBe(0);
      });
    });

    describe('agiliti notifications', () => {
      it('stores no lead but queues the agiliti mails', async () => {
        const leads = await count(UIDS.lead);
        const careers = await count(UIDS.career);
        const response = await post(
          url(),
          '/api/contact-notifications',
          agilitiEnquiry(),
          await captchaPass(url(), 'contact'),
        );
        expect(response.status).toBe(200);
        const { data } = (await response.json()) as { data: { id: string } };
        const mails = await mailsOf(data.id);
        expect(mails.map((mail) => [mail.template, mail.recipient, mail.subject]).sort()).toEqual([
          ['contact-team', 'agiliti@auralis.example', 'Agiliti: New enquiry from Meena Shah'],
          ['contact-thanks', 'meena.shah@example.com', 'Thank you for contacting Auralis Digital, Meena'],
        ]);
        expect(await count(UIDS.lead)).toBe(leads);
        expect(await count(UIDS.career)).toBe(careers);
      });

      it('refuses a payload that is not the agiliti form', async () => {
        const pass = await captchaPass(url(), 'contact');
        const response = await post(
          url(),
          '/api/contact-notifications',
          agilitiEnquiry({ formType: 'project', phone: '' }),
          pass,
        );
        expect(response.status).toBe(400);
        const body = (await response.json()) as { error: { details: { errors: { path: string[] }[] } } };
        expect(body.error.details.errors.map((error) => error.path[0]).sort()).toEqual(['formType', 'phone']);
      });
    });

    describe('contact for careers', () => {
      const privateFiles = () => {
        try {
          return readdirSync(path.join(service.dataDir, 'private-uploads'));
        } catch {
          return [];
        }
      };

      it('stores an enquiry with its PDF privately; the admin downloads it, the public cannot', async () => {
        const pdf = minimalPdf();
        const response = await postCareer(
          careerForm(careerEnquiry(), { bytes: pdf, name: 'Ravi Menon CV.pdf' }),
          await captchaPass(url(), 'contact'),
        );
        expect(response.status).toBe(200);
        const { data } = (await response.json()) as { data: { id: string } };

        const enquiries = await adminList<Record<string, unknown>>(service, token, UIDS.career, {
          email: 'ravi.menon@example.com',
        });
        expect(enquiries.total).toBe(1);
        expect(enquiries.results[0]).toMatchObject({ firstname: 'Ravi', cvOriginalName: 'Ravi Menon CV.pdf' });

        const stored = privateFiles();
        expect(stored).toHaveLength(1);
        expect(stored[0]).toMatch(/^[a-f0-9]{32}\.pdf$/);
        expect(stored[0]).not.toContain('Ravi');
        // Nothing reaches the public folder, and the stored name is no URL there.
        expect(readdirSync(path.join(service.dataDir, 'public', 'uploads'))).not.toContain(stored[0]);
        expect((await fetch(`${url()}/uploads/${stored[0]}`)).status).toBe(404);
        const guessed = await fetch(`${url()}/private-uploads/${stored[0]}`);
        expect(await guessed.text()).not.toContain('%PDF-');

        const download = `${url()}/submissions-admin/career-enquiries/${data.id}/cv`;
        expect((await fetch(download)).status).toBe(401);
        const file = await fetch(download, { headers: { Authorization: `Bearer ${token}` } });
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('application/pdf');
        expect(file.headers.get('content-disposition')).toContain('attachment');
        const bytes = Buffer.from(await file.arrayBuffer());
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(createHash('sha256').update(pdf).digest('hex'));

        const mails = await mailsOf(data.id);
        const teamMail = mails.find((mail) => mail.template === 'contact-team');
        expect(teamMail).toMatchObject({ recipient: 'careers@auralis.example', subject: 'New career form submission' });
        expect(teamMail?.text).toContain('Ravi Menon CV.pdf');
        expect(mails.find((mail) => mail.template === 'contact-thanks')?.recipient).toBe('ravi.menon@example.com');
      });

      it('accepts an enquiry without a CV', async () => {
        const response = await postCareer(
          careerForm(careerEnquiry({ email: 'no.cv@example.com' })),
          await captchaPass(url(), 'contact'),
        );
        expect(response.status).toBe(200);
        expect(await count(UIDS.career, { email: 'no.cv@example.com' })).toBe(1);
      });

      it('refuses a program renamed .pdf, a non-PDF name and an oversized file, storing nothing', async () => {
        const before = await count(UIDS.career);
        const filesBefore = privateFiles().length;
        const pass = await captchaPass(url(), 'contact');
        const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048, 1)]);
        for (const cv of [
          { bytes: exe, name: 'resume.pdf' },
          { bytes: minimalPdf(), name: 'resume.docx' },
        ]) {
          const response = await postCareer(careerForm(careerEnquiry({ email: 'bad.file@example.com' }), cv), pass);
          expect(response.status, cv.name).toBe(400);
          const body = (await response.json()) as {
            error: { message: string; details: { errors: { path: string[]; message: string }[] } };
          };
          expect(body.error.message).toBe('Only pdf is allowed');
          expect(body.error.details.errors[0]?.path).toEqual(['cv']);
        }
        const oversized = Buffer.concat([minimalPdf(), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
        const big = await postCareer(
          careerForm(careerEnquiry({ email: 'big.file@example.com' }), { bytes: oversized, name: 'big.pdf' }),
          pass,
        );
        expect([400, 413]).toContain(big.status);
        if (big.status === 400) {
          const body = (await big.json()) as { error: { details: { errors: { path: string[]; message: string }[] } } };
          expect(body.error.details.errors[0]).toMatchObject({
            path: ['cv'],
            message: 'The file must be 5 MB or smaller',
          });
        }
        expect(await count(UIDS.career)).toBe(before);
        expect(privateFiles()).toHaveLength(filesBefore);
      });

      it('answers 400 naming an invalid field, and 403 without a pass', async () => {
        const pass = await captchaPass(url(), 'contact');
        const invalid = await postCareer(careerForm(careerEnquiry({ contact: '12345' })), pass);
        expect(invalid.status).toBe(400);
        const body = (await invalid.json()) as {
          error: { details: { errors: { path: string[]; message: string }[] } };
        };
        expect(body.error.details.errors).toEqual([
          { path: ['contact'], message: 'Number should have atleast 10 digits', name: 'ValidationError' },
        ]);
        const noPass = await postCareer(careerForm(careerEnquiry({ email: 'career.no.pass@example.com' })));
        expect(noPass.status).toBe(403);
        expect(await count(UIDS.career, { email: 'career.no.pass@example.com' })).toBe(0);
      });

      it('leaves no temporary upload behind', async () => {
        await waitFor(
          'temporary files removed',
          async () => (readdirSync(tmpDir).length === 0 ? true : undefined),
          5000,
        );
      });
    });

    describe('values at the edges of the rules', () => {
      it('stores addresses docs/forms.md#validation accepts even where a stricter email check would not', async () => {
        const newsletter = await post(
          url(),
          '/api/save-newsletter-users',
          { data: { email: 'a..bc@ex.com' } },
          await captchaPass(url(), 'newsletter'),
        );
        expect(newsletter.status, await newsletter.clone().text()).toBe(200);
        const lead = await post(
          url(),
          '/api/contact-for-projects',
          projectLead({ email: '.abc@ex.com' }),
          await captchaPass(url(), 'contact'),
        );
        expect(lead.status, await lead.clone().text()).toBe(200);
        const career = await postCareer(
          careerForm(careerEnquiry({ email: 'a..bc@ex.com' })),
          await captchaPass(url(), 'contact'),
        );
        expect(career.status, await career.clone().text()).toBe(200);

        expect(await count(UIDS.subscriber, { email: 'a..bc@ex.com' })).toBe(1);
        expect(await count(UIDS.lead, { email: '.abc@ex.com' })).toBe(1);
        expect(await count(UIDS.career, { email: 'a..bc@ex.com' })).toBe(1);
        // The thank-you mails are addressed to them too.
        for (const [response, address] of [
          [newsletter, 'a..bc@ex.com'],
          [lead, '.abc@ex.com'],
          [career, 'a..bc@ex.com'],
        ] as const) {
          const { data } = (await response.json()) as { data: { id: string } };
          expect((await mailsOf(data.id)).map((mail) => mail.recipient)).toContain(address);
        }
      });

      it('stores names in every alphabet as typed, greets them in the mails, and still refuses digits', async () => {
        // Issue 20, item 3: the shared schema's letters are Unicode letters and their combining marks.
        const names = [
          ['José', 'Łukasz'],
          ['Zoë', 'Søren'],
          ['अनन्या', 'محمد'],
        ] as const;
        for (const [index, [firstname, lastname]] of names.entries()) {
          const email = `every.alphabet.${index}@example.com`;
          const lead = await post(
            url(),
            '/api/contact-for-projects',
            projectLead({ firstname, lastname, email }),
            await captchaPass(url(), 'contact'),
          );
          expect(lead.status, await lead.clone().text()).toBe(200);
          const leads = await adminList<Record<string, unknown>>(service, token, UIDS.lead, { email });
          expect(leads.results[0]).toMatchObject({ firstname, lastname });
          const { data: leadData } = (await lead.json()) as { data: { id: string } };
          const thanks = (await mailsOf(leadData.id)).find((mail) => mail.template === 'contact-thanks');
          expect(thanks?.text).toContain(`Hello ${firstname} ${lastname}`);

          const career = await postCareer(
            careerForm(careerEnquiry({ firstname, lastname, email })),
            await captchaPass(url(), 'contact'),
          );
          expect(career.status, await career.clone().text()).toBe(200);
          const enquiries = await adminList<Record<string, unknown>>(service, token, UIDS.career, { email });
          expect(enquiries.results[0]).toMatchObject({ firstname, lastname });

          const agiliti = await post(
            url(),
            '/api/contact-notifications',
            agilitiEnquiry({ firstname, lastname, email }),
            await captchaPass(url(), 'contact'),
          );
          expect(agiliti.status, await agiliti.clone().text()).toBe(200);
          const { data: agilitiData } = (await agiliti.json()) as { data: { id: string } };
          const team = (await mailsOf(agilitiData.id)).find((mail) => mail.template === 'contact-team');
          expect(team?.subject).toBe(`Agiliti: New enquiry from ${firstname} ${lastname}`);
        }

        const digits = await post(
          url(),
          '/api/contact-for-projects',
          projectLead({ firstname: 'José2', email: 'every.alphabet.digits@example.com' }),
          await captchaPass(url(), 'contact'),
        );
        expect(digits.status).toBe(400);
        const body = (await digits.json()) as { error: { details: { errors: { path: string[]; message: string }[] } } };
        expect(body.error.details.errors).toEqual([
          { path: ['firstname'], message: messages.onlyAlphabet, name: 'ValidationError' },
        ]);
        expect(await count(UIDS.lead, { email: 'every.alphabet.digits@example.com' })).toBe(0);
      });

      it('drops a page path too long for its column rather than failing the insert', async () => {
        const pageUrl = `/${'a'.repeat(299)}`;
        const lead = await post(
          url(),
          '/api/contact-for-projects',
          projectLead({ email: 'long.page.url@example.com', pageUrl }),
          await captchaPass(url(), 'contact'),
        );
        expect(lead.status, await lead.clone().text()).toBe(200);
        const career = await postCareer(
          careerForm(careerEnquiry({ email: 'long.page.url@example.com', pageUrl })),
          await captchaPass(url(), 'contact'),
        );
        expect(career.status, await career.clone().text()).toBe(200);

        const leads = await adminList<{ pageUrl: string | null }>(service, token, UIDS.lead, {
          email: 'long.page.url@example.com',
        });
        const enquiries = await adminList<{ pageUrl: string | null }>(service, token, UIDS.career, {
          email: 'long.page.url@example.com',
        });
        expect([...leads.results, ...enquiries.results].map((row) => row.pageUrl)).toEqual([null, null]);
        for (const response of [lead, career]) {
          const { data } = (await response.json()) as { data: { id: string } };
          const team = (await mailsOf(data.id)).find((mail) => mail.template === 'contact-team');
          expect(team?.text).toContain('Page URL: not given');
        }
      });
    });

    // docs/forms.md#where-a-submission-came-from: sent only after the visitor accepted cookies, checked by the
    // shared schema, stored flat so that the admin's list filters on each value and the export carries it.
    describe('where a submission came from', () => {
      const attribution = {
        firstCampaign: { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'autumn-qa', li_fat_id: 'li-7' },
        latestCampaign: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'qa-brand', gclid: 'Cj0KCQ-1' },
        referrerHost: 'www.google.com',
        landingPage: '/services/quality-assurance-services',
      };
      const stored = {
        firstSource: 'linkedin',
        firstMedium: 'social',
        firstCampaign: 'autumn-qa',
        firstTerm: null,
        firstLiFatId: 'li-7',
        latestSource: 'google',
        latestMedium: 'cpc',
        latestCampaign: 'qa-brand',
        latestGclid: 'Cj0KCQ-1',
        latestMsclkid: null,
        referrerHost: 'www.google.com',
        landingPage: '/services/quality-assurance-services',
      };

      it('stores it with an enquiry, a career enquiry and a sign-up; the admin filters on it and exports it', async () => {
        const lead = await post(
          url(),
          '/api/contact-for-projects',
          projectLead({ email: 'attributed.lead@example.com', attribution }),
          await captchaPass(url(), 'contact'),
        );
        expect(lead.status).toBe(200);
        const career = await postCareer(
          careerForm(careerEnquiry({ email: 'attributed.career@example.com', attribution })),
          await captchaPass(url(), 'contact'),
        );
        expect(career.status).toBe(200);
        const signUp = await post(
          url(),
          '/api/save-newsletter-users',
          { data: { email: 'attributed.subscriber@example.com', attribution } },
          await captchaPass(url(), 'newsletter'),
        );
        expect(signUp.status).toBe(200);

        for (const [uid, email] of [
          [UIDS.lead, 'attributed.lead@example.com'],
          [UIDS.career, 'attributed.career@example.com'],
          [UIDS.subscriber, 'attributed.subscriber@example.com'],
        ] as const) {
          const { results } = await adminList<Record<string, unknown>>(service, token, uid, { email });
          expect(results[0], uid).toMatchObject(stored);
        }

        // Counted by source, medium and campaign for a date range: the list's filters, and the export of the same.
        const headers = { Authorization: `Bearer ${token}` };
        const since = new Date(Date.now() - 3_600_000).toISOString();
        const query = new URLSearchParams({
          'filters[$and][0][latestSource][$eq]': 'google',
          'filters[$and][1][latestMedium][$eq]': 'cpc',
          'filters[$and][2][latestCampaign][$eq]': 'qa-brand',
          'filters[$and][3][createdAt][$gte]': since,
        });
        const listed = (await (
          await fetch(`${url()}/content-manager/collection-types/${UIDS.lead}?${query}`, { headers })
        ).json()) as { results: { email: string }[]; pagination: { total: number } };
        expect(listed.results.map((row) => row.email)).toEqual(['attributed.lead@example.com']);
        const csv = await (
          await fetch(`${url()}/submissions-admin/contact-leads/export.csv?${query}`, { headers })
        ).text();
        const [header, ...rows] = csv
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
        expect(rows).toHaveLength(1);
        expect(header).toContain('"firstSource","firstMedium","firstCampaign"');
        expect(header).toContain('"referrerHost","landingPage"');
        expect(rows[0]).toContain('"attributed.lead@example.com"');
        expect(rows[0]).toContain('"www.google.com","/services/quality-assurance-services"');
      });

      it('stores none without it: a visitor who declined or did not answer', async () => {
        const response = await post(
          url(),
          '/api/contact-for-projects',
          projectLead({ email: 'unattributed.lead@example.com' }),
          await captchaPass(url(), 'contact'),
        );
        expect(response.status).toBe(200);
        const { results } = await adminList<Record<string, unknown>>(service, token, UIDS.lead, {
          email: 'unattributed.lead@example.com',
        });
        for (const column of ATTRIBUTION_COLUMNS) expect(results[0]?.[column], column).toBeNull();
        expect(results[0]?.pageUrl).toBe('/contact');
      });

      // docs/forms.md#where-a-submission-came-from: kept ATTRIBUTION_RETENTION_MONTHS (24), then emptied by a daily
      // job that one instance runs under a lease (src/retention).
      it('is emptied once older than the retention by the daily job, which waits for a lease another holds', async () => {
        const sendLead = async (email: string) => {
          const response = await post(
            url(),
            '/api/contact-for-projects',
            projectLead({ email, attribution }),
            await captchaPass(url(), 'contact'),
          );
          expect(response.status).toBe(200);
        };
        await sendLead('retained.old@example.com');
        await sendLead('retained.new@example.com');
        const twentyFiveMonthsAgo = new Date(Date.now() - 25 * 31 * 86_400_000);
        await db('contact_leads')
          .where({ email: 'retained.old@example.com' })
          .update({ created_at: twentyFiveMonthsAgo });
        const job = () => db('daily_jobs').where({ name: 'attribution-retention' });
        // The job ran when the service started; it is due again once a day has passed. Another instance holds it.
        await waitFor('the first run at start', async () => ((await job().first()) ? true : undefined));
        const dayAgo = new Date(Date.now() - 86_400_000 - 60_000);
        await job().update({
          last_run_at: dayAgo,
          lease_owner: 'another-instance',
          lease_until: new Date(Date.now() + 60_000),
        });
        const leadOf = async (email: string) =>
          (await adminList<Record<string, unknown>>(service, token, UIDS.lead, { email })).results[0];
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(await leadOf('retained.old@example.com'), 'while another instance holds the lease').toMatchObject(
          stored,
        );

        // The other instance's lease runs out: this one claims the job, runs it and marks it run.
        await job().update({ lease_until: new Date(Date.now() - 1_000) });
        const emptied = await waitFor('the attribution past the retention to be emptied', async () => {
          const lead = await leadOf('retained.old@example.com');
          return lead?.['firstSource'] === null ? lead : undefined;
        });
        for (const column of ATTRIBUTION_COLUMNS) expect(emptied[column], column).toBeNull();
        expect(emptied).toMatchObject({ email: 'retained.old@example.com', message: expect.any(String) as unknown });
        expect(await leadOf('retained.new@example.com'), 'a lead within the retention').toMatchObject(stored);
        const row = (await job().first()) as { last_run_at: unknown; last_outcome: string; lease_owner: unknown };
        expect(row.lease_owner).toBeNull();
        expect(row.last_outcome).toMatch(
          /^removed where the visitor came from on [1-9]\d* submissions received before /,
        );
      });

      it.each([
        ['an unknown key', { ...attribution, email: 'someone@example.com' }],
        ['an unknown campaign parameter', { firstCampaign: { utm_source: 'x', fbclid: 'y' } }],
        ['a referrer that is a full address', { referrerHost: 'https://www.google.com/search?q=auralis+digital' }],
        ['a value longer than the column', { latestCampaign: { utm_campaign: 'x'.repeat(256) } }],
        ['a landing page with its query', { landingPage: '/?utm_source=google' }],
      ])('refuses %s with 400 naming the field, storing nothing and keeping the pass', async (_what, bad) => {
        const email = `refused.${randomInt(1_000_000)}@example.com`;
        const pass = await captchaPass(url(), 'contact');
        const response = await post(url(), '/api/contact-for-projects', projectLead({ email, attribution: bad }), pass);
        expect(response.status).toBe(400);
        const body = (await response.json()) as { error: { details: { errors: { path: string[] }[] } } };
        expect(body.error.details.errors.every((error) => error.path.includes('attribution'))).toBe(true);
        expect(await count(UIDS.lead, { email })).toBe(0);
        // The refusal came before the pass was spent: the same pass sends the corrected enquiry.
        const corrected = await post(url(), '/api/contact-for-projects', projectLead({ email }), pass);
        expect(corrected.status).toBe(200);
      });
    });

    // docs/forms.md#the-lead-inbox: a status, an owner and notes on each lead and career enquiry, the only fields
    // anyone changes; a flag on an address that wrote twice within 90 days.
    describe('the lead inbox', () => {
      const managerUrl = (uid: string, rest = '') => `${url()}/content-manager/collection-types/${uid}${rest}`;
      const loginAs = async (credentials: { email: string; password: string } | undefined) => {
        if (!credentials) throw new Error('admin-credentials.json lacks the team');
        const response = await fetch(`${url()}/admin/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(credentials),
        });
        const { data } = (await response.json()) as { data: { token: string; user: { id: number } } };
        return {
          headers: { Authorization: `Bearer ${data.token}`, 'Content-Type': 'application/json' },
          id: data.user.id,
        };
      };
      const sendLead = async (email: string, message = 'We need a freight tracking portal.') => {
        const response = await post(
          url(),
          '/api/contact-for-projects',
          projectLead({ email, message }),
          await captchaPass(url(), 'contact'),
        );
        expect(response.status).toBe(200);
        return ((await response.json()) as { data: { id: string } }).data.id;
      };
      const entryOf = async (uid: string, documentId: string) =>
        (
          (await (
            await fetch(managerUrl(uid, `/${documentId}`), { headers: { Authorization: `Bearer ${token}` } })
          ).json()) as {
            data: Record<string, unknown>;
          }
        ).data;
      const update = (headers: Record<string, string>, uid: string, documentId: string, body: unknown) =>
        fetch(managerUrl(uid, `/${documentId}`), { method: 'PUT', headers, body: JSON.stringify(body) });

      it('flags an address that wrote before within 90 days, whatever its case, on every entry of it', async () => {
        const first = await sendLead('ines.duarte@example.com');
        const other = await sendLead('someone.else@example.com');
        expect(await entryOf(UIDS.lead, first)).toMatchObject({ stage: 'new', repeatSender: false });
        const again = await sendLead('Ines.Duarte@Example.com', 'Following up on my enquiry of last week.');
        const career = await postCareer(
          careerForm(careerEnquiry({ email: 'INES.DUARTE@example.com' })),
          await captchaPass(url(), 'contact'),
        );
        expect(career.status).toBe(200);
        const careerId = ((await career.json()) as { data: { id: string } }).data.id;
        for (const [uid, id] of [
          [UIDS.lead, first],
          [UIDS.lead, again],
          [UIDS.career, careerId],
        ] as const) {
          expect(await entryOf(uid, id), `${uid} ${id}`).toMatchObject({ stage: 'new', repeatSender: true });
        }
        expect((await entryOf(UIDS.lead, other))['repeatSender']).toBe(false);
        // Older than 90 days: a stranger again.
        await db('contact_leads')
          .whereIn('document_id', [first, again])
          .update({ created_at: new Date(Date.now() - 91 * 86_400_000) });
        await db('career_enquiries')
          .where({ document_id: careerId })
          .update({ created_at: new Date(Date.now() - 91 * 86_400_000) });
        const later = await sendLead('ines.duarte@example.com', 'A new project, months later.');
        expect((await entryOf(UIDS.lead, later))['repeatSender']).toBe(false);
      });

      it("lets the Editor change a lead's status, owner and notes, and nothing else; the super admin neither", async () => {
        const credentials = service.adminCredentials();
        const editor = await loginAs(credentials.editor);
        const id = await sendLead('kofi.mensah@example.com', 'Please call me about a data platform.');
        const stored = await entryOf(UIDS.lead, id);

        const worked = await update(editor.headers, UIDS.lead, id, {
          ...stored,
          stage: 'contacted',
          notes: 'Called on Monday; proposal by Friday.',
          owner: credentials.editor?.email,
        });
        expect(worked.status, await worked.clone().text()).toBe(200);
        const after = await entryOf(UIDS.lead, id);
        expect(after).toMatchObject({
          stage: 'contacted',
          notes: 'Called on Monday; proposal by Friday.',
          owner: credentials.editor?.email,
        });
        // The owner is someone on the team: the team route lists them by name, and no one else is taken.
        const team = (await (
          await fetch(`${url()}/submissions-admin/contact-leads/team`, { headers: editor.headers })
        ).json()) as { data: { email: string; name: string }[] };
        expect(team.data).toContainEqual({ email: credentials.editor?.email, name: 'Marketing Editor' });
        expect((await fetch(`${url()}/submissions-admin/contact-leads/team`)).status).toBe(401);
        const stranger = await update(editor.headers, UIDS.lead, id, { ...after, owner: 'stranger@example.com' });
        expect(stranger.status).toBe(400);
        const strangerBody = (await stranger.json()) as { error: { details: { errors: { path: string[] }[] } } };
        expect(strangerBody.error.details.errors.map((error) => error.path[0])).toEqual(['owner']);

        for (const [who, headers] of [
          ['the Editor', editor.headers],
          ['the super admin', { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }],
        ] as const) {
          const refused = await update(headers, UIDS.lead, id, {
            ...after,
            message: 'Changed after the fact.',
            email: 'someone.else@example.com',
          });
          expect(refused.status, who).toBe(400);
          const body = (await refused.json()) as { error: { details: { errors: { path: string[] }[] } } };
          expect(body.error.details.errors.map((error) => error.path[0]).sort(), who).toEqual(['email', 'message']);
        }
        expect(await entryOf(UIDS.lead, id)).toMatchObject({
          message: 'Please call me about a data platform.',
          email: 'kofi.mensah@example.com',
          stage: 'contacted',
        });
        // A stage outside the five is the enumeration's own 400.
        expect((await update(editor.headers, UIDS.lead, id, { ...after, stage: 'archived' })).status).toBe(400);
      });

      it('lets the Recruiter work the career enquiries, not the leads; the Editor not the career enquiries', async () => {
        const credentials = service.adminCredentials();
        const recruiter = await loginAs(credentials.recruiter);
        const editor = await loginAs(credentials.editor);
        const lead = await sendLead('amara.okafor@example.com');
        const career = await postCareer(
          careerForm(careerEnquiry({ email: 'amara.okafor.career@example.com' })),
          await captchaPass(url(), 'contact'),
        );
        const careerId = ((await career.json()) as { data: { id: string } }).data.id;
        const enquiry = await entryOf(UIDS.career, careerId);
        const worked = await update(recruiter.headers, UIDS.career, careerId, { ...enquiry, stage: 'qualified' });
        expect(worked.status).toBe(200);
        expect((await entryOf(UIDS.career, careerId))['stage']).toBe('qualified');
        expect((await update(recruiter.headers, UIDS.lead, lead, { stage: 'won' })).status).toBe(403);
        expect((await update(editor.headers, UIDS.career, careerId, { stage: 'won' })).status).toBe(403);
        // Deleting one stays the super admin's.
        const deleted = await fetch(managerUrl(UIDS.lead, `/${lead}`), { method: 'DELETE', headers: editor.headers });
        expect(deleted.status).toBe(403);
      });
    });

    describe('privacy and the admin', () => {
      it('gives the public no way to list or read any of the collections', async () => {
        for (const collection of ['newsletter-subscribers', 'contact-leads', 'career-enquiries', 'outbox-mails']) {
          for (const path of [`/api/${collection}`, `/api/${collection}/1`]) {
            const response = await fetch(`${url()}${path}`);
            expect([403, 404], path).toContain(response.status);
          }
          const csv = await fetch(`${url()}/submissions-admin/${collection}/export.csv`);
          expect(csv.status, collection).toBe(401);
        }
      });

      it('exports each collection as CSV for the admin', async () => {
        const headers = { Authorization: `Bearer ${token}` };
        const subscribers = await fetch(`${url()}/submissions-admin/newsletter-subscribers/export.csv`, { headers });
        expect(subscribers.status).toBe(200);
        expect(subscribers.headers.get('content-type')).toContain('text/csv');
        const bytes = Buffer.from(await subscribers.arrayBuffer());
        // A byte-order mark first, so spreadsheet programs read the file as UTF-8.
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const csv = bytes.subarray(3).toString('utf8');
        expect(csv.split('\r\n')[0]).toMatch(
          /^"id","documentId","createdAt","email","consent","confirmationSentAt","confirmedAt","unsubscribedAt","firstSource",/,
        );
        // Double opt-in is on (the default): the sign-up is unconfirmed, so the export lists it only when the list
        // filters on the subscription's state (docs/forms.md#newsletter-consent).
        expect(csv).not.toContain('Priya.Nair@Example.com');
        const unconfirmed = await fetch(
          `${url()}/submissions-admin/newsletter-subscribers/export.csv?${new URLSearchParams({ 'filters[$and][0][consent][$eq]': 'unconfirmed' }).toString()}`,
          { headers },
        );
        expect(await unconfirmed.text()).toContain('Priya.Nair@Example.com');
        const leads = await (await fetch(`${url()}/submissions-admin/contact-leads/export.csv`, { headers })).text();
        expect(leads).toContain('project.lead@example.com');
        const careers = await (
          await fetch(`${url()}/submissions-admin/career-enquiries/export.csv`, { headers })
        ).text();
        expect(careers).toContain('Ravi Menon CV.pdf');
        const outbox = await (await fetch(`${url()}/submissions-admin/outbox-mails/export.csv`, { headers })).text();
        expect(outbox).toContain('Agiliti: New enquiry from Meena Shah');
      });

      it('shows each submission collection in plain words, newest first, with the internal fields out of the edit view', async () => {
        const headers = { Authorization: `Bearer ${token}` };
        const schemas = (await (await fetch(`${url()}/content-manager/content-types`, { headers })).json()) as {
          data: { uid: string; attributes: Record<string, unknown> }[];
        };
        // The words the marketing team and the recruiters asked for, spelled out here rather than read back from
        // the table that writes them.
        const spotChecks: Record<string, Record<string, string>> = {
          [UIDS.subscriber]: { email: 'Email', createdAt: 'Subscribed' },
          [UIDS.lead]: { firstname: 'First name', email: 'Email', formType: 'Enquiry type', createdAt: 'Received' },
          [UIDS.career]: { lastname: 'Last name', contact: 'Phone', cvOriginalName: 'CV', createdAt: 'Received' },
          [UIDS.application]: { First_Name: 'First name', Job_Opening_Name: 'Job', createdAt: 'Applied' },
          [UIDS.opening]: { Job_Opening_Name: 'Job title', isOpen: 'Open' },
          [UIDS.outbox]: { recipient: 'To', deliveryStatus: 'Status', createdAt: 'Queued' },
          [UIDS.crmHandover]: { kind: 'Kind', deliveryStatus: 'Status', deliveredAt: 'Delivered' },
        };
        const hiddenChecks: Record<string, string[]> = {
          [UIDS.subscriber]: ['emailNormalized'],
          [UIDS.career]: ['cv'],
          [UIDS.application]: ['Job_Opening_Id', 'resume', 'coverLetter', 'applicationKey'],
          [UIDS.outbox]: ['dedupeKey', 'signature', 'leaseOwner', 'leaseUntil', 'nextAttemptAt'],
          [UIDS.crmHandover]: ['signature', 'leaseOwner', 'leaseUntil'],
        };
        expect(SUBMISSION_VIEWS.map((view) => view.uid).sort()).toEqual(Object.keys(spotChecks).sort());

        for (const view of SUBMISSION_VIEWS) {
          const response = await fetch(`${url()}/content-manager/content-types/${view.uid}/configuration`, { headers });
          expect(response.status, view.uid).toBe(200);
          const { contentType } = ((await response.json()) as { data: { contentType: StoredView } }).data;
          expect(contentType.settings, view.uid).toMatchObject({
            mainField: view.mainField,
            defaultSortBy: 'createdAt',
            defaultSortOrder: 'DESC',
          });
          expect(contentType.layouts.list, view.uid).toEqual(view.list);
          for (const [field, label] of Object.entries(spotChecks[view.uid] ?? {})) {
            expect(contentType.metadatas[field]?.list.label, `${view.uid} ${field}`).toBe(label);
            expect(contentType.metadatas[field]?.edit.label, `${view.uid} ${field}`).toBe(label);
          }
          const inEditView = contentType.layouts.edit.flat().map((entry) => entry.name);
          for (const [field, { label, description, internal }] of Object.entries(view.fields)) {
            const edit = contentType.metadatas[field]?.edit;
            expect(edit, `${view.uid} ${field}`).toMatchObject({ label, description });
            if (internal) {
              expect(edit?.visible, `${view.uid} ${field}`).toBe(false);
              expect(inEditView, `${view.uid} ${field}`).not.toContain(field);
            } else if (field !== 'createdAt') {
              expect(inEditView, `${view.uid} ${field}`).toContain(field);
            }
          }
          // Out of sight, not out of the model: the schema still has every hidden field.
          const schema = schemas.data.find((type) => type.uid === view.uid);
          for (const field of hiddenChecks[view.uid] ?? []) {
            expect(contentType.metadatas[field]?.edit.visible, `${view.uid} ${field}`).toBe(false);
            expect(schema?.attributes, `${view.uid} ${field}`).toHaveProperty(field);
          }
        }
      });

      it('exports only what the list shows: its search, its filters and its sort; a bad filter is a 400', async () => {
        const headers = { Authorization: `Bearer ${token}` };
        const first = 'export-a.csvcheck@example.com';
        const second = 'export-b.csvcheck@example.org';
        for (const [email, firstname] of [
          [first, 'Anika'],
          [second, 'Bharat'],
        ] as const) {
          const response = await post(
            url(),
            '/api/contact-for-projects',
            projectLead({ email, firstname }),
            await captchaPass(url(), 'contact'),
          );
          expect(response.status).toBe(200);
        }
        const exportWith = async (query: string) => {
          const response = await fetch(`${url()}/submissions-admin/contact-leads/export.csv?${query}`, { headers });
          return { status: response.status, text: (await response.text()).replace(/^\uFEFF/, '') };
        };
        const emailsIn = (csv: string) => {
          const [header = [], ...records] = csvRecords(csv);
          const column = header.indexOf('email');
          return records.map((record) => record[column]);
        };

        // The list's search box.
        const searched = await exportWith(new URLSearchParams({ _q: 'export-a.csvcheck' }).toString());
        expect(searched.status).toBe(200);
        expect(emailsIn(searched.text)).toEqual([first]);

        // A filter as the list's filter menu writes it, and the shorter form a link may use.
        const filtered = await exportWith(
          new URLSearchParams({ 'filters[$and][0][email][$containsi]': 'CSVCHECK@example.ORG' }).toString(),
        );
        expect(filtered.status).toBe(200);
        expect(emailsIn(filtered.text)).toEqual([second]);
        const short = await exportWith(new URLSearchParams({ 'filters[email][$containsi]': 'example.org' }).toString());
        expect(emailsIn(short.text)).toContain(second);
        expect(emailsIn(short.text).every((email) => email?.endsWith('example.org'))).toBe(true);

        // The list's sort and paging: newest first, and every matching row whatever page is on screen.
        const sorted = await exportWith(
          new URLSearchParams({
            'filters[$and][0][email][$containsi]': 'csvcheck',
            sort: 'createdAt:DESC',
            page: '2',
            pageSize: '1',
          }).toString(),
        );
        expect(emailsIn(sorted.text)).toEqual([second, first]);

        // Without a query string: every lead, oldest first, as before.
        const everything = await exportWith('');
        const all = emailsIn(everything.text);
        expect(all).toHaveLength((await adminList(service, token, UIDS.lead)).total);
        expect(all.indexOf(first)).toBeLessThan(all.indexOf(second));

        for (const bad of [
          'filters[nope][$eq]=x',
          'filters[email][$bogus]=x',
          'filters[$and][0][emial][$containsi]=x',
          'filters[createdAt][$gt]=yesterday',
          'filters[id][$eq]=first',
          'filters=email',
          'sort=nope:ASC',
        ]) {
          const answer = await exportWith(bad);
          expect(answer.status, bad).toBe(400);
          expect(answer.text, bad).not.toContain('@');
        }
        const anonymous = await fetch(`${url()}/submissions-admin/contact-leads/export.csv?_q=csvcheck`);
        expect(anonymous.status).toBe(401);
      });
    });
  });

  describe(`submission limits on ${label}`, () => {
    /** Every submission route, with a valid payload: what refuses it is the missing pass, then the limit. */
    const routes: Record<string, (baseUrl: string) => Promise<Response>> = {
      '/api/save-newsletter-users': (baseUrl) =>
        post(baseUrl, '/api/save-newsletter-users', { data: { email: 'limits.newsletter@example.com' } }),
      '/api/contact-for-projects': (baseUrl) =>
        post(baseUrl, '/api/contact-for-projects', projectLead({ email: 'limits.project@example.com' })),
      '/api/contact-notifications': (baseUrl) =>
        post(baseUrl, '/api/contact-notifications', agilitiEnquiry({ email: 'limits.agiliti@example.com' })),
      '/api/contact-for-careers': (baseUrl) =>
        fetch(`${baseUrl}/api/contact-for-careers`, {
          method: 'POST',
          body: careerForm(careerEnquiry({ email: 'limits.career@example.com' }), {
            bytes: minimalPdf(),
            name: 'cv.pdf',
          }),
        }),
    };
    let service: BootedService;
    let cleanUp: (() => Promise<void>) | undefined;
    let token: string;

    beforeAll(async () => {
      const setup = await env();
      cleanUp = setup.cleanUp;
      // The routes share one budget per IP: one request each fits, the next one each does not.
      const perMinute = String(Object.keys(routes).length);
      service = await bootContentService({
        ...SUBMISSION_TEST_ENV,
        RATE_LIMIT_SUBMISSIONS_PER_MINUTE: perMinute,
        ...setup.env,
      });
      token = await adminToken(service);
    });

    afterAll(async () => {
      await service?.stop();
      await cleanUp?.();
    });

    it('answers 403 without a pass on each route, storing and mailing nothing, and 429 once over the limit', async () => {
      const mailsBefore = (await adminList(service, token, UIDS.outbox)).total;
      for (const [route, send] of Object.entries(routes)) {
        expect((await send(service.baseUrl)).status, route).toBe(403);
      }
      expect(await adminList(service, token, UIDS.subscriber, { email: 'limits.newsletter@example.com' })).toEqual({
        results: [],
        total: 0,
      });
      for (const [uid, email] of [
        [UIDS.lead, 'limits.project@example.com'],
        [UIDS.career, 'limits.career@example.com'],
      ] as const) {
        expect((await adminList(service, token, uid, { email })).total, uid).toBe(0);
      }
      expect((await adminList(service, token, UIDS.outbox)).total).toBe(mailsBefore);

      for (const [route, send] of Object.entries(routes)) {
        const response = await send(service.baseUrl);
        expect(response.status, route).toBe(429);
        expect(Number(response.headers.get('retry-after')), route).toBeGreaterThan(0);
        expect(((await response.json()) as { error: { message: string } }).error.message, route).toBe(
          messages.tooManyRequests,
        );
      }
    });
  });
}
