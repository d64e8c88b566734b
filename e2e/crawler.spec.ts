import { paths } from '../apps/web/app/site/menu';
import { publicPaths } from '../apps/web/app/site/route-table';
import { seededListedPaths } from './listed-pages';
import { expect, mainHeading, test } from './fixtures';
import { savedPageLinks } from './site-links';

/**
 * The issue's crawler: start at `/`, follow every internal link of every page (menus, footer and content),
 * and find none that leads to the not-found screen. Every route of docs/routes-and-shell.md's route table must turn up, so
 * each is reachable from the menus or the footer, directly or through the pages they lead to.
 *
 * The pages' links come from the whole-site pass (site-wide.spec.ts), which loads every route with its content
 * and checks that it renders its own screen; it runs first (the `links` project depends on it). A link to a
 * path that pass did not render is a link to the not-found screen.
 *
 * Job pages are the open roles of the moment, not routes of the table: the whole-site pass opens one by its
 * address (issue 20), and here they are reached by clicking through from the open roles, as a visitor does.
 * /testing is docs/careers.md's internal test page: rendered on the server, kept out of search, and deliberately linked from
 * no menu; it is checked on its own below.
 */
const isJobPath = (path: string) => path.startsWith('/jobs/');

test('every internal link from / leads to a page, and every route of the table is reached', async ({ page }) => {
  const rendered = savedPageLinks();
  expect(rendered.size, 'pages the whole-site pass rendered').toBeGreaterThan(publicPaths.length / 2);

  const queue: string[] = ['/'];
  const visited = new Set<string>();
  const broken: string[] = [];
  const linkedFrom = new Map<string, string>();
  const jobLinks = new Set<string>();

  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (visited.has(path)) continue;
    visited.add(path);
    const links = rendered.get(path);
    if (!links) {
      broken.push(`${path} (linked from ${linkedFrom.get(path) ?? 'start'})`);
      continue;
    }
    for (const link of links) {
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
  const missing = [...publicPaths, ...seededListedPaths].filter((path) => !visited.has(path));
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

test('the internal test page is rendered and shows the style guide', async ({ page }) => {
  const response = await page.goto(paths.testing);
  expect(response?.status()).toBe(200);
  await expect(mainHeading(page)).toBeVisible();
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});
