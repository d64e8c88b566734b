/**
 * Leads handed to the team's CRM (issue 35, item 3; docs/forms.md#handing-leads-to-the-crm), against booted
 * services on SQLite and on PostgreSQL, with local stand-ins that speak each protocol (crm-stand-ins.ts):
 *
 * - the signed webhook: a lead, a subscriber and a career enquiry are each delivered once, signed so that the
 *   receiver's check passes with the secret and fails with another, with the visitor's fields and where they came
 *   from and none of the lead inbox's fields; a 500 or no answer is retried and delivered once; a 400 is failed
 *   for good with the receiver's reason; a hand-over another instance holds is left alone until its lease runs
 *   out; a row the site did not write is refused; many at once, and (on PostgreSQL) two services on one
 *   database, deliver each once;
 * - HubSpot's forms API: each kind goes to its form with the mapped fields, and a refusal is failed with
 *   HubSpot's reason;
 * - with CRM_PROVIDER=none nothing is queued, and a webhook without its secret stops the start.
 */
import { randomUUID } from 'node:crypto';

import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { handoverPayload } from '../src/crm/payload';
import { signHandover } from '../src/crm/signature';
import { adminSession } from './admin-api';
import { type BootedService, bootContentService } from './boot';
import { HubspotFormsStandIn, receiverVerifies, WebhookReceiverStandIn } from './crm-stand-ins';
import { databaseOfService } from './knex-databases';
import {
  adminList,
  adminToken,
  captchaPass,
  post,
  projectLead,
  SUBMISSION_TEST_ENV,
  waitFor,
} from './submissions-suite';

const HANDOVER_UID = 'api::crm-handover.crm-handover';
/** Set here so the tests can sign a row as the service does (and the second service shares it). */
const SIGNING_KEY = 'crm-suite-signing-key-0123456789abcdefghijklmnopqrstuvwxyz';
const WEBHOOK_SECRET = 'crm-suite-webhook-secret-0123456789abcdefghijklmnop';

/** Fast polls and retries: a retry comes 300 ms after a failure, the fourth attempt is the last. */
const CRM_TEST_ENV: Record<string, string> = {
  ...SUBMISSION_TEST_ENV,
  OUTBOX_SIGNING_KEY: SIGNING_KEY,
  CRM_POLL_MS: '200',
  CRM_RETRY_BASE_MS: '300',
  CRM_RETRY_MAX_MS: '1000',
  CRM_MAX_ATTEMPTS: '4',
  CRM_TIMEOUT_MS: '1000',
  CRM_LEASE_MS: '4000',
  // A subscriber is handed over once subscribed: at sign-up without double opt-in (with it, once confirmed).
  NEWSLETTER_DOUBLE_OPT_IN: 'false',
};

const attribution = {
  firstCampaign: { utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'autumn-qa' },
  latestCampaign: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'qa-brand', gclid: 'Cj0KCQ-1' },
  referrerHost: 'www.google.com',
  landingPage: '/services/quality-assurance-services',
};

interface HandoverRow {
  documentId: string;
  handoverId: string;
  kind: string;
  submissionId: string;
  payload?: string;
  deliveryStatus: string;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
}

const FINAL = ['delivered', 'failed', 'refused'];

type SuiteEnv = () => Promise<{ env: Record<string, string>; cleanUp?: () => Promise<void> }>;

/** One booted service with its admin token and database, for a describe block. */
function bootedWith(env: SuiteEnv, extraEnv: () => Record<string, string>) {
  const state: {
    service?: BootedService;
    token?: string;
    db?: Knex;
    env?: Record<string, string>;
    cleanUp?: () => Promise<void>;
  } = {};
  beforeAll(async () => {
    const setup = await env();
    state.cleanUp = setup.cleanUp;
    state.env = { ...CRM_TEST_ENV, ...setup.env, ...extraEnv() };
    state.service = await bootContentService(state.env);
    state.token = await adminToken(state.service);
    state.db = databaseOfService(state.service, setup.env.DATABASE_URL);
  });
  afterAll(async () => {
    await state.db?.destroy();
    await state.service?.stop();
    await state.cleanUp?.();
  });
  const service = () => {
    if (!state.service || !state.token) throw new Error('the service did not start');
    return { service: state.service, token: state.token };
  };
  const handoverOf = async (submissionId: string): Promise<HandoverRow | undefined> => {
    const { service: booted, token } = service();
    return (await adminList<HandoverRow>(booted, token, HANDOVER_UID, { submissionId })).results[0];
  };
  return {
    state,
    service,
    handoverOf,
    /** The hand-over once it is delivered, failed or refused. */
    settled: (submissionId: string) =>
      waitFor(`the hand-over of ${submissionId} to settle`, async () => {
        const row = await handoverOf(submissionId);
        return row && FINAL.includes(row.deliveryStatus) ? row : undefined;
      }),
  };
}

