/** Logging in to the real admin, as the browser tests of the admin do. */
import type { Page } from '@playwright/test';

import { e2eAdmin } from '../scripts/lib/e2e-admin.mjs';
import { expect } from './fixtures';

/** The admin answers slowly on this machine's first requests (it builds nothing, but loads a large bundle). */
export const ADMIN_WAIT = { timeout: 30_000 };

export async function logInToAdmin(page: Page): Promise<void> {
  // The development account is Strapi's first admin, which gets a guided tour: close it whenever it opens.
  await page.addLocatorHandler(page.getByRole('button', { name: 'Skip', exact: true }), async (skip) => {
    await skip.click();
  });
  await page.goto('/admin/auth/login');
  await page.locator('input[name=email]').fill(e2eAdmin.email);
  await page.locator('input[name=password]').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('link', { name: 'Content Manager' })).toBeVisible(ADMIN_WAIT);
}
