import type { Page } from '@playwright/test';

import { expect, gotoHydrated, test } from './fixtures';

const html = (page: Page) => page.locator('html');

// One test here blocks every script, so the page never hydrates; the others wait for what they need.
test.use({ waitForHydration: false });

test('the toggle sets and removes html.dark, and the choice survives a reload', { tag: '@phone' }, async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, '/contact');
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  const toggle = page.getByTestId('site-header').getByRole('button', { name: 'Dark theme' });
  await toggle.click();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(html(page)).toHaveClass(/\bdark\b/);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  await toggle.click();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html(page)).not.toHaveClass(/\bdark\b/);
});

test('a first visit follows prefers-color-scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(html(page)).toHaveClass(/\bdark\b/);
});

test('the theme is set before the first paint, without waiting for the app code', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Block every script file: only the inline boot script in <head> can set the class.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/services');
  await expect(html(page)).toHaveClass(/\bdark\b/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
});
