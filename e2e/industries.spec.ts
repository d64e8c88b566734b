import { expectedPageCopy, seededEntryFields, seededItems } from './page-copy';
import { paths, servicePages } from '../apps/web/app/site/menu';
import { seededIndustries as industries } from './listed-pages';
import { expect, mainHeading, test } from './fixtures';

/** An industry page's seeded sections: its value points' titles, its services (name and path) and its story. */
function seededIndustry(path: string) {
  const { industryValuePoints, industryServices, industryCaseStudy } = seededEntryFields(path);
  if (!industryValuePoints || !industryServices || !industryCaseStudy)
    throw new Error(`${path} has no sections seeded`);
  const services = (industryServices.servicePaths ?? '').split('\n').map((line) => {
    const service = servicePages.find((page) => page.path === line.trim());
    if (!service) throw new Error(`${path}: ${line} is no service page`);
    return service;
  });
  return {
    headings: [industryValuePoints.heading, industryServices.heading, industryCaseStudy.heading].map(
      (heading) => heading ?? '',
    ),
    titles: seededItems(path, 'industryValuePoints', 'cards').map((card) => card.title ?? ''),
    services,
    storyPath: industryCaseStudy.path ?? '',
  };
}

/** docs/service-pages.md and the one shared industry page; §9 industry value propositions. */
test.describe('industries landing', () => {
  test('links every industry page and ends with the project contact block', async ({ page }) => {
    await page.goto(paths.industries);
    await expect(mainHeading(page)).toHaveText(expectedPageCopy(paths.industries)?.heading ?? '');
    const sectors = seededEntryFields(paths.industries).industrySectors?.heading ?? 'no heading seeded';
    await expect(page.getByRole('heading', { level: 2, name: sectors })).toBeVisible();
    for (const industry of industries) {
      await expect(page.getByRole('link', { name: industry.name })).toHaveAttribute(
        'href',
        paths.industry(industry.slug),
      );
    }
    await expect(page.getByTestId('contact-block')).toHaveAttribute('data-variant', 'project');

    const [first] = industries;
    if (!first) throw new Error('no industry page seeded');
    await page.getByRole('link', { name: first.name }).click();
    await expect(page).toHaveURL(first.path);
    await expect(page.getByTestId('industry-value-points')).toBeVisible();
  });
});

test.describe('industry pages', () => {
  for (const industry of industries) {
    const path = paths.industry(industry.slug);
    const detail = seededIndustry(path);

    test(`${path} shows its five value points, real service links and its case study`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(mainHeading(page)).toHaveText(expectedPageCopy(path)?.heading ?? '');
      await expect(page.getByTestId('not-found')).toHaveCount(0);

      await expect(page.getByRole('heading', { level: 2 })).toContainText([...detail.headings, 'Start a Project']);

      const points = page.getByTestId('industry-value-points').getByRole('listitem');
      await expect(points).toHaveCount(5);
      await expect(points.getByRole('heading', { level: 3 })).toHaveText(detail.titles);

      // Each service link is a route the server knows: it answers 200 (unknown paths answer 404).
      const serviceLinks = page.getByTestId('industry-services').getByRole('link');
      await expect(serviceLinks).toHaveCount(detail.services.length);
      for (const service of detail.services) {
        await expect(page.getByTestId('industry-services').getByRole('link', { name: service.name })).toHaveAttribute(
          'href',
          service.path,
        );
        const answer = await page.request.get(service.path);
        expect(answer.status(), service.path).toBe(200);
      }

      await expect(page.getByTestId('contact-block')).toHaveAttribute('data-variant', 'project');

      await page
        .getByTestId('industry-case-study')
        .getByRole('link', { name: /read the story/i })
        .click();
      await expect(page).toHaveURL(detail.storyPath);
      await expect(mainHeading(page)).toHaveText(expectedPageCopy(detail.storyPath)?.heading ?? '');
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    });
  }

  test('a service link opens its service page', async ({ page }) => {
    const slug = industries[0]?.slug ?? 'no industry page seeded';
    const service = seededIndustry(paths.industry(slug)).services[0];
    if (!service) throw new Error(`${slug} lists no services`);
    await page.goto(paths.industry(slug));
    await page.getByTestId('industry-services').getByRole('link', { name: service.name }).click();
    await expect(page).toHaveURL(service.path);
    await expect(mainHeading(page)).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });

  test('an unknown industry shows the not-found screen', async ({ page }) => {
    const response = await page.goto('/industries/space-mining');
    expect(response?.status()).toBe(404);
    await expect(mainHeading(page)).toHaveText('Page not found');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByTestId('industry-value-points')).toHaveCount(0);
  });
});

// axe in both themes at desktop and phone widths, and the 320 px reflow check, run for every route in
// site-wide.spec.ts.
