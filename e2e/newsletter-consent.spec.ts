/**
 * Newsletter consent (docs/forms.md#newsletter-consent), as a subscriber meets it: the confirmation link of the
 * first mail (read from the outbox through the admin's API: the test server has no SMTP) opens a page that asks
 * before it confirms, its button confirms, and the unsubscribe link of the same mail works the same way, also in
 * a browser without JavaScript. Screenshots of both pages, light and dark, wide and narrow, for a person to look at
 * (NEWSLETTER_SHOTS_DIR, else the test's output folder).
 */
import path from 'node:path';

import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

import { e2eAdmin } from '../scripts/lib/e2e-admin.mjs';
import { expect, test, uniqueEmail } from './fixtures';

const OUTBOX = '/content-manager/collection-types/api::outbox-mail.outbox-mail';

/** A newsletter captcha pass, got as the footer's form gets it (a solved ALTCHA challenge, verified). */
async function newsletterPass(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/cloudflare-captcha/challenge')).json()) as Parameters<
    typeof solveChallenge
  >[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('could not solve the captcha challenge');
  const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const verify = await request.post('/api/cloudflare-captcha/verify', { data: { token, kind: 'newsletter' } });
  const body = (await verify.json()) as { pass?: string };
  if (!body.pass) throw new Error(`verify answered ${verify.status()}`);
  return body.pass;
}

/** The subscriber's mail as the outbox holds it, read with the admin's API. */
async function subscriberMail(request: APIRequestContext, submissionId: string): Promise<string> {
  const login = await request.post('/admin/login', { data: e2eAdmin });
  expect(login.status()).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  const list = await request.get(
    `${OUTBOX}?page=1&pageSize=10&filters[submissionId][$eq]=${submissionId}&filters[template][$eq]=newsletter-thanks`,
    { headers: { Authorization: `Bearer ${data.token}` } },
  );
  expect(list.status()).toBe(200);
  const { results } = (await list.json()) as { results: { text: string }[] };
  const [mail] = results;
  if (!mail) throw new Error('no newsletter-thanks mail in the outbox');
  return mail.text;
}

/** The path and query of the link to `page` in a mail's plain text. */
function linkIn(text: string, page: 'confirm' | 'unsubscribe'): string {
  const link = new RegExp(`https?://\\S+/newsletter/${page}\\?token=\\S+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${page} link in the mail`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

const SHOTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The page at both widths in both themes (the theme cookie, as the theme toggle sets it). */
async function screenshots(page: Page, testInfo: TestInfo, url: string, name: string): Promise<void> {
  const folder = process.env.NEWSLETTER_SHOTS_DIR ?? testInfo.outputPath();
  for (const theme of ['light', 'dark'] as const) {
    await page.context().addCookies([{ name: 'theme', value: theme, url: page.url() }]);
    for (const size of SHOTS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(url);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?![\s\S]*\bdark\b)/);
      await page.screenshot({ path: path.join(folder, `newsletter-${name}-${size.name}-${theme}.png`) });
    }
  }
  await page.context().clearCookies({ name: 'theme' });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a subscriber confirms from the link in the first mail, and the same mail unsubscribes', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = uniqueEmail(testInfo, 'consent');
  const signUp = await request.post('/api/save-newsletter-users', {
    headers: { 'X-Captcha-Pass': await newsletterPass(request) },
    data: { data: { email } },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const { data } = (await signUp.json()) as { data: { id: string } };
  const text = await subscriberMail(request, data.id);
  const confirm = linkIn(text, 'confirm');
  const unsubscribe = linkIn(text, 'unsubscribe');

  // The link asks first: a mail scanner that opens it confirms nobody.
  const opened = await page.goto(confirm);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await screenshots(page, testInfo, confirm, 'confirm');

  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirm\?token=.+&result=confirmed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
  await screenshots(page, testInfo, page.url(), 'confirmed');

  // Used twice: it says so.
  await page.goto(confirm);
  await expect(page.getByRole('heading', { level: 1, name: 'Already confirmed' })).toBeVisible();

  // A changed link: a clear page and a 4xx.
  const tampered = await page.goto(confirm.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
  expect(tampered?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();

  await screenshots(page, testInfo, unsubscribe, 'unsubscribe');
  // Without JavaScript too: the button is a plain form.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: new URL(page.url()).origin });
  const plain = await noScript.newPage();
  await plain.goto(unsubscribe);
  await expect(plain.getByRole('heading', { level: 1, name: 'Unsubscribe from the newsletter' })).toBeVisible();
  await plain.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(plain.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await noScript.close();
  await screenshots(page, testInfo, `${unsubscribe}&result=unsubscribed`, 'unsubscribed');

  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1, name: 'Already unsubscribed' })).toBeVisible();
});
