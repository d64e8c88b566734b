import { expect, gotoHydrated, test } from './fixtures';

test.use({ firstVisit: true });

const SEVEN_DAYS = 7 * 24 * 60 * 60;

for (const [button, value] of [
  ['Accept', 'accepted'],
  ['Decline', 'declined'],
] as const) {
  test(`${button} stores cookieConsent for 7 days and hides the banner for good`, async ({ page, context }) => {
    // The server's HTML shows the banner; its buttons work once React has hydrated the page.
    await gotoHydrated(page, '/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    const before = Date.now() / 1000;
    await banner.getByRole('button', { name: button }).click();
    await expect(banner).toHaveCount(0);

    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'cookieConsent');
    expect(cookie?.value).toBe(value);
    expect(cookie?.expires).toBeGreaterThan(before + SEVEN_DAYS - 120);
    expect(cookie?.expires).toBeLessThan(Date.now() / 1000 + SEVEN_DAYS + 120);

    await page.reload();
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });
}

test(
  'the banner never hides the element that has keyboard focus (WCAG 2.4.11)',
  { tag: '@phone' },
  async ({ page }) => {
    // Hydrated first: until then the banner's room at the bottom of the page is not kept free of focus.
    await gotoHydrated(page, '/privacy');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    // Walk the page with Tab and check every focused element above the banner.
    for (let i = 0; i < 60; i += 1) {
      await page.keyboard.press('Tab');
      const overlap = await page.evaluate(() => {
        const focused = document.activeElement;
        const bannerElement = document.querySelector('[data-testid="cookie-banner"]');
        if (!focused || !bannerElement || bannerElement.contains(focused) || focused === document.body) return 0;
        const box = focused.getBoundingClientRect();
        const top = bannerElement.getBoundingClientRect().top;
        return Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, top));
      });
      expect(overlap, `focused element ${i} is hidden behind the banner`).toBe(0);
    }
  },
);

test('"Cookie settings" in the footer asks again, with the keyboard on the banner, and the new answer replaces the old', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/about');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toHaveCount(0);
  const consent = async () => (await context.cookies()).find((cookie) => cookie.name === 'cookieConsent')?.value;
  expect(await consent()).toBe('accepted');

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Decline' })).toBeFocused();
  expect(await consent()).toBeUndefined();

  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  expect(await consent()).toBe('declined');
});
