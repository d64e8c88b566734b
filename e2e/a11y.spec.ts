import type { Page } from '@playwright/test';

import { axeViolations } from './axe';
import { contentReady, expect, test } from './fixtures';

const themes = ['light', 'dark'] as const;

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    });

    // Every route with its content loaded is checked by site-wide.spec.ts; these are the states it does not
    // reach: marquees running, menus open, a form showing its errors.

    // The marquees move only without prefers-reduced-motion: check them running too.
    test('axe finds nothing on a sub-service page with its marquees running', async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'no-preference' });
      await page.goto('/digital-marketing-services/social-media-strategy-services');
      await contentReady(page);
      await expect(page.getByTestId('logo-marquee').first()).toBeAttached();
      await expectNoViolations(page);
    });

    test('axe finds nothing with the menu open', { tag: '@phone' }, async ({ page }, testInfo) => {
      await page.goto('/');
      if (testInfo.project.name === 'mobile') {
        await page.getByTestId('mobile-menu-toggle').click();
        await page.getByTestId('mobile-menu').getByRole('button', { name: 'Services', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'Services' })).toBeVisible();
      } else {
        await page.getByRole('button', { name: 'Services submenu' }).click();
        await page.locator('[data-level="1"]').getByRole('link', { name: 'Digital Marketing', exact: true }).hover();
        await expect(page.getByTestId('mega-panel')).toBeVisible();
      }
      await expectNoViolations(page);
    });

    // Careers (docs/careers.md#the-pages): the open roles from the recruiting integration, a job detail, and the
    // application form with its messages showing.
    test('axe finds nothing on the open roles, a job detail and the application form with errors', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/career/open-roles');
      const firstRole = page.getByTestId('open-roles').getByRole('listitem').first();
      await expect(firstRole).toBeVisible({ timeout: 15_000 });
      await expectNoViolations(page);

      await firstRole.getByRole('link').click();
      await expect(page.getByRole('heading', { name: 'Must-have skills' })).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole('link', { name: 'Apply Now' }).click();
      const form = page.getByTestId('job-application-form');
      // Buttons first: a message appearing on blur must not move a button between press and release.
      await form.getByRole('radio', { name: 'Experienced' }).check();
      await form.getByRole('button', { name: 'Add a link' }).click();
      await form.getByRole('textbox', { name: 'First name', exact: true }).fill('A');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ab@x');
      await form.getByRole('textbox', { name: 'Phone number', exact: true }).fill('12ab');
      await form.getByRole('textbox', { name: 'Years of experience', exact: true }).fill('99');
      await form.getByRole('textbox', { name: 'Other link 1', exact: true }).fill('not a link');
      await form.getByRole('textbox', { name: 'LinkedIn profile', exact: true }).click();
      await form.getByRole('textbox', { name: 'State', exact: true }).click();
      await expect(form.getByTestId('field-error')).toHaveCount(6);
      await expectNoViolations(page);
    });
  });
}

test.describe('first visit', () => {
  test.use({ firstVisit: true });
  test('axe finds nothing with the cookie banner showing', { tag: '@phone' }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expectNoViolations(page);
  });
});
