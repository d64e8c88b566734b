/**
 * Every route of docs/routes-and-shell.md's table, once each (issue "Speed and accessibility gates", item 3): it renders its
 * own screen from a deep link (status, heading, title, no not-found, no content error, no page errors; a
 * sub-service page's sections in docs/service-pages.md's order), and axe finds nothing
 * with its content loaded, in the light and dark themes, at desktop and phone widths; and at 320 CSS px
 * (400 % zoom) nothing scrolls sideways.
 *
 * Runs in its own project at desktop width and changes the width itself: one page load serves all four checks,
 * and the links it saves serve the crawler (crawler.spec.ts).
 * The dark theme changes colours only (html.dark switches Tailwind's dark: variants), so in dark the
 * colour rules run; every other rule already ran on the same DOM in light.
 */
import type { Page } from '@playwright/test';

import { subServiceLayout } from '../packages/content-manifest/src/service-layout';
import { jobApplyPath, jobDetailPath, type JobState } from '../apps/web/app/features/careers/job-state';
import { paths, servicePages } from '../apps/web/app/site/menu';
import { expectedPageCopy } from './page-copy';
import { publicPaths, unlistedPaths } from '../apps/web/app/site/route-table';
import { seededListedPaths } from './listed-pages';
import { axeViolations, COLOUR_RULES } from './axe';
import { contentReady, expect, mainHeading, test, waitForFrames } from './fixtures';
import { mainHeadingAround, oneOf, sectionHeadingsOf } from './page-headings';
import { internalLinks, savePageLinks } from './site-links';

const routedPaths = [...publicPaths, ...seededListedPaths, ...unlistedPaths.filter((path) => path !== '/404')];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const ZOOMED = { width: 320, height: 256 };

/** axe's violations as short lines, so a failure names the rule and the elements. */
async function violations(page: Page, theme: 'light' | 'dark') {
  const found = await axeViolations(page, theme === 'light' ? {} : { rules: COLOUR_RULES });
  return found.map((line) => `${theme}: ${line}`);
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  // Colours transition, and axe must read the end colours. With transitions off, a theme change draws them at once:
  // finishing the running transitions instead missed a card whose transition started frames later on a loaded
  // machine (a fresh clone, 2026-11-29, twice).
  await page.evaluate(() => {
    if (document.getElementById('e2e-without-transitions')) return;
    const style = document.createElement('style');
    style.id = 'e2e-without-transitions';
    style.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(style);
  });
  await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
  // A transition started before the style above (a hover's, say) jumps to its end.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
  await waitForFrames(page);
}

/** Both themes at the current width: light with every rule, dark with the colour rules. */
async function expectAccessible(page: Page, width: string) {
  await setTheme(page, 'light');
  const light = await violations(page, 'light');
  await setTheme(page, 'dark');
  const dark = await violations(page, 'dark');
  expect([...light, ...dark], `axe at ${width}`).toEqual([]);
}

/**
 * Scrolls to the bottom a screen at a time, so every lazily loaded part passes near the viewport (a jump
 * to the bottom would skip the middle ones). Each step waits for the page to draw (`waitForFrames`, bounded
 * in Node: an in-page wait hung a whole test when Chromium stopped drawing the page, CI 2026-11-26).
 */
