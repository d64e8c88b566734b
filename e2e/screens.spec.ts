import { expect, test } from './fixtures';

test(
  'the thank-you dialog says a call or email will follow, traps focus and closes with X or Escape',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/testing');
    const opener = page.getByRole('button', { name: 'Open the thank-you dialog' });
    const dialog = page.getByRole('dialog', { name: 'Thank You' });
    // The style guide is a long page: React may still be hydrating it at the load event, and a click on the
    // server-rendered button before then does nothing. Click until the dialog answers.
    await expect(async () => {
      if (!(await dialog.isVisible())) await opener.click({ timeout: 2_000 });
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(dialog).toContainText(/call or email/);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await page.getByRole('dialog', { name: 'Thank You' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank You' })).toHaveCount(0);
  },
);

test('the work-in-progress screen says W.I.P and leads back home', async ({ page }) => {
  await page.goto('/testing');
  const wip = page.getByTestId('work-in-progress');
  await expect(wip.getByRole('heading', { name: 'W.I.P' })).toBeVisible();
  await wip.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});
