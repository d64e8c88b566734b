/** Logging in to the real admin, as the browser tests of the admin do. */
import type { Cookie, Locator, Page } from '@playwright/test';

import { e2eAdmin } from '../scripts/lib/e2e-admin.mjs';
import { expect } from './fixtures';

/** The admin answers slowly on this machine's first requests (it builds nothing, but loads a large bundle). */
export const ADMIN_WAIT = { timeout: 30_000 };

/** An admin account the tests log in with (scripts/lib/e2e-admin.mjs). */
export interface AdminAccount {
  readonly email: string;
  readonly password: string;
}

/** This worker's admin sessions, one per account: the cookies of its first login. */
const sessions = new Map<string, Cookie[]>();

/**
 * Logs in to the admin, by default as the development super admin; `account` logs in as another (e2eEditor: the
 * marketing team's Editor role).
 */
export async function logInToAdmin(page: Page, account: AdminAccount = e2eAdmin, landing = '/admin'): Promise<void> {
  // The development account is Strapi's first admin, the one its guided tour is for. The admin turns the tour
  // off (src/admin/first-landing.tsx; admin-first-login.spec.ts checks it): should a Strapi upgrade bring it
  // back, it is closed whenever it opens, so that the other admin tests still test only their own thing.
  await page.addLocatorHandler(page.getByRole('button', { name: 'Skip', exact: true }), async (skip) => {
    await skip.click();
  });
  // Strapi allows five logins of one account from one address in five minutes (admin.rateLimit), and the
  // admin suites together log in more often than that: a worker logs in once and its later tests resume that
  // session from its cookie, as a returning editor's browser would.
  const session = sessions.get(account.email) ?? [];
  if (session.length > 0) {
    await page.context().addCookies(session);
    // Straight to where the test works: each load of the admin's bundle costs seconds here.
    await page.goto(landing);
    const resumed = await page
      .getByRole('link', { name: 'Content Manager' })
      .waitFor(ADMIN_WAIT)
      .then(() => true)
      .catch(() => false);
    if (resumed) return;
  }
  await page.goto('/admin/auth/login');
  await page.locator('input[name=email]').fill(account.email);
  await page.locator('input[name=password]').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible(ADMIN_WAIT);
  sessions.set(account.email, await page.context().cookies());
  if (landing !== '/admin') await page.goto(landing);
}

/** The Content Manager's list of pages. */
export const PAGES_LIST = '/admin/content-manager/collection-types/api::page.page';

/** The Pages list searched by a page's title, as the list's search box writes it. */
export const pagesListSearchedFor = (title: string): string =>
  `${PAGES_LIST}?page=1&pageSize=20&sort=path:ASC&_q=${encodeURIComponent(title)}`;

/**
 * Opens a page's entry as an editor finds it: the Pages list searched by the page's title (logging in, or resuming
 * this worker's session, straight onto that list). The search keeps the list to the page's own row: the admin
 * draws each row of the list with its own document hooks, and a full list of 88 pages took it 8 to 18 s on this
 * machine where one row takes a fraction of a second.
 */
export async function openPageEntry(page: Page, title: string, account: AdminAccount = e2eAdmin): Promise<void> {
  await logInToAdmin(page, account, pagesListSearchedFor(title));
  await page.getByRole('gridcell', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible(ADMIN_WAIT);
}

/** Opens the home page's entry from the Pages list, as an editor finds it by its title; its hero's Heading field. */
export async function openHomePageHeading(page: Page, account: AdminAccount = e2eAdmin): Promise<Locator> {
  await openPageEntry(page, 'Home page', account);
  // The hero: the page's main heading and the paragraph under it.
  const hero = page
    .locator('div')
    .filter({ has: page.locator('label', { hasText: /^Hero ·/ }) })
    .filter({ has: page.getByRole('textbox', { name: 'Introduction' }) })
    .last();
  const heading = hero.getByRole('textbox', { name: 'Heading', exact: true });
  await expect(heading).toBeVisible(ADMIN_WAIT);
  return heading;
}
