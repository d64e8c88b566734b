import { expect, gotoHydrated, test } from './fixtures';

// Each test opens the menu at once: only a hydrated page answers Escape and arrow keys.
test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/');
});

test('the desktop menu is hidden and the toggle opens a sliding menu', { tag: '@phone-only' }, async ({ page }) => {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByTestId('mobile-menu-toggle').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // An entry with pages under it drills down (its label is a button); the others are links.
  for (const name of ['About', 'Services', 'Industries', 'Career']) {
    await expect(menu.getByRole('button', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Agiliti', 'Portfolio']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: /Resources/ })).toHaveAttribute(
    'href',
    'https://resources.auralis.example',
  );
});

test('drills down level by level and back', { tag: '@phone-only' }, async ({ page }) => {
  await page.getByTestId('mobile-menu-toggle').click();
  const menu = page.getByTestId('mobile-menu');
  await menu.getByRole('button', { name: 'Services', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Services' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Digital Marketing', exact: true })).toBeVisible();
  await menu.getByRole('button', { name: 'Digital Marketing', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Digital Marketing' })).toBeVisible();
  await menu.getByRole('button', { name: 'Optimization', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'B2B SEO' })).toBeVisible();
  await expect(menu).toHaveAttribute('data-level', '3');

  await menu.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Digital Marketing' })).toBeVisible();
  await menu.getByRole('button', { name: 'Back' }).click();
  await menu.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Back' })).toHaveCount(0);
});

test('toggling resets the current level', { tag: '@phone-only' }, async ({ page }) => {
  await page.getByTestId('mobile-menu-toggle').click();
  const menu = page.getByTestId('mobile-menu');
  await menu.getByRole('button', { name: 'Industries', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Industries' })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toHaveCount(0);
  await page.getByTestId('mobile-menu-toggle').click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.getByTestId('mobile-menu')).toHaveAttribute('data-level', '0');
});

test('closes when the page visibility changes', { tag: '@phone-only' }, async ({ page }) => {
  await page.getByTestId('mobile-menu-toggle').click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
});

test(
  'closes with Escape, returning focus to the toggle, and on navigation',
  { tag: '@phone-only' },
  async ({ page }) => {
    const toggle = page.getByTestId('mobile-menu-toggle');
    await toggle.click();
    // The drawer's code loads on this first click: Escape before the menu shows would close nothing, and the
    // menu would then open over the next click.
    await expect(page.getByTestId('mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
    await expect(toggle).toBeFocused();

    await toggle.click();
    const menu = page.getByTestId('mobile-menu');
    await menu.getByRole('button', { name: 'Career', exact: true }).click();
    await menu.getByRole('link', { name: 'Open Roles' }).click();
    await expect(page).toHaveURL('/career/open-roles');
    await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
  },
);

test('keeps keyboard focus inside while open', { tag: '@phone-only' }, async ({ page }) => {
  await page.getByTestId('mobile-menu-toggle').click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
});

test(
  'drills down and back from the keyboard alone, and Escape returns focus to the toggle',
  { tag: '@phone-only' },
  async ({ page }) => {
    const toggle = page.getByTestId('mobile-menu-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('mobile-menu');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const drill = menu.getByRole('button', { name: 'Services', exact: true });
    for (
      let step = 0;
      step < 20 && !(await drill.evaluate((element) => element === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(drill).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Services' })).toBeVisible();
    // Focus moved into the new level (the button that was pressed is gone).
    expect(await menu.getByRole('list').evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const back = menu.getByRole('button', { name: 'Back' });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();
  },
);

test(
  'a row drills down on its label, its level opens with the area’s own page, and the drawer fills the phone (issue 33, item 6)',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.getByTestId('mobile-menu-toggle').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    // No strip of the page on its left: the drawer spans the viewport (after its slide-in).
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box && { x: Math.round(box.x), width: Math.round(box.width) };
      })
      .toEqual({ x: 0, width: page.viewportSize()?.width ?? 0 });
    // A tap on the word "Services" drills down; it does not leave the page.
    await menu.getByRole('button', { name: 'Services', exact: true }).click({ position: { x: 20, y: 20 } });
    await expect(page.getByRole('dialog', { name: 'Services' })).toBeVisible();
    await expect(page).toHaveURL('/');
    const first = menu.getByRole('navigation', { name: 'Mobile' }).getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveText('Services overview');
    await first.getByRole('link').click();
    await expect(page).toHaveURL('/services');
    await expect(menu).toHaveCount(0);
  },
);
