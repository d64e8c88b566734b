import type { Locator, Page } from '@playwright/test';

import { expect, gotoHydrated, test } from './fixtures';

// Hover and keyboard sequences need a hydrated page (a key press before hydration is lost).
test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/');
});

const level = (n: 1 | 2 | 3) => `[data-testid="mega-panel"] [data-level="${n}"]`;

test('the desktop menu shows the top entries of docs/routes-and-shell.md and hides the mobile toggle', async ({
  page,
}) => {
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

test.describe('a panel that follows the mouse (issue 20, item 4)', () => {
  const center = async (link: Locator) => {
    const box = await link.boundingBox();
    if (!box) throw new Error('the menu entry is not laid out');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, right: box.x + box.width };
  };

  /** Records every level-2 column the panel shows, by its first entry, from now on. */
  async function watchLevelTwo(page: Page) {
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { levelTwoSeen: Set<string> }).levelTwoSeen = seen;
      const note = () => {
        const first = document.querySelector('[data-testid="mega-panel"] [data-level="2"] a');
        if (first?.textContent) seen.add(first.textContent.trim());
      };
      note();
      new MutationObserver(note).observe(document.body, { childList: true, subtree: true });
    });
    return () => page.evaluate(() => [...(window as unknown as { levelTwoSeen: Set<string> }).levelTwoSeen]);
  }

  async function openDigitalMarketing(page: Page) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).hover();
    const digitalMarketing = page.locator(level(1)).getByRole('link', { name: 'Digital Marketing', exact: true });
    await digitalMarketing.hover();
    await expect(page.locator(level(2)).getByRole('link', { name: 'Branding & Design' })).toBeVisible();
    return center(digitalMarketing);
  }

  test('moving diagonally to a second-level entry keeps its panel, across the entries in between', async ({ page }) => {
    // The page's timers run on a clock the test holds while the pointer moves: on a busy machine two of the 30
    // moves can be more than the intent delay apart, which the menu rightly reads as resting on the entry in
    // between ("resting on an entry crossed on the way switches to it", below). Held, the test checks the
    // geometry alone.
    await page.clock.install();
    await gotoHydrated(page, '/');
    const from = await openDigitalMarketing(page);
    const branding = page.locator(level(2)).getByRole('link', { name: 'Branding & Design' });
    const to = await center(branding);
    const seen = await watchLevelTwo(page);
    // A moment a little ahead of the page's own time: one already passed is refused ("Cannot fast-forward to the
    // past"), which a loaded machine made of a 10 ms lead (a clean clone's run, 2026-11-29). Jumping there runs
    // the timers due until then, as that much time passing would; the menu is settled on Digital Marketing.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    // Up and to the right, over AI & Automation, QA & Testing, Cloud and Technology & Engineering.
    await page.mouse.move(from.x, from.y);
    await page.mouse.move(to.x, to.y, { steps: 30 });
    // The intent delays started on the way are over now, as they would be after a real move.
    await page.clock.runFor(1_000);
    await page.clock.resume();
    expect(await seen()).toEqual(['Branding & Design']);
    await expect(page.locator(level(2)).getByRole('link', { name: 'Branding & Design' })).toBeVisible();
    await expect(page.locator(level(3))).toHaveCount(0);
    await page.locator(level(2)).getByRole('link', { name: 'Integrated Digital Marketing' }).hover();
    await expect(page.locator(level(3)).getByRole('link', { name: 'B2B Content Marketing' })).toBeVisible();
    expect(await seen()).toEqual(['Branding & Design']);
  });

  test('resting on an entry crossed on the way switches to it', async ({ page }) => {
    const from = await openDigitalMarketing(page);
    const engineering = await center(page.locator(level(1)).getByRole('link', { name: 'Technology & Engineering' }));
    await page.mouse.move(from.x, from.y);
    // Toward the open column, but the pointer stops on Technology & Engineering: after the short intent
    // delay, its column takes over.
    await page.mouse.move(engineering.right - 12, engineering.y, { steps: 15 });
    await expect(page.locator(level(2)).getByRole('link', { name: 'Mobile App Development' })).toBeVisible();
    await expect(page.locator(level(2)).getByRole('link', { name: 'Branding & Design' })).toHaveCount(0);
  });

  test('moving straight down the first column switches at once, as before', async ({ page }) => {
    await openDigitalMarketing(page);
    const data = await center(page.locator(level(1)).getByRole('link', { name: 'Data Analytics' }));
    await page.mouse.move(data.x, data.y, { steps: 5 });
    await expect(page.locator(level(2)).getByRole('link', { name: 'Business Intelligence' })).toBeVisible();
  });
});

test('the panel opens with the area’s overview beside its first column, until a column of pages opens (issue 33, item 6)', async ({
  page,
}) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).hover();
  const overview = page.getByTestId('mega-overview');
  await expect(overview).toBeVisible();
  await expect(overview.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
  await expect(overview).toContainText(/\w+/);
  // It fills the right two-thirds of the panel.
  const panel = await page.getByTestId('mega-panel').boundingBox();
  const box = await overview.boundingBox();
  expect(box && panel && box.x + box.width).toBeGreaterThan((panel?.x ?? 0) + (panel?.width ?? 0) * 0.8);

  await page.locator(level(1)).getByRole('link', { name: 'Digital Marketing', exact: true }).hover();
  await expect(page.locator(level(2))).toBeVisible();
  await expect(overview).toHaveCount(0);

  // An area whose entries have no pages under them keeps its overview while they are hovered.
  await page.mouse.move(700, 880);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Industries', exact: true }).hover();
  await page.locator(level(1)).getByRole('link').first().hover();
  await expect(page.getByTestId('mega-overview')).toBeVisible();
});
