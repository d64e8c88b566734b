import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * Every test starts with the cookie choice made (so the banner stays out of the way) unless it asks for a
 * first visit, and fails on any uncaught error in the page.
 */
export const test = base.extend<{ firstVisit: boolean; pageErrors: string[] }>({
  firstVisit: [false, { option: true }],
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  context: async ({ context, firstVisit, baseURL }, use) => {
    if (!firstVisit && baseURL) {
      await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL }]);
    }
    await use(context);
  },
});

export const isDesktop = (projectName: string) => projectName === 'desktop';

/** The page's one <h1>. */
export const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 });
