/**
 * "An admin a marketer and a recruiter can work in": a first login lands on the Pages list, with neither
 * Strapi's guided tour nor its banner linking to Strapi's blog (src/admin/first-landing.tsx), and an outbox mail
 * can be viewed as it will be sent (src/admin/outbox-mail-preview.tsx). Desktop only (the admin is a desktop
 * tool).
 */
import type { Cookie, Page } from '@playwright/test';

import { e2eAdmin, e2eEditor } from '../scripts/lib/e2e-admin.mjs';
import { captchaPass } from './captcha-pass';
import { expect, test, uniqueEmail } from './fixtures';
import { ADMIN_WAIT, type AdminAccount, openPageEntry } from './admin-session';

// One login for both tests, in order: Strapi lets an address log in 5 times in 5 minutes from one IP, and the
// other admin suites log in as the same account on the same server (once per worker, admin-session.ts).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** The admin session the first test's login opened (its cookies carry the tokens). */
let adminSession: Cookie[] = [];

const PAGES_LIST = /\/admin\/content-manager\/collection-types\/api::page\.page(\?|$)/;

/**
 * The links on screen that leave the admin's origin from around the page rather than from it: a banner above
 * the page's <main>. (The menu's Marketplace and a page's documentation button are tools, not news.)
 */
function bannerLinksOutside(page: Page): Promise<string[]> {
  return page
    .locator('a[href]')
    .evaluateAll((links) =>
      (links as HTMLAnchorElement[])
        .filter(
          (link) =>
            link.checkVisibility() &&
            new URL(link.href).origin !== window.location.origin &&
            link.closest('nav, main') === null,
        )
        .map((link) => link.href),
    );
}

test('a first login lands on the Pages list, with no guided tour and no banner linking outside', async ({
  page,
}, testInfo) => {
  // A browser that never saw this admin: no tour or banner state of an earlier visit.
  await page.goto('/admin/auth/login');
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  // Deliberately no handler that skips the guided tour (logInToAdmin has one): it must not open at all.
  await page.locator('input[name=email]').fill(e2eAdmin.email);
  await page.locator('input[name=password]').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(PAGES_LIST, ADMIN_WAIT);
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible(ADMIN_WAIT);
  await expect(page.getByRole('gridcell', { name: 'Home page', exact: true })).toBeVisible(ADMIN_WAIT);
  // The tour and the banner read their state as the admin settles: look once nothing is left to load.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Skip', exact: true })).toHaveCount(0);
  await expect(page.getByText('Read blog post')).toHaveCount(0);
  expect(await bannerLinksOutside(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('first-login-pages-list.png') });

  // The home page is still there from the menu, without the tour's task list or the banner.
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: /^Hello/, level: 1 })).toBeVisible(ADMIN_WAIT);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Discover your application')).toHaveCount(0);
  await expect(page.getByText('Read blog post')).toHaveCount(0);
  expect(await bannerLinksOutside(page)).toEqual([]);
  adminSession = await page.context().cookies();
});

test('an outbox mail shows its headers, its rendered body and its plain text', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'outbox-preview');
  // The project form's own endpoint puts the team's mail and this thank-you into the outbox (held: no SMTP).
  const sent = await request.post('/api/contact-for-projects', {
    headers: { 'X-Captcha-Pass': await captchaPass(request, 'contact') },
    data: {
      data: {
        firstname: 'Ottoline',
        lastname: 'Ferris',
        email,
        phone: '+91 98450 12345',
        company: 'Northwind Retail',
        hearAbout: 'LinkedIn',
        message: 'We need a new customer portal for our loyalty programme.',
        formType: 'project',
        pageUrl: '/contact',
      },
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const subject = 'Thank you for contacting Auralis Digital, Ottoline';

  expect(adminSession, 'the first test logged in').not.toEqual([]);
  await page.context().addCookies(adminSession);
  await page.goto(
    `/admin/content-manager/collection-types/api::outbox-mail.outbox-mail?page=1&pageSize=10&_q=${encodeURIComponent(email)}`,
  );
  const row = page.getByRole('gridcell', { name: subject, exact: true });
  await expect(row).toBeVisible(ADMIN_WAIT);
  await row.click();
  await page.getByRole('button', { name: 'View mail' }).click();

  const mail = page.getByRole('dialog', { name: subject });
  await expect(mail).toBeVisible(ADMIN_WAIT);
  await expect(mail.getByRole('definition').filter({ hasText: 'no-reply@' })).toBeVisible(ADMIN_WAIT);
  await expect(mail.getByRole('definition').filter({ hasText: email })).toBeVisible();
  await expect(mail.getByRole('definition').filter({ hasText: 'projects@auralis.example' })).toBeVisible();

  const frame = mail.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  const body = frame.contentFrame();
  // The subject is the mail document's title, which is not drawn: read it, not its rendered text.
  expect(await body.locator('title').textContent()).toBe(subject);
  await expect(body.getByText('Hello Ottoline Ferris,')).toBeVisible();
  await expect(body.getByText(/Thank you for getting in touch with Auralis Digital/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('outbox-mail-rendered.png') });

  await mail.getByRole('tab', { name: 'Plain text' }).click();
  const text = mail.getByRole('tabpanel');
  await expect(text).toContainText('Hello Ottoline Ferris,');
  await expect(text).toContainText('A consultant from our delivery team');
  await page.screenshot({ path: testInfo.outputPath('outbox-mail-text.png') });

  await page.keyboard.press('Escape');
  await expect(mail).toHaveCount(0);
});

/** The edit view's "More actions" menu, opened on the home page's entry: the names of what it offers. */
async function moreActionsOfHomePage(page: Page, account: AdminAccount): Promise<string[]> {
  await openPageEntry(page, 'Home page', account);
  await page.getByRole('button', { name: 'More actions' }).first().click();
  const items = page.getByRole('menuitem');
  await expect(items.filter({ hasText: 'Delete entry' })).toBeVisible(ADMIN_WAIT);
  return (await items.allInnerTexts()).map((text) => text.trim());
}

test('the Editor’s edit view offers neither "Edit the model" nor "Configure the view"; the super admin’s both (issue 33)', async ({
  page,
}) => {
  const editors = await moreActionsOfHomePage(page, e2eEditor);
  expect(editors).not.toContain('Edit the model');
  expect(editors).not.toContain('Configure the view');

  await page.context().clearCookies();
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  const superAdmins = await moreActionsOfHomePage(page, e2eAdmin);
  expect(superAdmins).toEqual(expect.arrayContaining(['Edit the model', 'Configure the view']));
});