async function sendLead(baseUrl: string, email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await post(
    baseUrl,
    '/api/contact-for-projects',
    projectLead({ email, ...extra }),
    await captchaPass(baseUrl, 'contact'),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function sendSubscriber(baseUrl: string, email: string): Promise<string> {
  const response = await post(
    baseUrl,
    '/api/save-newsletter-users',
    { data: { email, attribution } },
    await captchaPass(baseUrl, 'newsletter'),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

async function sendCareerEnquiry(baseUrl: string, email: string): Promise<string> {
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      firstname: 'Ravi',
      lastname: 'Menon',
      email,
      contact: '+91 99000 11223',
      company: 'Acme Labs',
      aboutyou: 'Backend engineer, six years of Node.js and PostgreSQL.',
      hearAboutUs: 'Job Portal',
      pageUrl: '/career',
    }),
  );
  const response = await fetch(`${baseUrl}/api/contact-for-careers`, {
    method: 'POST',
    headers: { 'X-Captcha-Pass': await captchaPass(baseUrl, 'contact') },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function crmHandoverSuite(label: string, env: SuiteEnv) {
  describe(`leads handed to the CRM on ${label} (issue 35, item 3)`, () => {
    describe('through the signed webhook', () => {
      const receiver = new WebhookReceiverStandIn(WEBHOOK_SECRET);
      beforeAll(() => receiver.start());
      afterAll(() => receiver.close());
      const booted = bootedWith(env, () => ({
        CRM_PROVIDER: 'webhook',
        CRM_WEBHOOK_URL: receiver.url,
        CRM_WEBHOOK_SECRET: WEBHOOK_SECRET,
      }));
      const url = () => booted.service().service.baseUrl;

      it('hands a lead, a subscriber and a career enquiry over once each, signed with the secret', async () => {
        const leadId = await sendLead(url(), 'crm.lead@example.com', { attribution });
        const subscriberId = await sendSubscriber(url(), 'crm.subscriber@example.com');
        const careerId = await sendCareerEnquiry(url(), 'crm.career@example.com');
        for (const [id, kind] of [
          [leadId, 'lead'],
          [subscriberId, 'subscriber'],
          [careerId, 'career-enquiry'],
        ] as const) {
          const row = await booted.settled(id);
          expect(row, kind).toMatchObject({ kind, deliveryStatus: 'delivered', attempts: 1, lastError: null });
          expect(row.deliveredAt).toBeTruthy();
          const requests = receiver.requestsFor(id);
          expect(requests, kind).toHaveLength(1);
          const [request] = requests;
          if (!request) throw new Error('no request');
          expect(request.answered).toBe(200);
          expect(request.contentType).toMatch(/^application\/json/);
          expect(request.idempotencyKey).toBe(row.handoverId);
          expect(request.json).toMatchObject({ id: row.handoverId, kind, submissionId: id });
          // The receiver's own check passes with the secret, and fails with any other.
          expect(receiverVerifies(WEBHOOK_SECRET, request.timestamp, request.body, request.signature)).toBe(true);
          expect(receiverVerifies(`${WEBHOOK_SECRET}-other`, request.timestamp, request.body, request.signature)).toBe(
            false,
          );
          expect(request.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
        }

        const [lead] = receiver.requestsFor(leadId);
        expect(lead?.json).toMatchObject({
          pageUrl: expect.stringMatching(/\/contact$/) as unknown,
          fields: {
            formType: 'project',
            firstname: 'Asha',
            lastname: 'Rao',
            email: 'crm.lead@example.com',
            company: 'Northwind Retail',
            hearAbout: 'LinkedIn',
          },
          attribution: {
            firstSource: 'linkedin',
            firstCampaign: 'autumn-qa',
            latestSource: 'google',
            latestGclid: 'Cj0KCQ-1',
            latestTerm: null,
            referrerHost: 'www.google.com',
            landingPage: '/services/quality-assurance-services',
          },
        });
        // The lead inbox's fields stay in the admin.
        for (const internal of ['stage', 'owner', 'notes', 'repeatSender']) {
          expect(lead?.body, internal).not.toContain(`"${internal}"`);
        }
        const [subscriber] = receiver.requestsFor(subscriberId);
        expect(subscriber?.json).toMatchObject({
          fields: { email: 'crm.subscriber@example.com' },
          attribution: { latestCampaign: 'qa-brand' },
        });
        const [career] = receiver.requestsFor(careerId);
        expect(career?.json).toMatchObject({
          fields: { email: 'crm.career@example.com', contact: '+91 99000 11223', hearAboutUs: 'Job Portal' },
        });
        expect(receiver.duplicates).toEqual([]);
      });

      it('retries a 500 and delivers once on the 200 that follows, with the same id and body', async () => {
        receiver.script('crm.retry@example.com', [{ status: 500 }, { status: 200 }]);
        const id = await sendLead(url(), 'crm.retry@example.com');
        const row = await booted.settled(id);
        expect(row).toMatchObject({ deliveryStatus: 'delivered', attempts: 2, lastError: null });
        const requests = receiver.requestsFor(id);
        expect(requests.map((request) => request.answered)).toEqual([500, 200]);
        expect(new Set(requests.map((request) => request.idempotencyKey)).size).toBe(1);
        expect(new Set(requests.map((request) => request.body)).size).toBe(1);
        await pause(800);
        expect(receiver.requestsFor(id)).toHaveLength(2);
      });

      it('retries a receiver that does not answer in time (CRM_TIMEOUT_MS)', async () => {
        receiver.script('crm.slow@example.com', ['hang']);
        const id = await sendLead(url(), 'crm.slow@example.com');
        const row = await booted.settled(id);
        expect(row).toMatchObject({ deliveryStatus: 'delivered', attempts: 2 });
        expect(receiver.requestsFor(id).map((request) => request.answered)).toEqual(['no answer', 200]);
      });

      it('fails a 400 for good with the reason, and never sends it again', async () => {
        receiver.script('crm.refused@example.com', [{ status: 400, body: { error: 'unknown field enquiry_type' } }]);
        const id = await sendLead(url(), 'crm.refused@example.com');
        const row = await booted.settled(id);
        expect(row).toMatchObject({ deliveryStatus: 'failed', attempts: 1, deliveredAt: null });
        expect(row.lastError).toBe('HTTP 400: {"error":"unknown field enquiry_type"}');
        await pause(1_500);
        expect(receiver.requestsFor(id)).toHaveLength(1);
        expect((await booted.handoverOf(id))?.deliveryStatus).toBe('failed');
      });

      it('gives up after CRM_MAX_ATTEMPTS server errors, and says why', async () => {
        receiver.script(
          'crm.down@example.com',
          [503, 503, 503, 503, 503].map((status) => ({ status })),
        );
        const id = await sendLead(url(), 'crm.down@example.com');
        const row = await waitFor('four attempts', async () => {
          const current = await booted.settled(id);
          return current;
        });
        expect(row).toMatchObject({
          deliveryStatus: 'failed',
          attempts: 4,
          lastError: expect.stringMatching(/^HTTP 503/) as unknown,
        });
        expect(receiver.requestsFor(id)).toHaveLength(4);
      });

      /** A hand-over row written as the service writes one, straight into the database. */
      async function insertHandover(options: {
        email: string;
        signature?: string;
        leaseOwner?: string;
        leaseUntil?: Date;
      }) {
        const db = booted.state.db;
        if (!db) throw new Error('no database');
        const submissionId = `direct-${randomUUID()}`;
        const signed = {
          handoverId: randomUUID(),
          kind: 'lead',
          submissionId,
          payload: JSON.stringify(
            handoverPayload({
              kind: 'lead',
              submissionId,
              submittedAt: new Date(),
              origin: 'https://www.auralis.example',
              submission: { firstname: 'Direct', lastname: 'Row', email: options.email, formType: 'general' },
            }),
          ),
        };
        const columns = await db('crm_handovers').columnInfo();
        const now = new Date();
        const row: Record<string, unknown> = {
          document_id: randomUUID().replace(/-/g, '').slice(0, 24),
          handover_id: signed.handoverId,
          kind: signed.kind,
          submission_id: signed.submissionId,
          payload: signed.payload,
          signature: options.signature ?? signHandover(SIGNING_KEY, signed),
          delivery_status: 'pending',
          attempts: 0,
          next_attempt_at: now,
          lease_owner: options.leaseOwner ?? null,
          lease_until: options.leaseUntil ?? null,
          created_at: now,
          updated_at: now,
        };
        if ('published_at' in columns) row['published_at'] = now;
        await db('crm_handovers').insert(row);
        return { submissionId, table: () => db('crm_handovers').where({ submission_id: submissionId }) };
      }

      it("leaves a hand-over another instance holds alone, and delivers it once that instance's lease runs out", async () => {
        const held = await insertHandover({
          email: 'crm.leased@example.com',
          leaseOwner: 'another-instance',
          leaseUntil: new Date(Date.now() + 60_000),
        });
        await pause(1_200);
        expect(receiver.requestsFor(held.submissionId), 'while another instance holds it').toHaveLength(0);
        // The other instance crashed: its lease runs out, this one claims the hand-over and delivers it.
        await held.table().update({ lease_until: new Date(Date.now() - 1_000) });
        const row = await booted.settled(held.submissionId);
        expect(row).toMatchObject({ deliveryStatus: 'delivered', attempts: 1 });
        expect(receiver.requestsFor(held.submissionId)).toHaveLength(1);
        const stored = (await held.table().first()) as { lease_owner: unknown };
        expect(stored.lease_owner).toBeNull();
      });

      it('refuses a row the site did not write (its signature does not match) and never sends it', async () => {
        const forged = await insertHandover({ email: 'crm.forged@example.com', signature: 'v1.forged' });
        const row = await booted.settled(forged.submissionId);
        expect(row).toMatchObject({ deliveryStatus: 'refused' });
        expect(row.lastError).toMatch(/not written by the site/);
        expect(receiver.requestsFor(forged.submissionId)).toHaveLength(0);
      });

      it('shows the hand-overs read-only in the admin: nobody creates one, the Editor reads them without the payload', async () => {
        const { service } = booted.service();
        const credentials = service.adminCredentials();
        if (!credentials.editor) throw new Error('admin-credentials.json lacks the editor');
        const editor = await adminSession(service.baseUrl, credentials.editor);
        const collection = `${service.baseUrl}/content-manager/collection-types/${HANDOVER_UID}`;
        const created = await fetch(collection, {
          method: 'POST',
          headers: editor.headers,
          body: JSON.stringify({
            handoverId: 'x',
            kind: 'lead',
            submissionId: 'x',
            payload: '{}',
            nextAttemptAt: new Date(),
          }),
        });
        expect(created.status).toBe(403);
        const superAdmin = { Authorization: `Bearer ${booted.service().token}`, 'Content-Type': 'application/json' };
        const asSuperAdmin = await fetch(collection, {
          method: 'POST',
          headers: superAdmin,
          body: JSON.stringify({
            handoverId: 'x',
            kind: 'lead',
            submissionId: 'x',
            payload: '{}',
            nextAttemptAt: new Date(),
          }),
        });
        expect(asSuperAdmin.status).toBe(403);
        const listed = await fetch(`${collection}?page=1&pageSize=10`, { headers: editor.headers });
        expect(listed.status).toBe(200);
        const { results } = (await listed.json()) as { results: Record<string, unknown>[] };
        expect(results.length).toBeGreaterThan(0);
        expect(results[0]).toHaveProperty('deliveryStatus');
        expect(results[0]).not.toHaveProperty('payload');
        const documentId = String(results[0]?.['documentId']);
        const changed = await fetch(`${collection}/${documentId}`, {
          method: 'PUT',
          headers: editor.headers,
          body: JSON.stringify({ deliveryStatus: 'pending' }),
        });
        expect(changed.status).toBe(403);
      });

      it('delivers each of many simultaneous submissions once', async () => {
        receiver.delayMs = 150;
        try {
          const emails = Array.from({ length: 6 }, (_, index) => `crm.many.${index}@example.com`);
          const ids = await Promise.all(emails.map((email) => sendLead(url(), email)));
          for (const id of ids) expect((await booted.settled(id)).deliveryStatus).toBe('delivered');
          for (const id of ids) expect(receiver.requestsFor(id), id).toHaveLength(1);
          expect(receiver.duplicates).toEqual([]);
        } finally {
          receiver.delayMs = 0;
        }
      });

      it('delivers each hand-over once with two services on one database', async (context) => {
        const serviceEnv = booted.state.env ?? {};
        if (!serviceEnv.DATABASE_URL) {
          context.skip(
            'SQLite serves a single instance; two instances share PostgreSQL (here and in npm run test:scale)',
          );
        }
        const second = await bootContentService(serviceEnv);
        receiver.delayMs = 100;
        try {
          const services = [url(), second.baseUrl];
          const ids = await Promise.all(
            Array.from({ length: 8 }, (_, index) =>
              sendLead(services[index % 2] ?? url(), `crm.twin.${index}@example.com`),
            ),
          );
          for (const id of ids) expect((await booted.settled(id)).deliveryStatus).toBe('delivered');
          await pause(1_000);
          for (const id of ids) expect(receiver.requestsFor(id), id).toHaveLength(1);
          expect(receiver.duplicates).toEqual([]);
        } finally {
          receiver.delayMs = 0;
          await second.stop();
        }
      });
    });

    describe("through HubSpot's forms API", () => {
      const PORTAL = '424242';
      const FORMS = {
        lead: '11111111-2222-4333-8444-555555555555',
        subscriber: '66666666-7777-4888-9999-aaaaaaaaaaaa',
        career: 'bbbbbbbb-cccc-4ddd-8eee-ffffffffffff',
      };
      const ATTRIBUTION_FIELDS = [
        'first_utm_source',
        'first_utm_medium',
        'first_utm_campaign',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'gclid',
        'referrer_host',
        'landing_page',
      ];
      const hubspot = new HubspotFormsStandIn(PORTAL, {
        [FORMS.lead]: [
          'email',
          'firstname',
          'lastname',
          'company',
          'phone',
          'message',
          'enquiry_type',
          'how_did_you_hear_about_us',
          ...ATTRIBUTION_FIELDS,
        ],
        [FORMS.subscriber]: ['email', ...ATTRIBUTION_FIELDS],
        [FORMS.career]: ['email', 'firstname', 'lastname', 'company', 'phone', 'message', 'how_did_you_hear_about_us'],
      });
      beforeAll(() => hubspot.start());
      afterAll(() => hubspot.close());
      const booted = bootedWith(env, () => ({
        CRM_PROVIDER: 'hubspot',
        CRM_HUBSPOT_BASE_URL: hubspot.url,
        CRM_HUBSPOT_PORTAL_ID: PORTAL,
        CRM_HUBSPOT_FORM_GUID_LEAD: FORMS.lead,
        CRM_HUBSPOT_FORM_GUID_SUBSCRIBER: FORMS.subscriber,
        CRM_HUBSPOT_FORM_GUID_CAREER: FORMS.career,
      }));
      const url = () => booted.service().service.baseUrl;
      const submissionOf = (email: string) =>
        hubspot.submissions.filter((submission) => submission.fields.some((field) => field.value === email));

      it('submits a lead to its form with the mapped fields, the page and the time it was sent', async () => {
        const id = await sendLead(url(), 'hub.lead@example.com', { attribution });
        const row = await booted.settled(id);
        expect(row).toMatchObject({ deliveryStatus: 'delivered', attempts: 1, lastError: null });
        const received = submissionOf('hub.lead@example.com');
        expect(received).toHaveLength(1);
        const [submission] = received;
        expect(submission?.formGuid).toBe(FORMS.lead);
        expect(submission?.fields).toEqual([
          { name: 'enquiry_type', value: 'project' },
          { name: 'firstname', value: 'Asha' },
          { name: 'lastname', value: 'Rao' },
          { name: 'email', value: 'hub.lead@example.com' },
          { name: 'phone', value: '+91 98450 12345' },
          { name: 'company', value: 'Northwind Retail' },
          { name: 'how_did_you_hear_about_us', value: 'LinkedIn' },
          { name: 'message', value: 'We need a new customer portal for our loyalty programme.' },
          { name: 'first_utm_source', value: 'linkedin' },
          { name: 'first_utm_medium', value: 'social' },
          { name: 'first_utm_campaign', value: 'autumn-qa' },
          { name: 'utm_source', value: 'google' },
          { name: 'utm_medium', value: 'cpc' },
          { name: 'utm_campaign', value: 'qa-brand' },
          { name: 'gclid', value: 'Cj0KCQ-1' },
          { name: 'referrer_host', value: 'www.google.com' },
          { name: 'landing_page', value: '/services/quality-assurance-services' },
        ]);
        expect(submission?.context).toEqual({
          pageUri: expect.stringMatching(/^https?:\/\/[^/]+\/contact$/) as unknown,
          pageName: 'Contact form (project)',
        });
        expect(Math.abs(Number(submission?.submittedAt) - Date.now())).toBeLessThan(60_000);
      });

      it('submits a subscriber and a career enquiry each to its own form', async () => {
        const subscriberId = await sendSubscriber(url(), 'hub.subscriber@example.com');
        const careerId = await sendCareerEnquiry(url(), 'hub.career@example.com');
        expect((await booted.settled(subscriberId)).deliveryStatus).toBe('delivered');
        expect((await booted.settled(careerId)).deliveryStatus).toBe('delivered');
        expect(submissionOf('hub.subscriber@example.com').map((submission) => submission.formGuid)).toEqual([
          FORMS.subscriber,
        ]);
        const [career] = submissionOf('hub.career@example.com');
        expect(career?.formGuid).toBe(FORMS.career);
        expect(career?.fields).toContainEqual({ name: 'phone', value: '+91 99000 11223' });
        expect(career?.context).toMatchObject({ pageName: 'Career enquiry' });
      });

      it("fails a submission HubSpot refuses, with HubSpot's reason, and does not send it again", async () => {
        const id = await sendLead(url(), 'someone@blocked.example');
        const row = await booted.settled(id);
        expect(row).toMatchObject({ deliveryStatus: 'failed', attempts: 1 });
        expect(row.lastError).toBe(
          "HTTP 400: BLOCKED_EMAIL: Error in 'fields.email'. Email address someone@blocked.example is blocked",
        );
        const refusals = hubspot.refusals.length;
        await pause(1_000);
        expect(hubspot.refusals.length).toBe(refusals);
      });
    });

    describe('with CRM_PROVIDER=none (the default)', () => {
      const booted = bootedWith(env, () => ({}));

      it('queues nothing, and the submission is stored as before', async () => {
        const { service, token } = booted.service();
        const leadId = await sendLead(service.baseUrl, 'crm.none@example.com');
        const subscriberId = await sendSubscriber(service.baseUrl, 'crm.none.subscriber@example.com');
        await pause(500);
        for (const id of [leadId, subscriberId]) expect(await booted.handoverOf(id)).toBeUndefined();
        expect((await adminList(service, token, HANDOVER_UID)).total).toBe(0);
        expect(
          (await adminList(service, token, 'api::contact-lead.contact-lead', { email: 'crm.none@example.com' })).total,
        ).toBe(1);
      });

      it('refuses to start with a webhook and no secret, naming the variable', async () => {
        // On SQLite whatever the suite's database: the check runs before the service touches one.
        const { DATABASE_URL: _database, ...setup } = booted.state.env ?? {};
        const started = await bootContentService({
          ...setup,
          CRM_PROVIDER: 'webhook',
          CRM_WEBHOOK_URL: 'http://127.0.0.1:9/crm',
        }).catch((error: Error) => error);
        if (!(started instanceof Error)) {
          await started.stop();
          throw new Error('the service started without CRM_WEBHOOK_SECRET');
        }
        expect(started.message).toMatch(/CRM_WEBHOOK_SECRET is not set \(required with CRM_PROVIDER=webhook/);
      });
    });
  });
}