async function scrollThrough(page: Page) {
  const maxScreens = 100;
  for (let screen = 0; screen < maxScreens; screen += 1) {
    const scrolled = await page.evaluate((index) => {
      const y = index * window.innerHeight;
      if (y >= document.documentElement.scrollHeight) return false;
      window.scrollTo(0, y);
      return true;
    }, screen);
    if (!scrolled) break;
    await waitForFrames(page);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await waitForFrames(page);
}

test.use({ viewport: DESKTOP });
// Marquees stand still, so axe sees each logo once and no animation frame is half drawn.
test.beforeEach(async ({ page }) => page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' }));

const GROUP_SIZE = 4;
const groups = Array.from({ length: Math.ceil(routedPaths.length / GROUP_SIZE) }, (_, index) =>
  routedPaths.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
);

test.describe('every route renders its own screen and axe finds nothing, light and dark, desktop and phone', () => {
  for (const group of groups) {
    test(`${group[0]} … ${group.at(-1)}`, async ({ page, pageErrors, request }) => {
      // Service pages read nine content blocks and their images; four pages with four axe passes each take
      // longer than the default 30 s on a busy 2-core machine.
      test.setTimeout(150_000);
      // The browser must take over the server's HTML as it is: React reports a mismatch as a console message
      // (and, in production, as a recoverable error, which pageErrors also catches).
      const hydrationWarnings: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|did not match|Minified React error #(418|423|425)/i.test(message.text())) {
          hydrationWarnings.push(`${page.url()}: ${message.text()}`);
        }
      });
      for (const path of group) {
        await test.step(path, async () => {
          const content = expectedPageCopy(path);
          if (!content) throw new Error(`no content for ${path}`);
          await page.setViewportSize(DESKTOP);
          const { loaded: response, headings } = await mainHeadingAround(request, path, () => page.goto(path));
          expect(response?.status(), path).toBe(200);
          // Hydrated before anything below: the lazy home sections mount on scroll, and a theme change must not
          // race with React taking over the server's HTML.
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
          await expect(mainHeading(page), path).toHaveText(oneOf(headings));
          await expect(page, path).toHaveTitle(content.search.title);
          await expect(page.getByTestId('not-found'), path).toHaveCount(0);
          for (const heading of sectionHeadingsOf(path)) {
            await expect(page.getByRole('heading', { level: 2, name: heading, exact: true }), path).toBeVisible();
          }
          // Sections below the fold load as they near the viewport: bring every one in, then wait for content.
          await scrollThrough(page);
          // The style guide shows the spinner and the error box as specimens; anywhere else a spinner is content
          // still on its way and an error box a read that failed.
          if (path !== paths.testing) {
            await contentReady(page);
            await expect(page.getByTestId('content-error'), path).toHaveCount(0);
          }
          const servicePage = servicePages.find((candidate) => candidate.path === path);
          if (servicePage) {
            // docs/service-pages.md: the sections, in order, for this slug.
            const sections = await page
              .locator('[data-section]')
              .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-section')));
            expect(sections, path).toEqual(subServiceLayout(path.split('/').pop() ?? '').sections);
          }
          // For the crawler (crawler.spec.ts), which follows them from / once every page is known.
          savePageLinks({ path, links: await internalLinks(page) });
          await expectAccessible(page, `${path}, ${DESKTOP.width} px`);

          await page.setViewportSize(PHONE);
          await expect(page.getByTestId('mobile-menu-toggle')).toBeVisible();
          await expectAccessible(page, `${path}, ${PHONE.width} px`);

          // WCAG 1.4.10: at 400 % zoom a 1280 px screen is 320 CSS px wide; nothing may need sideways scrolling.
          await page.setViewportSize(ZOOMED);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} scrolls sideways at ${ZOOMED.width} px`).toBeLessThanOrEqual(0);
          expect(pageErrors, path).toEqual([]);
          expect(hydrationWarnings, path).toEqual([]);
        });
      }
    });
  }
});

/**
 * The job pages (issue 20): not in the route table, since their paths are the open roles of the moment (the
 * recruiting API names them here). Opened from a deep link like every route above, with the same checks.
 */
test.describe('a job detail and a job application page, from a deep link', () => {
  test('render their role and axe finds nothing, light and dark, desktop and phone', async ({
    page,
    request,
    pageErrors,
  }) => {
    test.setTimeout(120_000);
    const roles = (
      (await (await request.get('/api/zoho-recruit/job-openings')).json()) as {
        data: Pick<JobState, 'id' | 'Job_Opening_Name'>[];
      }
    ).data;
    const role = roles[0];
    if (!role) throw new Error('no open role');
    const hydrationWarnings: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|Minified React error #(418|423|425)/i.test(message.text())) {
        hydrationWarnings.push(`${page.url()}: ${message.text()}`);
      }
    });
    for (const path of [jobDetailPath(role), jobApplyPath(role)]) {
      await test.step(path, async () => {
        await page.setViewportSize(DESKTOP);
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
        await expect(mainHeading(page), path).toHaveText(role.Job_Opening_Name);
        expect(await page.title(), path).toContain(role.Job_Opening_Name);
        await expect(page.getByTestId('not-found'), path).toHaveCount(0);
        await scrollThrough(page);
        await expectAccessible(page, `${path}, ${DESKTOP.width} px`);
        await page.setViewportSize(PHONE);
        await expectAccessible(page, `${path}, ${PHONE.width} px`);
        await page.setViewportSize(ZOOMED);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways at ${ZOOMED.width} px`).toBeLessThanOrEqual(0);
      });
    }
    expect(pageErrors).toEqual([]);
    expect(hydrationWarnings).toEqual([]);
  });
});

test.describe('the not-found screen', () => {
  test('answers 404 and axe finds nothing, light and dark, desktop and phone', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(mainHeading(page)).toHaveText('Page not found');
    await expectAccessible(page, `${DESKTOP.width} px`);
    await page.setViewportSize(PHONE);
    await expectAccessible(page, `${PHONE.width} px`);
  });
});
