import type { APIRequestContext } from '@playwright/test';

import { applyRouteSlug } from '../packages/form-schemas/src/apply-route';
import { expect, mainHeading, test } from './fixtures';

/**
 * Issue 20, item 1: job links work wherever they are opened. A role opened in a new tab, from a shared link or
 * a bookmark carries no navigation state; the server renders it from its address (docs/careers.md "Job pages are
 * links"). Each test opens the page in a fresh page of a fresh context with page.goto, as a new tab does.
 */

interface OpenRole {
  readonly id: string;
  readonly Job_Opening_Name: string;
  readonly Work_Experience: string;
  readonly Banner_description: string;
}

/** The open roles as the recruiting API answers them: the test never copies a role's name or id. */
async function openRoles(request: APIRequestContext): Promise<OpenRole[]> {
  const response = await request.get('/api/zoho-recruit/job-openings');
  expect(response.status()).toBe(200);
  const roles = ((await response.json()) as { data: OpenRole[] }).data;
  expect(roles.length).toBeGreaterThan(0);
  return roles;
}

const detailPath = (role: OpenRole) => `/jobs/${encodeURIComponent(role.id)}/${applyRouteSlug(role.Job_Opening_Name)}`;
const applyPath = (role: OpenRole) => `/jobs/${applyRouteSlug(role.Job_Opening_Name)}/ApplyNow`;

test.describe('job links work wherever they are opened (issue 20)', () => {
  test(
    "a role's detail page opens in a new page with no navigation state",
    { tag: '@phone' },
    async ({ page, request, pageErrors }) => {
      const [role] = await openRoles(request);
      if (!role) throw new Error('no open role');
      const response = await page.goto(detailPath(role));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(detailPath(role));
      expect(await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null)).toBeNull();
      await expect(mainHeading(page)).toHaveText(role.Job_Opening_Name);
      const detail = page.getByTestId('job-detail');
      await expect(detail).toContainText(role.Banner_description);
      await expect(page.getByTestId('job-facts')).toContainText(role.Work_Experience);
      await expect(page.getByRole('heading', { name: 'Roles and responsibilities' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Must-have skills' })).toBeVisible();
      await expect(detail.locator('li').first()).toBeVisible();
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      // Search engines read the role from the page itself.
      const postings = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? 'null') as { title?: string }),
        );
      expect(postings).toContainEqual(expect.objectContaining({ '@type': 'JobPosting', title: role.Job_Opening_Name }));
      // Apply Now still works from a page opened this way.
      await page.getByRole('link', { name: 'Apply Now' }).click();
      await expect(page).toHaveURL(applyPath(role));
      await expect(page.getByTestId('job-application-form')).toBeVisible();
      expect(pageErrors).toEqual([]);
    },
  );

  test(
    "a role's application page opens in a new page from the slug of its name",
    { tag: '@phone' },
    async ({ page, request }) => {
      const roles = await openRoles(request);
      const role = roles.at(-1);
      if (!role) throw new Error('no open role');
      const response = await page.goto(applyPath(role));
      expect(response?.status()).toBe(200);
      await expect(mainHeading(page)).toHaveText(role.Job_Opening_Name);
      await expect(page.getByTestId('job-facts')).toContainText(role.Work_Experience);
      await expect(page.getByRole('form', { name: `Application for ${role.Job_Opening_Name}` })).toBeVisible();
    },
  );

  for (const path of ['/jobs/4711/senior-qa-engineer', '/jobs/no-such-role/ApplyNow']) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(path);
      await expect(mainHeading(page)).toHaveText('Page not found');
      await expect(page.getByTestId('not-found')).toBeVisible();
    });
  }

  test('each open role in the listing links to its detail page by its address', async ({ page, request, context }) => {
    const roles = await openRoles(request);
    await page.goto('/career/open-roles');
    const links = page.getByTestId('open-roles').getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(roles.length);
    for (const [index, role] of roles.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', detailPath(role));
    }
    // What a middle-click or "open in new tab" does: the link's address in a new page, with no state.
    const href = await links.first().getAttribute('href');
    const tab = await context.newPage();
    const response = await tab.goto(href ?? '');
    expect(response?.status()).toBe(200);
    await expect(mainHeading(tab)).toHaveText(roles[0]?.Job_Opening_Name ?? '');
    await tab.close();
  });
});
