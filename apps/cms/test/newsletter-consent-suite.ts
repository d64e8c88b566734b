/**
 * Newsletter consent (issue 35, item 5; docs/forms.md#newsletter-consent), against a booted service on SQLite and
 * on PostgreSQL: double opt-in by default, signed confirmation and unsubscribe links that answer a clear page when
 * used twice and 4xx when tampered with or expired, RFC 8058 one-click unsubscribe with its headers on the wire,
 * signing up again after leaving, and an export that lists only confirmed subscribers unless asked otherwise.
 */
import { createHmac } from 'node:crypto';

import { messages } from '@auralis/form-schemas';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Delivery, startSmtpSink, stopSmtpSink } from '../../../scripts/lib/smtp-sink.mjs';
import { freePort } from '../../../scripts/lib/run.mjs';
import { signNewsletterLink } from '../src/newsletter-consent/links';
import { type BootedService, bootContentService } from './boot';
import { WebhookReceiverStandIn } from './crm-stand-ins';
import {
  adminList,
  adminToken,
  captchaPass,
  type OutboxMail,
  post,
  SUBMISSION_TEST_ENV,
  UIDS,
  waitFor,
} from './submissions-suite';

export interface SuiteSetup {
  readonly env: Record<string, string>;
  readonly cleanUp?: () => Promise<void>;
}

/** Known to the test, so it can sign an expired link as the service would have a week ago. */
const OUTBOX_SIGNING_KEY = 'newsletter-consent-suite-outbox-signing-key-0123456789';
/** The CRM webhook's secret: a confirmed subscriber is handed over (docs/forms.md#handing-leads-to-the-crm). */
const WEBHOOK_SECRET = 'newsletter-consent-suite-webhook-secret-0123456789';
const linkKey = createHmac('sha256', OUTBOX_SIGNING_KEY).update('newsletter-links:v1').digest('base64url');

