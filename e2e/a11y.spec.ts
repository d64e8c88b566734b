import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

const themes = ['light', 'dark'] as const;

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    });

    for (const path of ['/', '/contact', '/no-such-page']) {
      test(`axe finds nothing on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page);
      });
    }

    test('axe finds nothing with the menu open', async ({ page }, testInfo) => {
      await page.goto('/');
      if (testInfo.project.name === 'mobile') {
        await page.getByTestId('mobile-menu-toggle').click();
        await page.getByTestId('mobile-menu').getByRole('button', { name: 'Show Services submenu' }).click();
        await expect(page.getByRole('dialog', { name: 'Services' })).toBeVisible();
      } else {
        await page.getByRole('button', { name: 'Services submenu' }).click();
        await page.locator('[data-level="1"]').getByRole('link', { name: 'Digital Marketing', exact: true }).hover();
        await expect(page.getByTestId('mega-panel')).toBeVisible();
      }
      await expectNoViolations(page);
    });
  });
}

test.describe('first visit', () => {
  test.use({ firstVisit: true });
  test('axe finds nothing with the cookie banner showing', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expectNoViolations(page);
  });
});
