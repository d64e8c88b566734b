/**
 * Keyboard only (issue "Speed and accessibility gates", item 4): no mouse anywhere in these tests. Focus moves
 * into what opens, Escape closes it, and focus comes back to where the visitor was. The menus have their own
 * keyboard tests (mega-menu.spec.ts, mobile-menu.spec.ts), as do the benefit tabs (service-pages.spec.ts),
 * the marquee's pause button and the Thank You dialog on /testing (screens.spec.ts).
 */
import type { Locator, Page } from '@playwright/test';

import { contentReady, expect, test, uniqueEmail } from './fixtures';

const SOCIAL = '/digital-marketing-services/social-media-strategy-services';

const focusedIsInside = (scope: Locator) => scope.evaluate((element) => element.contains(document.activeElement));

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Types into a field reached with the keyboard: Tab order from the field before it, never a click. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('the section menu moves focus into the section it jumps to', async ({ page }) => {
  await page.goto(SOCIAL);
  await contentReady(page);
  const menu = page.getByTestId('section-menu');
  await tabTo(page, menu.getByRole('link', { name: 'FAQ' }));
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'location');
  const faq = page.locator('#section-faq');
  await expect(faq).toBeFocused();
  await expect(faq).toBeInViewport();
  // The next Tab continues inside the FAQ, at its first question.
  await page.keyboard.press('Tab');
  await expect(faq.getByTestId('faq-item').first().locator('summary')).toBeFocused();
});

test('the FAQ accordion opens and closes with Enter and Space, and arrows move between questions', async ({ page }) => {
  await page.goto(SOCIAL);
  await contentReady(page);
  const questions = page.getByTestId('faq-item').locator('summary');
  await expect(questions.first()).toBeVisible({ timeout: 20_000 });
  await tabTo(page, questions.first(), 200);
  const first = questions.first();
  const item = page.getByTestId('faq-item').first();
  await expect(item).not.toHaveAttribute('open');
  await page.keyboard.press('Enter');
  await expect(item).toHaveAttribute('open');
  await page.keyboard.press('Space');
  await expect(item).not.toHaveAttribute('open');
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(questions.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
});

test.describe('first visit', () => {
  test.use({ firstVisit: true });
  test('the cookie banner is reached and answered from the keyboard, and focus stays on the page', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await tabTo(page, banner.getByRole('button', { name: 'Accept' }), 200);
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    // The banner is gone; the keyboard carries on from the page, not from a removed element.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.isConnected && document.activeElement !== document.body),
    ).toBe(true);
  });
});

test('the newsletter form is filled and sent from the keyboard', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const form = page.getByTestId('newsletter-form');
  // The footer comes after every link of the home page: a long way by Tab, as it is for a keyboard user.
  await tabTo(page, form.getByLabel('Email address'), 600);
  await page.keyboard.type(uniqueEmail(testInfo, 'keyboard'));
  await page.keyboard.press('Enter');
  await expect(form.getByTestId('newsletter-status')).toHaveText('Thankyou for subscribing!', { timeout: 20_000 });
});

test('the project form on /contact is filled and sent from the keyboard; the Thank You dialog takes focus and Escape closes it', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.goto('/contact');
  const form = page.getByTestId('contact-form');
  // The type is a radio group: arrows change it, as the APG radio group pattern says.
  await tabTo(page, page.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Start a project' })).toBeChecked();
  await typeInto(page, form.getByLabel('First name'), 'maya');
  await typeInto(page, form.getByLabel('Last name'), 'fernandes');
  await typeInto(page, form.getByLabel('Work email'), uniqueEmail(testInfo, 'keyboard-contact'));
  await typeInto(page, form.getByLabel('Phone number'), '+91 98450 12345');
  await typeInto(page, form.getByLabel('Company name'), 'Northwind Traders');
  const source = form.getByLabel('How did you hear about us?');
  await tabTo(page, source);
  await page.keyboard.press('ArrowDown');
  await expect(source).not.toHaveValue('');
  await typeInto(page, form.getByLabel('About your project'), 'A twelve-week engagement on our checkout.');
  const send = form.getByRole('button', { name: /^(Send|Request)/ });
  await tabTo(page, send);
  await expect(send).toBeEnabled();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Thank You' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  // Radix moves focus in from an effect, which may run just after the dialog is drawn.
  await expect.poll(() => focusedIsInside(dialog)).toBe(true);
  await page.keyboard.press('Tab');
  expect(await focusedIsInside(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // Focus comes back to the form the visitor sent, not to the top of the page. Radix moves it a task after the
  // dialog leaves the page (a setTimeout in its focus scope), so the check waits for it rather than racing it.
  await expect.poll(() => focusedIsInside(form)).toBe(true);
});
