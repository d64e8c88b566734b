import type { Page } from '@playwright/test';

import { paths } from '../apps/web/app/site/menu';
import { publicPaths } from '../apps/web/app/site/route-table';
import { expect, mainHeading, test } from './fixtures';

/**
 * The crawler: start at `/`, follow every internal link of every page (menus, footer and content),
 * and find none that leads to the not-found screen. Every route of SPEC.md's route table must turn up, so
 * each is reachable from the menus or the footer, directly or through the pages they lead to.
 *
 * Job pages need the job as navigation state (SPEC.md §2), so they are reached by clicking, not by URL.
 * /testing is SPEC.md's internal test page: prerendered, kept out of search, and deliberately linked from
 * no menu; it is checked on its own below.
 */
const isJobPath = (path: string) => path.startsWith('/jobs/');

/** Internal page links of the current page: no files, no API, no fragments or queries. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const url = new URL((anchor as HTMLAnchorElement).href, window.location.href);
      return url.origin === window.location.origin ? url.pathname : null;
    }),
  );
  return hrefs.filter(
    (href): href is string =>
      href !== null && !/^\/(api|uploads|admin)(\/|$)/.test(href) && !/\.[a-z0-9]+$/i.test(href),
  );
}

/**
 * Waits for the page's content blocks (the service pages' sections, lazily mounted home sections): their
 * links count too. Scrolls a screen at a time so every lazy part passes near the viewport.
 */
async function settle(page: Page, path: string) {
  await expect(mainHeading(page).first(), path).toBeVisible();
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  // Generous: beside the whole-site axe pass on the other worker, a page's reads can queue for a while.
  await expect(page.getByTestId('loader'), `content still loading on ${path}`).toHaveCount(0, { timeout: 30_000 });
}

test('every internal link from / leads to a page, and every route of the table is reached', async ({ page }) => {
  test.setTimeout(600_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });

  const queue: string[] = ['/'];
  const visited = new Set<string>();
  const broken: string[] = [];
  const linkedFrom = new Map<string, string>();
  const jobLinks = new Set<string>();

  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (visited.has(path)) continue;
    visited.add(path);
    const response = await page.goto(path);
    if (!response || response.status() >= 400 || (await page.getByTestId('not-found').count()) > 0) {
      broken.push(`${path} (linked from ${linkedFrom.get(path) ?? 'start'})`);
      continue;
    }
    await settle(page, path);
    if ((await page.getByTestId('not-found').count()) > 0) {
      broken.push(`${path} (linked from ${linkedFrom.get(path) ?? 'start'})`);
      continue;
    }
    for (const link of await internalLinks(page)) {
      if (isJobPath(link)) {
        jobLinks.add(link);
        continue;
      }
      if (!visited.has(link) && !queue.includes(link)) {
        linkedFrom.set(link, path);
        queue.push(link);
      }
    }
  }

  expect(broken, 'links that lead to the not-found screen').toEqual([]);
  const missing = publicPaths.filter((path) => !visited.has(path));
  expect(missing, 'routes of the table no link reaches').toEqual([]);

  // Job detail and application: reached by clicking through from the open roles, as a visitor does.
  expect(jobLinks.size, 'open roles link to their job pages').toBeGreaterThan(0);
  await page.goto(paths.openRoles);
  await page.locator('a[href^="/jobs/"]').first().click();
  await expect(page).toHaveURL(/\/jobs\/[^/]+\/[^/]+$/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(mainHeading(page)).toBeVisible();
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/jobs\/[^/]+\/ApplyNow$/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(mainHeading(page)).toBeVisible();
});

test('the internal test page is prerendered and shows the style guide', async ({ page }) => {
  const response = await page.goto(paths.testing);
  expect(response?.status()).toBe(200);
  await expect(mainHeading(page)).toBeVisible();
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});
