/**
 * A page reached inside the site is the page a fresh load shows (issue 33, items 1 and 4):
 * - its hero: the <h1> and the hero's picture after an in-app navigation are a fresh load's, once the page's data
 *   has arrived, on every kind of route that takes a hero or banner from its entry;
 * - Back and Forward return to where the visitor was, and a new navigation still starts at the top.
 */
import type { Page } from '@playwright/test';

import { aboutPages, paths, serviceAreas, servicePages } from '../apps/web/app/site/menu';
import { expect, gotoHydrated, navigateInApp, test } from './fixtures';

/** The B2B SEO page, whose banner's title and illustration are its hero. */
const B2B_SEO = '/digital-marketing-services/b2b-seo-services';

/** One page of every route that takes its hero from its entry, and every service page at the top of its area. */
const heroPaths: readonly string[] = [
  paths.home,
  paths.about,
  ...aboutPages.map((page) => paths.aboutPage(page.slug)),
  paths.services,
  ...serviceAreas.map((area) => paths.serviceOverview(area.slug)),
  // A sub-service page at the top of each area, one a level down, and the B2B SEO page of the report.
  ...serviceAreas
    .flatMap((area) => servicePages.filter((page) => page.area === area.slug).slice(0, 1))
    .map((page) => page.path),
  ...servicePages
    .filter((page) => page.parentSlug)
    .slice(0, 1)
    .map((page) => page.path),
  B2B_SEO,
  paths.customWebsiteDevelopment,
  paths.agiliti,
  paths.industries,
  // Stories and industry pages are the team's entries (issue 34): one of each the seed creates.
  paths.industry('healthcare'),
  paths.portfolio,
  paths.portfolioStory('hospital-appointments'),
  paths.career,
  paths.lifeAtCompany,
  paths.openRoles,
  paths.contact,
  paths.privacy,
  paths.terms,
].filter((path, index, all) => all.indexOf(path) === index);

interface Hero {
  readonly heading: string;
  /** The pictures of the hero (the first section of the page): each <img>'s and <source>'s address. */
  readonly pictures: readonly string[];
}

async function heroOf(page: Page): Promise<Hero> {
  return page.evaluate(() => {
    const heading = document.querySelector('main h1')?.textContent?.trim() ?? '';
    const hero = document.querySelector('main h1')?.closest('section') ?? null;
    const pictures = hero
      ? Array.from(
          hero.querySelectorAll('img, source'),
          (element) => element.getAttribute('srcset') ?? element.getAttribute('src') ?? '',
        )
      : [];
    return { heading, pictures };
  });
}

/**
 * The paths in four groups, one test each: a group loads each of its pages fresh, then browses through all of
 * them inside the app, each from the one before (a page whose hero must not linger on the next). One test per
 * path loaded privacy or terms between them and cost a browser context each: 40 tests, a fifth of the run.
 */
const HERO_GROUPS = 4;
const heroGroups = Array.from({ length: HERO_GROUPS }, (_, group) =>
  heroPaths.filter((_, index) => index % HERO_GROUPS === group),
);

test.describe('the hero after an in-app navigation is a fresh load’s (issue 33, item 1)', () => {
  for (const group of heroGroups) {
    test(`${group.join(', ')}`, async ({ page }) => {
      test.setTimeout(30_000 + group.length * 6_000);
      const fresh = new Map<string, Hero>();
      for (const path of group) {
        await gotoHydrated(page, path);
        const hero = await heroOf(page);
        expect(hero.heading, path).not.toBe('');
        fresh.set(path, hero);
      }

      // From another page, as a visitor browses in, then from each page of the group to the next.
      await gotoHydrated(page, group.includes(paths.privacy) ? paths.terms : paths.privacy);
      for (const path of group) {
        const expected = fresh.get(path);
        await navigateInApp(page, path);
        // The page name stands in only while the data is on its way.
        await expect
          .poll(async () => (await heroOf(page)).heading, { message: path, timeout: 10_000 })
          .toBe(expected?.heading);
        await expect.poll(async () => (await heroOf(page)).pictures, { message: path }).toEqual(expected?.pictures);
        // And stays so.
        await page.waitForTimeout(500);
        expect(await heroOf(page), path).toEqual(expected);
      }
    });
  }

  test(
    'the B2B SEO page through the menu shows its banner’s title and illustration',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await gotoHydrated(page, B2B_SEO);
      const fresh = await heroOf(page);
      expect(fresh.heading).not.toBe('B2B SEO');
      await gotoHydrated(page, paths.privacy);
      if (testInfo.project.name === 'mobile') {
        await page.getByTestId('mobile-menu-toggle').click();
        const menu = page.getByTestId('mobile-menu');
        await menu.getByRole('button', { name: 'Services' }).click();
        await menu.getByRole('button', { name: 'Digital Marketing' }).click();
        await menu.getByRole('button', { name: 'Optimization' }).click();
        await menu.getByRole('link', { name: 'B2B SEO' }).click();
      } else {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Services', exact: true })
          .hover();
        const panel = page.getByTestId('mega-panel');
        await panel.locator('[data-level="1"]').getByRole('link', { name: 'Digital Marketing', exact: true }).hover();
        await panel.locator('[data-level="2"]').getByRole('link', { name: 'Optimization', exact: true }).hover();
        await panel.locator('[data-level="3"]').getByRole('link', { name: 'B2B SEO', exact: true }).click();
      }
      await expect(page).toHaveURL(B2B_SEO);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fresh.heading);
      await expect.poll(async () => (await heroOf(page)).pictures).toEqual(fresh.pictures);
    },
  );
});

test.describe('Back and Forward return to where the visitor was (issue 33, item 4)', () => {
  test(
    'Back after opening a card of /services restores the position; a new navigation starts at the top',
    {
      tag: '@phone',
    },
    async ({ page }) => {
      await gotoHydrated(page, paths.services);
      await page.evaluate(() => window.scrollTo(0, 2800));
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(2800);
      // A card in view at that position.
      const cardPath = await page
        .locator('main a[href]')
        .filter({ visible: true })
        .evaluateAll((links) => {
          const inView = links.find((link) => {
            const box = link.getBoundingClientRect();
            return (
              box.top > 80 &&
              box.bottom < window.innerHeight &&
              new URL((link as HTMLAnchorElement).href).pathname !== '/services'
            );
          });
          return inView ? new URL((inView as HTMLAnchorElement).href).pathname : null;
        });
      expect(cardPath, 'a card in view 2,800 px down').not.toBeNull();
      await page.locator(`main a[href="${cardPath}"]`).filter({ visible: true }).first().click();
      await expect(page).toHaveURL(cardPath ?? '');
      // docs/routes-and-shell.md#the-shell: a new navigation starts at the top.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await expect(page).toHaveURL(paths.services);
      await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(2800);

      await page.goForward();
      await expect(page).toHaveURL(cardPath ?? '');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    },
  );
});
