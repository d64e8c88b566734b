import { test as base, expect, type Locator, type Page, type Response, type TestInfo } from '@playwright/test';

export { expect };

/**
 * Every test starts with the cookie choice made (so the banner stays out of the way) unless it asks for a
 * first visit, fails on any uncaught error in the page when it asks for `pageErrors`, and always fails when
 * a site page breaks its own Content-Security-Policy (a refused script, style, connection or eval).
 */
/** A page of the site (not the admin, the API or a file), whose HTML React hydrates. */
function isSitePage(response: Response | null): boolean {
  if (!response) return false;
  const { pathname } = new URL(response.url());
  if (/^\/(admin|api|uploads)(\/|$)/.test(pathname)) return false;
  return (response.headers()['content-type'] ?? '').startsWith('text/html');
}

export const test = base.extend<{
  firstVisit: boolean;
  waitForHydration: boolean;
  pageErrors: string[];
  policyViolations: string[];
}>({
  firstVisit: [false, { option: true }],
  /**
   * Pages arrive rendered on the server, content and all, so a test could act on them before React has taken
   * over (a click with no handler yet, a theme change that hydration then undoes). Unless a test opts out (it
   * blocks the scripts, or looks at the page before hydration on purpose), `page.goto` and `page.reload` of a
   * site page return once root.tsx has marked <html data-hydrated>.
   */
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration }, use) => {
    if (waitForHydration) {
      const hydrated = async (response: Response | null) => {
        if (isSitePage(response)) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => hydrated(await goto(url, options));
      page.reload = async (options) => hydrated(await reload(options));
    }
    await use(page);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  policyViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__reportPolicyViolation', (_source, text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          // The admin is Strapi's own application under Strapi's policy: a library in it probes eval and
          // carries on without it. Only the site's pages are ours to hold to the site's policy.
          if (window.location.pathname.startsWith('/admin')) return;
          const report = (window as unknown as { __reportPolicyViolation?: (text: string) => void })
            .__reportPolicyViolation;
          report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} in ${event.sourceFile}`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, firstVisit, baseURL }, use) => {
    if (!firstVisit && baseURL) {
      await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL }]);
    }
    await use(context);
  },
});

/** Opens a site page and waits until React has hydrated it (root.tsx marks <html data-hydrated>). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Scrolls to the footer's newsletter form and waits until the working form has replaced the placeholder, which it
 * does once its code arrives (features/newsletter/newsletter-signup.tsx loads it when the form nears the viewport or
 * on an interaction). The placeholder can be replaced while it is being scrolled to, and Playwright then refuses
 * the scroll ("Element is not attached to the DOM", CI on 2026-11-29, after a click on Cookie settings in the
 * footer had started the load): the scroll is tried again on the form that is there.
 */
export async function workingNewsletterForm(page: Page): Promise<Locator> {
  const form = page.getByTestId('newsletter-form');
  await expect(async () => {
    await form.scrollIntoViewIfNeeded({ timeout: 5_000 });
    await expect(form).not.toHaveAttribute('data-placeholder', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return form;
}

/** The page's one <h1>. */
export const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** An address no other test, project or run uses, so submissions never collide in the shared database. */
export function uniqueEmail(testInfo: TestInfo, label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `e2e.${label}.${testInfo.project.name}.${testInfo.workerIndex}.${stamp}@example.com`;
}

/**
 * An in-app navigation, as a click on one of the site's links makes it: React Router fetches the page's
 * data (`<path>.data`) and renders it without a page load.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const router = (window as unknown as { __reactRouterDataRouter?: { navigate: (to: string) => Promise<void> } })
      .__reactRouterDataRouter;
    if (!router) throw new Error('React Router has not hydrated this page');
    void router.navigate(to);
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

/** The data requests of in-app navigations. */
export const DATA_REQUESTS = /\.data(\?|$)/;

/**
 * The page is ready to be used: React has hydrated it (root.tsx marks <html data-hydrated>), and no content
 * block is still on its way. A first load has its content in the HTML, so the spinners alone no longer say
 * that the page's code has taken over: a click or a theme change before that would race with hydration.
 */
export async function contentReady(page: Page, timeout = 20_000) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout });
  await expect(page.getByTestId('loader')).toHaveCount(0, { timeout });
}

/**
 * Waits until the page has drawn two frames, so its intersection observers have run for where it now is.
 *
 * Headless Chromium on a loaded 2-core machine sometimes stops drawing a page: requestAnimationFrame, the
 * observers and even the page's own timers stall, and an evaluate that waits on them never returns (CI,
 * 2026-11-25 and 2026-11-26). The wait is therefore bounded here, in Node; a page that did not draw in time is
 * brought to the front, which makes Chromium draw it again, and the test goes on to check what it expects.
 */
export async function waitForFrames(page: Page, timeout = 1_000): Promise<void> {
  const drawn = page
    .evaluate(
      () => new Promise<true>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
    )
    .catch(() => false);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeout);
  });
  const result = await Promise.race([drawn, late]);
  clearTimeout(timer);
  if (!result) {
    test.info().annotations.push({ type: 'frames missed', description: page.url() });
    await page.bringToFront();
  }
}
