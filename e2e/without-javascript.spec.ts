/**
 * With JavaScript switched off in the browser, the shell still answers (docs/decisions/017-alive-from-the-first-paint.md):
 * the cookie banner's choice and the theme are forms the server answers, and the FAQ's answers are in the page and
 * open with the browser's own disclosure widget.
 */
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false, firstVisit: true, waitForHydration: false });

const SEVEN_DAYS = 7 * 24 * 60 * 60;

for (const [button, value] of [
  ['Accept', 'accepted'],
  ['Decline', 'declined'],
] as const) {
  test(`${button} hides the banner and stores the choice for 7 days`, { tag: '@phone' }, async ({ page, context }) => {
    await page.goto('/services');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    const before = Date.now() / 1000;
    await banner.getByRole('button', { name: button }).click();
    // Back on the same page, answered by the server.
    await page.waitForURL('**/services');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'cookieConsent');
    expect(cookie?.value).toBe(value);
    expect(cookie?.expires).toBeGreaterThan(before + SEVEN_DAYS - 120);
    expect(cookie?.expires).toBeLessThan(Date.now() / 1000 + SEVEN_DAYS + 120);
    // And on the next page too.
    await page.goto('/contact');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  });
}

test(
  '"Cookie settings" in the footer forgets the answer, and the banner asks again',
  { tag: '@phone' },
  async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL ?? '' }]);
    await page.goto('/services');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await page.waitForURL('**/services');
    await expect(banner).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'cookieConsent')).toBeUndefined();
  },
);

test('the theme toggle switches the theme, and the next page keeps it', { tag: '@phone' }, async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  const toggle = page.getByTestId('theme-toggle');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await page.waitForURL('**/about');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-pressed', 'true');
  // The page is drawn dark: the stylesheet's dark colours apply.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');
  await page.goto('/career');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByTestId('theme-toggle').click();
  await page.waitForURL('**/career');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test(
  'a system set to dark draws the page dark, and the toggle switches it to light',
  { tag: '@phone' },
  async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    const bodyBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // No choice stored: the server cannot know the system's theme, the stylesheet follows it.
    expect(await bodyBackground()).not.toBe('rgb(255, 255, 255)');
    const toggle = page.getByTestId('site-header').getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAttribute('title', 'Switch to light theme');
    await toggle.click();
    await page.waitForURL('**/about');
    expect((await context.cookies()).find((cookie) => cookie.name === 'theme')?.value).toBe('light');
    expect(await bodyBackground()).toBe('rgb(255, 255, 255)');
    await page.goto('/career');
    expect(await bodyBackground()).toBe('rgb(255, 255, 255)');
  },
);

test('FAQ answers are in the page and open', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/digital-marketing-services/b2b-seo-services');
  const items = page.getByTestId('faq-item');
  await expect(items.first()).toBeVisible();
  const first = items.first();
  const answer = first.locator('[data-faq-answer]');
  await expect(answer).toBeHidden();
  await expect(answer).not.toBeEmpty();
  await first.locator('summary').click();
  await expect(answer).toBeVisible();
  // One open at a time.
  await items.nth(1).locator('summary').click();
  await expect(items.nth(1).locator('[data-faq-answer]')).toBeVisible();
  await expect(answer).toBeHidden();
});

test('Agiliti’s FAQ answers are in the page and open', async ({ page }) => {
  await page.goto('/agiliti-hire-dedicated-developers');
  const first = page.getByTestId('faq-item').first();
  await first.locator('summary').click();
  await expect(first.locator('[data-faq-answer]')).toBeVisible();
  await expect(first.locator('[data-faq-answer]')).not.toBeEmpty();
});