interface Subscriber {
  documentId: string;
  email: string;
  consent: string | null;
  confirmationSentAt: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

interface ThanksMail extends OutboxMail {
  listUnsubscribeUrl: string | null;
}

/** The path and query of a link in a mail, to ask the service under test for it. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export function newsletterConsentSuite(name: string, setup: () => Promise<SuiteSetup>) {
  describe(`newsletter consent on ${name}`, () => {
    let service: BootedService;
    let token: string;
    let cleanUp: (() => Promise<void>) | undefined;
    let smtp: SMTPServer | undefined;
    const deliveries: Delivery[] = [];
    const crm = new WebhookReceiverStandIn(WEBHOOK_SECRET);

    beforeAll(async () => {
      await crm.start();
      const smtpPort = await freePort();
      smtp = await startSmtpSink(smtpPort, deliveries);
      const given = await setup();
      cleanUp = given.cleanUp;
      service = await bootContentService({
        ...SUBMISSION_TEST_ENV,
        OUTBOX_SIGNING_KEY,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        CRM_PROVIDER: 'webhook',
        CRM_WEBHOOK_URL: crm.url,
        CRM_WEBHOOK_SECRET: WEBHOOK_SECRET,
        CRM_POLL_MS: '200',
        ...given.env,
      });
      token = await adminToken(service);
    });

    afterAll(async () => {
      await service?.stop();
      if (smtp) await stopSmtpSink(smtp);
      await crm.close();
      await cleanUp?.();
    });

    const url = () => service.baseUrl;
    const auth = () => ({ Authorization: `Bearer ${token}` });
    const get = (path: string) => fetch(`${url()}${path}`, { redirect: 'manual' });
    const form = (path: string, fields: Record<string, string>) =>
      fetch(`${url()}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const oneClick = (link: string) => form(pathOf(link), { 'List-Unsubscribe': 'One-Click' });

    const subscriber = async (email: string) => {
      const { results } = await adminList<Subscriber>(service, token, UIDS.subscriber, { email });
      const [found] = results;
      if (!found) throw new Error(`no subscriber ${email}`);
      return found;
    };
    const thanksMails = async (documentId: string) =>
      (await adminList<ThanksMail>(service, token, UIDS.outbox, { submissionId: documentId })).results.filter(
        (mail) => mail.template === 'newsletter-thanks',
      );

    /** Signs up; resolves with the subscriber and its latest mail's links. */
    async function signUp(email: string) {
      const response = await post(
        url(),
        '/api/save-newsletter-users',
        { data: { email } },
        await captchaPass(url(), 'newsletter'),
      );
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { id: string } };
      const mails = await waitFor('the thank-you mail', async () => {
        const found = await thanksMails(data.id);
        return found.length > 0 ? found : undefined;
      });
      const mail = mails[mails.length - 1] as ThanksMail;
      const confirm = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text)?.[0];
      const unsubscribe = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/.exec(mail.text)?.[0];
      return { id: data.id, mails, mail, confirm, unsubscribe };
    }

    it('stores a sign-up unconfirmed and sends a signed confirmation link with List-Unsubscribe headers', async () => {
      const email = 'consent.first@example.com';
      const { id, mail, confirm, unsubscribe } = await signUp(email);
      expect(await subscriber(email)).toMatchObject({ documentId: id, consent: 'unconfirmed', confirmedAt: null });
      expect(mail.subject).toBe('Confirm your subscription to the Auralis Digital newsletter');
      expect(confirm).toMatch(/\/newsletter\/confirm\?token=v1\.[a-z0-9]+\.confirm\.\d+\.[\w-]{43}$/);
      expect(unsubscribe).toMatch(/\/newsletter\/unsubscribe\?token=v1\.[a-z0-9]+\.unsubscribe\.0\.[\w-]{43}$/);
      expect(mail.html).toContain('Confirm my subscription');
      expect(mail.listUnsubscribeUrl).toMatch(/\/api\/newsletter\/unsubscribe\?token=v1\.[a-z0-9]+\.unsubscribe\.0\./);

      const delivered = await waitFor('the mail on the wire', async () =>
        deliveries.find((delivery) => delivery.recipients.includes(email)),
      );
      expect(delivered.headers.get('list-unsubscribe')).toBe(`<${mail.listUnsubscribeUrl}>`);
      expect(delivered.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      // The team's notification is as it was: no unsubscribe header, the same subject.
      const team = await waitFor('the team mail on the wire', async () =>
        deliveries.find(
          (delivery) =>
            delivery.recipients.includes('info@auralis.example') && delivery.headers.get('reply-to')?.includes(email),
        ),
      );
      expect(team.headers.get('subject')).toBe('New newsletter subscriber');
      expect(team.headers.has('list-unsubscribe')).toBe(false);
    });

    it('confirms only when the button is pressed, then says already confirmed', async () => {
      const email = 'consent.confirm@example.com';
      const { id, confirm } = await signUp(email);
      if (!confirm) throw new Error('no confirmation link');
      const token = new URL(confirm).searchParams.get('token') ?? '';

      // Opening the link (as a mail scanner does) shows the page and changes nothing.
      const page = await get(pathOf(confirm));
      expect(page.status, service.logs().slice(-4000)).toBe(200);
      const html = await page.text();
      expect(html).toContain('Confirm your subscription');
      expect(html).toContain('action="/api/newsletter/confirm"');
      expect(html).toContain('c•••m@example.com');
      expect((await subscriber(email)).consent).toBe('unconfirmed');
      // Not subscribed yet: not handed to the CRM either.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(crm.requestsFor(id)).toEqual([]);

      const pressed = await form('/api/newsletter/confirm', { token, from: 'page' });
      expect(pressed.status).toBe(303);
      const location = pressed.headers.get('location') ?? '';
      expect(location).toBe(`/newsletter/confirm?token=${token}&result=confirmed`);
      const done = await get(location);
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('Your subscription is confirmed');
      const confirmed = await subscriber(email);
      expect(confirmed.consent).toBe('confirmed');
      expect(confirmed.confirmedAt).not.toBeNull();
      // Subscribed now: handed to the CRM, once.
      const handedOver = await waitFor('the hand-over to the CRM', async () =>
        crm.requestsFor(id).find((request) => request.answered === 200),
      );
      expect(handedOver.json).toMatchObject({ kind: 'subscriber', fields: { email } });

      const again = await get(pathOf(confirm));
      expect(again.status).toBe(200);
      expect(await again.text()).toContain('Already confirmed');
      const twice = await form('/api/newsletter/confirm', { token });
      expect(twice.status).toBe(200);
      expect(await twice.json()).toEqual({ data: { outcome: 'already-confirmed' } });
      expect((await subscriber(email)).confirmedAt).toBe(confirmed.confirmedAt);
      expect(crm.requestsFor(id)).toHaveLength(1);
    });

    it('answers a tampered, foreign or expired link with 4xx and a clear page, and changes nothing', async () => {
      const email = 'consent.tampered@example.com';
      const { id, confirm, mail } = await signUp(email);
      if (!confirm || !mail.listUnsubscribeUrl) throw new Error('no links');
      const token = new URL(confirm).searchParams.get('token') ?? '';
      const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      const otherSubscriber = token.replace(id, 'a'.repeat(id.length));
      const signedElsewhere = signNewsletterLink('x'.repeat(32), id, 'confirm');

      for (const bad of [tampered, otherSubscriber, signedElsewhere, 'nonsense', '']) {
        const page = await get(`/newsletter/confirm?token=${encodeURIComponent(bad)}`);
        expect(page.status, bad).toBe(400);
        expect(await page.text(), bad).toContain('This link is not valid');
        expect((await form('/api/newsletter/confirm', { token: bad })).status, bad).toBe(400);
        const fromPage = await form('/api/newsletter/confirm', { token: bad, from: 'page' });
        expect(fromPage.status, bad).toBe(303);
        expect((await get(fromPage.headers.get('location') ?? '')).status, bad).toBe(400);
      }
      // No token at all, and an unsubscribe link offered as a confirmation.
      expect((await form('/api/newsletter/confirm', {})).status).toBe(400);
      const unsubscribeToken = new URL(mail.listUnsubscribeUrl).searchParams.get('token') ?? '';
      expect((await form('/api/newsletter/confirm', { token: unsubscribeToken })).status).toBe(400);
      // The one-click endpoint without a valid signature.
      expect((await oneClick(mail.listUnsubscribeUrl.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')))).status).toBe(
        400,
      );
      expect((await form('/api/newsletter/unsubscribe', { 'List-Unsubscribe': 'One-Click' })).status).toBe(400);

      // Such a page runs its scripts under the site's page policy (hashes of its own inline scripts), not the admin's.
      const refused = await get(`/newsletter/confirm?token=${tampered}`);
      expect(refused.headers.get('content-security-policy')).toMatch(/script-src[^;]*'sha256-/);
      expect(refused.headers.get('x-frame-options')).toBe('DENY');

      // A confirmation link signed with the service's key eight days ago: expired.
      const expired = signNewsletterLink(linkKey, id, 'confirm', Date.now() - 8 * 24 * 60 * 60 * 1000);
      const page = await get(`/newsletter/confirm?token=${expired}`);
      expect(page.status).toBe(410);
      expect(await page.text()).toContain('This confirmation link has expired');
      expect((await form('/api/newsletter/confirm', { token: expired })).status).toBe(410);

      expect((await subscriber(email)).consent).toBe('unconfirmed');
      // A body far larger than any link's is refused.
      const large = await form('/api/newsletter/confirm', { token, padding: 'x'.repeat(4096) });
      expect(large.status).toBe(413);
      expect((await subscriber(email)).consent).toBe('unconfirmed');
    });

    it('unsubscribes at the one-click POST (RFC 8058), without a redirect; GET only leads to the page', async () => {
      const email = 'consent.oneclick@example.com';
      const { confirm, mail } = await signUp(email);
      if (!confirm || !mail.listUnsubscribeUrl) throw new Error('no links');
      await form('/api/newsletter/confirm', { token: new URL(confirm).searchParams.get('token') ?? '' });
      expect((await subscriber(email)).consent).toBe('confirmed');

      // A browser (or a scanner) opening the List-Unsubscribe URL gets the page, which asks first.
      const opened = await get(pathOf(mail.listUnsubscribeUrl));
      expect(opened.status).toBe(303);
      const page = await get(opened.headers.get('location') ?? '');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Unsubscribe from the newsletter');
      expect((await subscriber(email)).consent).toBe('confirmed');

      const clicked = await oneClick(mail.listUnsubscribeUrl);
      expect(clicked.status).toBe(200);
      expect(await clicked.json()).toEqual({ data: { outcome: 'unsubscribed' } });
      const left = await subscriber(email);
      expect(left.consent).toBe('unsubscribed');
      expect(left.unsubscribedAt).not.toBeNull();

      const twice = await oneClick(mail.listUnsubscribeUrl);
      expect(twice.status).toBe(200);
      expect(await twice.json()).toEqual({ data: { outcome: 'already-unsubscribed' } });
      const again = await get(opened.headers.get('location') ?? '');
      expect(await again.text()).toContain('Already unsubscribed');
      // The confirmation link of an address that left does not sign it up again.
      const stale = await get(pathOf(confirm));
      expect(stale.status).toBe(409);
      expect((await subscriber(email)).consent).toBe('unsubscribed');
    });

    it("unsubscribes from the page's button, and a new sign-up after that asks for a new confirmation", async () => {
      const email = 'consent.again@example.com';
      const first = await signUp(email);
      if (!first.unsubscribe) throw new Error('no unsubscribe link');
      const token = new URL(first.unsubscribe).searchParams.get('token') ?? '';
      const pressed = await form('/api/newsletter/unsubscribe', { token, from: 'page' });
      expect(pressed.status).toBe(303);
      const done = await get(pressed.headers.get('location') ?? '');
      expect(done.status).toBe(200);
      expect(await done.text()).toContain('You are unsubscribed');
      expect((await subscriber(email)).consent).toBe('unsubscribed');

      const second = await signUp(email);
      expect(second.id).toBe(first.id);
      expect(second.mails).toHaveLength(2);
      expect(second.confirm).toMatch(/\/newsletter\/confirm\?token=/);
      const back = await subscriber(email);
      expect(back).toMatchObject({ consent: 'unconfirmed', unsubscribedAt: null, confirmedAt: null });

      // While that confirmation waits, signing up once more answers as a duplicate always has.
      const duplicate = await post(
        url(),
        '/api/save-newsletter-users',
        { data: { email: ' CONSENT.again@example.com ' } },
        await captchaPass(url(), 'newsletter'),
      );
      expect(duplicate.status).toBe(400);
      expect(((await duplicate.json()) as { error: { message: string } }).error.message).toBe(
        messages.emailAlreadyExists,
      );
    });

    it('exports only confirmed subscribers by default, and the others when the list filters on them', async () => {
      const exportUrl = `${url()}/submissions-admin/newsletter-subscribers/export.csv`;
      const exported = async (query = '') => {
        const response = await fetch(`${exportUrl}${query}`, { headers: auth() });
        expect(response.status).toBe(200);
        return response.text();
      };
      const byDefault = await exported();
      expect(byDefault.split('\r\n')[0]).toContain('"consent"');
      expect(byDefault).toContain('consent.confirm@example.com');
      expect(byDefault).not.toContain('consent.first@example.com');
      expect(byDefault).not.toContain('consent.oneclick@example.com');

      const unsubscribed = await exported('?filters[consent][$eq]=unsubscribed');
      expect(unsubscribed).toContain('consent.oneclick@example.com');
      expect(unsubscribed).not.toContain('consent.confirm@example.com');
      const everyone = await exported('?filters[consent][$notNull]=true');
      for (const email of ['consent.first', 'consent.confirm', 'consent.oneclick']) {
        expect(everyone).toContain(`${email}@example.com`);
      }
    });
  });

  describe(`newsletter sign-up without double opt-in on ${name}`, () => {
    let service: BootedService;
    let token: string;
    let cleanUp: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const given = await setup();
      cleanUp = given.cleanUp;
      service = await bootContentService({ ...SUBMISSION_TEST_ENV, NEWSLETTER_DOUBLE_OPT_IN: 'false', ...given.env });
      token = await adminToken(service);
    });

    afterAll(async () => {
      await service?.stop();
      await cleanUp?.();
    });

    it('confirms a sign-up at once and still sends the unsubscribe link and header target', async () => {
      const email = 'consent.single@example.com';
      const response = await post(
        service.baseUrl,
        '/api/save-newsletter-users',
        { data: { email } },
        await captchaPass(service.baseUrl, 'newsletter'),
      );
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { id: string } };
      const { results } = await adminList<Subscriber>(service, token, UIDS.subscriber, { email });
      expect(results[0]).toMatchObject({ consent: 'confirmed', confirmationSentAt: null });
      expect(results[0]?.confirmedAt).not.toBeNull();
      const mail = await waitFor('the thank-you mail', async () =>
        (await adminList<ThanksMail>(service, token, UIDS.outbox, { submissionId: data.id })).results.find(
          (candidate) => candidate.template === 'newsletter-thanks',
        ),
      );
      expect(mail.subject).toBe('You are subscribed to the Auralis Digital newsletter');
      expect(mail.text).not.toContain('/newsletter/confirm');
      expect(mail.text).toMatch(/Unsubscribe: https?:\/\/\S+\/newsletter\/unsubscribe\?token=/);
      expect(mail.listUnsubscribeUrl).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
    });
  });
}
