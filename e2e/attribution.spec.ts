/**
 * Where a lead came from (docs/forms.md#where-a-submission-came-from): a visitor lands on a campaign link from
 * another site, answers the cookie banner, comes back from a second campaign, moves to /contact and sends an
 * enquiry. After Accept the stored lead carries both campaigns, the referring host and the landing page, which
 * the admin shows in words; after Decline it carries none of it.
 */
import type { Page } from '@playwright/test';

import { ADMIN_WAIT, logInToAdmin } from './admin-session';
import { fillProjectForm } from './contact-form';
import { expect, test, uniqueEmail } from './fixtures';

test.use({ firstVisit: true });

const FIRST_LINK = '/?utm_source=linkedin&utm_medium=social&utm_campaign=autumn-qa&li_fat_id=li-42';
const LATEST_LINK = '/services?utm_source=newsletter&utm_medium=email&utm_campaign=november-digest';

/** Two visits from two campaigns, the banner answered on the first, then an enquiry sent from /contact. */
async function visitAndSendEnquiry(page: Page, answer: 'Accept' | 'Decline', email: string): Promise<string> {
  await page.goto(FIRST_LINK, { referer: 'https://www.linkedin.com/feed/' });
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: answer }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();

  await page.goto(LATEST_LINK, { referer: 'https://mail.example.com/' });
  // Within the site, by its own link: the same visit.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);

  const form = page.getByTestId('contact-form');
  await fillProjectForm(form, email);
  const sent = page.waitForResponse(
    (response) => response.url().endsWith('/api/contact-for-projects') && response.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await form.getByRole('button', { name: /^(Send|Request)/ }).click();
  const response = await sent;
  expect(response.status()).toBe(200);
  await expect(page.getByRole('dialog', { name: 'Thank You' })).toBeVisible({ timeout: 20_000 });
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The lead's entry in the admin, and each of its attribution fields by the label the team reads. */
async function openLead(page: Page, documentId: string) {
  await logInToAdmin(page);
  await page.goto(`/admin/content-manager/collection-types/api::contact-lead.contact-lead/${documentId}`);
  await expect(page.locator('input[name="email"]')).toHaveValue(/@/, ADMIN_WAIT);
  return (label: string) => page.getByRole('textbox', { name: label, exact: true });
}

test('after Accept, the lead carries the first and latest campaign, the referring host and the landing page', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const id = await visitAndSendEnquiry(page, 'Accept', uniqueEmail(testInfo, 'attributed'));
  const field = await openLead(page, id);
  await expect(field('First campaign: source')).toHaveValue('linkedin');
  await expect(field('First campaign: medium')).toHaveValue('social');
  await expect(field('First campaign: name')).toHaveValue('autumn-qa');
  await expect(field('First campaign: LinkedIn Ads click')).toHaveValue('li-42');
  await expect(field('Latest campaign: source')).toHaveValue('newsletter');
  await expect(field('Latest campaign: medium')).toHaveValue('email');
  await expect(field('Latest campaign: name')).toHaveValue('november-digest');
  // The latest visit's: it came from the mail and landed on /services.
  await expect(field('Referred by')).toHaveValue('mail.example.com');
  await expect(field('Landing page')).toHaveValue('/services');
  await field('Latest campaign: LinkedIn Ads click').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('lead-in-the-admin.png') });
});

test('after Decline, the lead carries none of it, only the page it was sent from', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const id = await visitAndSendEnquiry(page, 'Decline', uniqueEmail(testInfo, 'declined'));
  expect(await page.evaluate(() => localStorage.getItem('attribution'))).toBeNull();
  const field = await openLead(page, id);
  await expect(field('Sent from')).toHaveValue('/contact');
  for (const label of ['First campaign: source', 'Latest campaign: source', 'Referred by', 'Landing page']) {
    await expect(field(label), label).toHaveValue('');
  }
});
