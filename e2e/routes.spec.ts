import { siteConfig } from '@auralis/site-config';

import { applyRouteSlug } from '../packages/form-schemas/src/apply-route';
import { type JobState, jobLocation } from '../apps/web/app/features/careers/job-state';
import { expectedPageCopy } from './page-copy';
import { oneOf } from './page-headings';
import { DATA_REQUESTS, expect, gotoHydrated, mainHeading, navigateInApp, test } from './fixtures';

// Every route of docs/routes-and-shell.md's table, from a deep link, is checked by site-wide.spec.ts.

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
    await expect(mainHeading(page)).toHaveText(oneOf([expectedPageCopy('/')?.heading ?? '']));
  });
});

test.describe('job pages (docs/careers.md, "Job application page")', () => {
  // Job pages are links (docs/routes-and-shell.md, issue 20): without state they render from their address, and a path that
  // names no open role answers the not-found page with 404 where it is, rather than moving to /404.
  for (const path of ['/jobs/4711/senior-qa-engineer', '/jobs/senior-qa-engineer/ApplyNow']) {
    test(`${path}, naming no open role, answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(path);
      await expect(mainHeading(page)).toHaveText('Page not found');
    });
  }

  test('with the job as navigation state, shows the job and leads to its application page', async ({ page }) => {
    // A seeded opening of the content service (the job detail reads it by the id in its path).
    const answer = (await (await page.request.get('/api/zoho-recruit/job-openings')).json()) as {
      data: JobState[];
    };
    const job = answer.data[0];
    if (!job) throw new Error('the content service has no open roles');
    await page.goto('/career/open-roles');
    // The open-roles listing passes the job as history state; do the same as the router does.
    await page.evaluate(
      (state) => {
        window.history.pushState({ usr: state, key: 'e2e', idx: 1 }, '', `/jobs/${state.job.id}/a-role`);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      },
      { job },
    );
    await expect(mainHeading(page)).toHaveText(job.Job_Opening_Name);
    // docs/careers.md#the-application-form: a title and description per page; the job pages take theirs from the job.
    await expect(page).toHaveTitle(`${job.Job_Opening_Name} | Careers | ${siteConfig.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `${job.Job_Opening_Name} at ${siteConfig.name}, ${jobLocation(job)}: the role, what you will do, the skills it needs, and how to apply.`,
    );
    await expect(page.getByText(job.Work_Experience).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'careers@auralis.example' })).toHaveAttribute(
      'href',
      'mailto:careers@auralis.example',
    );
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(`/jobs/${applyRouteSlug(job.Job_Opening_Name)}/ApplyNow`);
    await expect(mainHeading(page)).toHaveText(job.Job_Opening_Name);
    await expect(page).toHaveTitle(`Apply: ${job.Job_Opening_Name} | ${siteConfig.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `Apply for ${job.Job_Opening_Name} at ${siteConfig.name}, ${jobLocation(job)}: your details, your CV and, if you like, a cover letter.`,
    );
    await expect(page.getByText(job.Work_Experience).first()).toBeVisible();
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
    // An in-app navigation whose data request fails: a first load has the list in its HTML.
    await gotoHydrated(page, '/services');
    await page.route(DATA_REQUESTS, (route) => route.fulfill({ status: 500, body: 'down' }));
    await navigateInApp(page, '/services/data-analytics-services');
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch data. Please try again later.');
  });
});
