import { pageContentForPath } from '../apps/web/app/site/page-content';
import { publicPaths, unlistedPaths } from '../apps/web/app/site/route-table';
import { expect, mainHeading, test } from './fixtures';

const routedPaths = [...publicPaths, ...unlistedPaths.filter((path) => path !== '/404')];

/** Paths are checked in groups on one page: a fresh browser context per path costs more than the check. */
const GROUP_SIZE = 8;
const groups = Array.from({ length: Math.ceil(routedPaths.length / GROUP_SIZE) }, (_, index) =>
  routedPaths.slice(index * GROUP_SIZE, (index + 1) * GROUP_SIZE),
);

test.describe('every route of SPEC.md renders its own screen from a deep link', () => {
  for (const group of groups) {
    test(`${group[0]} … ${group.at(-1)}`, async ({ page, pageErrors }) => {
      for (const path of group) {
        await test.step(path, async () => {
          const content = pageContentForPath(path);
          if (!content) throw new Error(`no content for ${path}`);
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await expect(mainHeading(page), path).toHaveText(content.heading);
          await expect(page, path).toHaveTitle(content.search.title);
          await expect(page.getByTestId('not-found'), path).toHaveCount(0);
          expect(pageErrors, path).toEqual([]);
        });
      }
    });
  }
});

test.describe('not-found screen', () => {
  for (const path of [
    '/this-page-does-not-exist',
    '/services/not-a-service',
    '/digital-marketing-services/not-a-page',
    '/portfolio/unknown-story',
    '/industries/mining',
  ]) {
    test(`${path} shows Page not found`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(mainHeading(page)).toHaveText('Page not found');
      await expect(page.getByTestId('not-found')).toBeVisible();
    });
  }

  test('Back to Homepage returns home', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(page).toHaveURL('/');
    await expect(mainHeading(page)).toHaveText(pageContentForPath('/')?.heading ?? '');
  });
});

test.describe('job pages (SPEC.md "Job detail page", "Job application page")', () => {
  const job = {
    id: '4711',
    Job_Opening_Name: 'Senior QA Engineer: Mobile',
    Work_Experience: '4-6 years',
    Remote_Job: false,
    City: 'Pune',
    Country: 'India',
  };

  for (const path of ['/jobs/4711/senior-qa-engineer', '/jobs/senior-qa-engineer/ApplyNow']) {
    test(`${path} without job state redirects to /404`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/404');
      await expect(mainHeading(page)).toHaveText('Page not found');
    });
  }

  test('with the job as navigation state, shows the job and leads to its application page', async ({ page }) => {
    await page.goto('/career/open-roles');
    // The open-roles listing passes the job as history state; do the same as the router does.
    await page.evaluate(
      (state) => {
        window.history.pushState({ usr: state, key: 'e2e', idx: 1 }, '', '/jobs/4711/senior-qa-engineer-mobile');
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      },
      { job },
    );
    await expect(mainHeading(page)).toHaveText(job.Job_Opening_Name);
    await expect(page.getByText('Pune, India')).toBeVisible();
    await expect(page.getByRole('link', { name: 'careers@auralis.example' })).toHaveAttribute(
      'href',
      'mailto:careers@auralis.example',
    );
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL('/jobs/senior-qa-engineer--mobile/ApplyNow');
    await expect(mainHeading(page)).toHaveText(job.Job_Opening_Name);
    await expect(page.getByText('4-6 years')).toBeVisible();
  });
});

test.describe('content from the content service', () => {
  test('the services root lists the service areas from the CMS, with images alternating sides', async ({ page }) => {
    await page.goto('/services');
    const list = page.getByTestId('service-area-list');
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(list.getByRole('heading', { name: 'Experience Design', level: 3 })).toBeVisible();
    const image = list.locator('img').first();
    await expect(image).toHaveAttribute('src', /^\/uploads\/.+\.svg$/);
    // Images load lazily: bring the first into view, then it must actually load from /uploads.
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  test('an area page whose list fails to load says so in the error box', async ({ page }) => {
    await page.route('**/api/service-data-analytics-services*', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto('/services/data-analytics-services');
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch data. Please try again later.');
  });
});
