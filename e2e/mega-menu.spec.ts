import { expect, gotoHydrated, test } from './fixtures';

// Hover and keyboard sequences need a hydrated page (a key press before hydration is lost).
test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/');
});

const level = (n: 1 | 2 | 3) => `[data-testid="mega-panel"] [data-level="${n}"]`;

test('the desktop menu shows the top entries of SPEC.md and hides the mobile toggle', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['About', 'Services', 'Agiliti', 'Industries', 'Portfolio', 'Resources', 'Career']) {
    await expect(nav.getByRole('link', { name, exact: false }).first()).toBeVisible();
  }
  const resources = nav.getByRole('link', { name: /Resources/ });
  await expect(resources).toHaveAttribute('target', '_blank');
  await expect(resources).toHaveAttribute('rel', 'noopener');
  await expect(page.getByTestId('mobile-menu-toggle')).toBeHidden();
});

test('hover opens levels 1, 2 and 3 over a dim overlay; leaving closes the panel', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).hover();
  const panel = page.getByTestId('mega-panel');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('menu-overlay')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Services submenu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(level(2))).toHaveCount(0);

  await page.locator(level(1)).getByRole('link', { name: 'Digital Marketing', exact: true }).hover();
  await expect(page.locator(level(2))).toBeVisible();
  await expect(page.locator(level(2)).getByRole('link', { name: 'Integrated Digital Marketing' })).toBeVisible();
  await expect(page.locator(level(3))).toHaveCount(0);

  await page.locator(level(2)).getByRole('link', { name: 'Integrated Digital Marketing' }).hover();
  await expect(page.locator(level(3))).toBeVisible();
  await expect(page.locator(level(3)).getByRole('link', { name: 'B2B Content Marketing' })).toHaveAttribute(
    'href',
    '/digital-marketing-services/b2b-content-marketing-services',
  );

  await page.locator(level(1)).getByRole('link', { name: 'QA & Testing' }).hover();
  await expect(page.locator(level(2)).getByRole('link', { name: 'Security Testing' })).toBeVisible();
  await expect(page.locator(level(3))).toHaveCount(0);

  await page.mouse.move(700, 880);
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId('menu-overlay')).toHaveCount(0);
});

test('a level-3 link navigates and closes the panel', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).hover();
  await page.locator(level(1)).getByRole('link', { name: 'Technology & Engineering' }).hover();
  await page.locator(level(2)).getByRole('link', { name: 'Mobile App Development' }).hover();
  await page.locator(level(3)).getByRole('link', { name: 'iOS Development' }).click();
  await expect(page).toHaveURL('/digital-development-services/ios-development-services');
  await expect(page.getByTestId('mega-panel')).toHaveCount(0);
});

test('works from the keyboard (APG disclosure navigation)', async ({ page }) => {
  const button = page.getByRole('button', { name: 'Services submenu' });
  await button.focus();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('mega-panel')).toBeVisible();

  // Tab enters the panel: first the "All of Services" link, then the level-1 entries.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'All of Services' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(level(1)).getByRole('link', { name: 'Experience Design' })).toBeFocused();
  // Focus acts like hover: the focused entry's level 2 shows.
  await expect(page.locator(level(2)).getByRole('link', { name: 'UI Design' })).toBeVisible();

  // Arrow keys move within a level and across levels.
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowDown');
  const digitalMarketing = page.locator(level(1)).getByRole('link', { name: 'Digital Marketing', exact: true });
  await expect(digitalMarketing).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator(level(2)).getByRole('link', { name: 'Branding & Design' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const integrated = page.locator(level(2)).getByRole('link', { name: 'Integrated Digital Marketing' });
  await expect(integrated).toBeFocused();
  // Tab walks into the open branch in reading order.
  await page.keyboard.press('Tab');
  await expect(page.locator(level(3)).getByRole('link', { name: 'B2B Content Marketing' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(integrated).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(digitalMarketing).toBeFocused();

  // Escape closes and returns focus to the disclosure button.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mega-panel')).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Enter on a focused link follows it.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/services/experience-design-services');
});

test('focus leaving the entry closes its panel', async ({ page }) => {
  await page.getByRole('button', { name: 'About submenu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('mega-panel')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Agiliti', exact: true }).focus();
  await expect(page.getByTestId('mega-panel')).toHaveCount(0);
});
