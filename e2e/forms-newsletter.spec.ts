import type { Page } from '@playwright/test';

import { axeViolations } from './axe';
import { expect, gotoHydrated, test, uniqueEmail, workingNewsletterForm } from './fixtures';

const SUCCESS = 'Thankyou for subscribing!';
const OOPS = 'Oops!! something went wrong, please try again.';

const newsletter = (page: Page) => page.getByTestId('newsletter-form');
const emailField = (page: Page) => newsletter(page).getByLabel('Email address');
const subscribe = (page: Page) => newsletter(page).getByRole('button', { name: /subscribe/i });

async function signUp(page: Page, email: string) {
  await emailField(page).fill(email);
  await expect(subscribe(page)).toBeEnabled();
  await subscribe(page).click();
}

test.describe('newsletter (docs/forms.md#states-and-errors)', () => {
  test.beforeEach(async ({ page }) => {
    // Typing into the server-rendered field before React hydrates it is not what these tests are about.
    await gotoHydrated(page, '/');
    // The working form replaces the placeholder once its code arrives; a blur on the placeholder before then
    // would not count as touching the field, which is not what these tests are about either.
    await workingNewsletterForm(page);
  });

  test('the thank-you shows for 10 seconds, then goes, and the form resets', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await signUp(page, uniqueEmail(testInfo, 'newsletter'));
    const success = newsletter(page).getByTestId('newsletter-status');
    await expect(success).toHaveText(SUCCESS, { timeout: 20_000 });
    const shownAt = Date.now();
    await expect(emailField(page)).toHaveValue('');
    await expect(subscribe(page)).toBeDisabled();

    await expect(success).toHaveText('', { timeout: 13_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(9_000);
    expect(shownFor).toBeLessThan(12_500);
  });

  test('an address already subscribed gets "email already exists!" on the field', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const email = uniqueEmail(testInfo, 'duplicate');
    await signUp(page, email);
    await expect(newsletter(page).getByTestId('newsletter-status')).toHaveText(SUCCESS, { timeout: 20_000 });

    // Same address again, in another case and with spaces: the server compares them normalized.
    await signUp(page, `  ${email.toUpperCase()} `);
    const error = newsletter(page).getByTestId('field-error');
    await expect(error).toHaveText('*email already exists!', { timeout: 20_000 });
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(page)).toHaveValue(email.toUpperCase());
  });

  test('validation messages show once the field is touched, prefixed with *', { tag: '@phone' }, async ({ page }) => {
    await expect(subscribe(page)).toBeDisabled();
    await emailField(page).fill('ab@example.com');
    await expect(newsletter(page).getByTestId('field-error')).toHaveCount(0);
    await emailField(page).blur();
    await expect(newsletter(page).getByTestId('field-error')).toHaveText('*Invalid email');
    await expect(subscribe(page)).toBeDisabled();
    await emailField(page).fill('');
    await expect(newsletter(page).getByTestId('field-error')).toHaveText('*Required');
    await emailField(page).fill('abc@example.com');
    await expect(newsletter(page).getByTestId('field-error')).toHaveCount(0);
    await expect(subscribe(page)).toBeEnabled();
  });

  test('a failing captcha verify shows the Oops message and keeps the address', async ({ page }, testInfo) => {
    await page.route('**/api/cloudflare-captcha/verify', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } }),
      }),
    );
    const email = uniqueEmail(testInfo, 'oops');
    await signUp(page, email);
    await expect(newsletter(page).getByRole('alert')).toHaveText(OOPS, { timeout: 20_000 });
    await expect(emailField(page)).toHaveValue(email);
    await expect(newsletter(page).getByTestId('newsletter-status')).toHaveText('');
  });

  test('the captcha loads only once a visitor starts on the form', async ({ page }) => {
    const captchaRequests: string[] = [];
    page.on('request', (request) => {
      if (/cloudflare-captcha|altcha/.test(request.url())) captchaRequests.push(request.url());
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(captchaRequests).toEqual([]);
    await emailField(page).focus();
    await expect.poll(() => captchaRequests.some((url) => url.includes('/challenge')), { timeout: 15_000 }).toBe(true);
    // Invisible: nothing of the widget can be seen or reached.
    await expect(newsletter(page).getByTestId('captcha-widget')).toBeHidden();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(
    `axe finds nothing on the footer form with an error showing (${theme} theme)`,
    { tag: '@phone' },
    async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto('/contact');
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      await emailField(page).fill('not-an-email');
      await emailField(page).blur();
      await expect(newsletter(page).getByTestId('field-error')).toBeVisible();
      expect(await axeViolations(page, { include: '[data-testid="site-footer"]' })).toEqual([]);
    },
  );
}
