import { seededStories as allPortfolioStories } from './listed-pages';
import { paths } from '../apps/web/app/site/menu';
import { expect, gotoHydrated, mainHeading, test } from './fixtures';
import { seededEntryFields } from './page-copy';

// Each of these pages' own headings are checked by the whole-site pass (site-wide.spec.ts, page-headings.ts).

test('a story links its industry and services, and each goes to a real page', async ({ page }) => {
  const storyPath = paths.portfolioStory('united-finance');
  const servicePaths = (seededEntryFields(storyPath).storyServices?.servicePaths ?? '').split('\n');
  await page.goto(storyPath);
  const facts = page.getByRole('region', { name: 'Engagement facts' });
  await expect(facts).toContainText(seededEntryFields(storyPath).storyFacts?.team ?? 'its seeded team');
  await expect(facts.getByRole('link', { name: 'BFSI & Fintech' })).toHaveAttribute(
    'href',
    paths.industry('bfsi-fintech'),
  );
  const services = page.getByRole('region', { name: 'Services involved' }).getByRole('link');
  await expect(services).toHaveCount(servicePaths.length);
  await expect(services.first()).toHaveAttribute('href', servicePaths[0] ?? '');
  await services.first().click();
  await expect(page).toHaveURL(/\/digital-development-services\/mobile-app-design-development$/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});

test('unknown story and about slugs show the not-found screen', async ({ page }) => {
  for (const path of ['/portfolio/no-such-story', `${paths.aboutPage('no-such-page')}`]) {
    await page.goto(path);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(mainHeading(page)).toHaveText('Page not found');
  }
});

test('the portfolio cards filter by industry', { tag: '@phone' }, async ({ page }) => {
  await page.goto(paths.portfolio);
  const cards = page.getByTestId('portfolio-cards').getByRole('listitem');
  await expect(cards).toHaveCount(allPortfolioStories.length);
  // A card is its story's entry's: the client and result its seed file holds.
  for (const [index, story] of allPortfolioStories.entries()) {
    const seeded = seededEntryFields(story.path).storyFacts;
    await expect(cards.nth(index)).toContainText(seeded?.client ?? 'its seeded client');
    await expect(cards.nth(index)).toContainText(seeded?.outcome ?? 'its seeded result');
  }
  const filter = page.getByRole('group', { name: 'Filter stories by industry' });
  await filter.getByRole('button', { name: 'Healthcare' }).click();
  await expect(filter.getByRole('button', { name: 'Healthcare' })).toHaveAttribute('aria-pressed', 'true');
  const healthcare = allPortfolioStories.filter((story) => story.industry === 'healthcare');
  await expect(cards).toHaveCount(healthcare.length);
  await expect(page.getByText(`Showing ${healthcare.length} stor`)).toBeVisible();
  await filter.getByRole('button', { name: 'All industries' }).click();
  await expect(cards).toHaveCount(allPortfolioStories.length);
});

test('the leadership page shows every leader, with initials while no portrait is uploaded (the seed has none)', async ({
  page,
}) => {
  await page.goto(paths.aboutPage('leadership'));
  const team = page.getByRole('region', { name: 'Leadership team' });
  await expect(team.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(team.getByRole('heading', { name: 'Meera Raghavan' })).toBeVisible();
  await expect(team.getByText('Co-founder and Chief Executive Officer')).toBeVisible();
  await expect(team.locator('img')).toHaveCount(0);
});

test('the style guide opens both dialogs and shows the form error box', async ({ page }) => {
  // A click on the server-rendered button before hydration opens nothing.
  await gotoHydrated(page, paths.testing);
  await page.getByRole('button', { name: 'Open the success popup' }).click();
  const popup = page.getByRole('dialog', { name: 'Application sent' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the form error' }).click();
  await expect(page.getByTestId('form-alert')).toBeFocused();
  await expect(page.getByTestId('field-error').first()).toBeVisible();
  await expect(page.getByTestId('not-found-specimen').getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the style guide switches the whole site between themes', async ({ page }) => {
  await page.goto(paths.testing);
  const switcher = page.getByRole('group', { name: 'Theme of the style guide' });
  await switcher.getByRole('button', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await switcher.getByRole('button', { name: 'Light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

// axe in both themes at desktop and phone widths, and the 320 px reflow check, run for every route in
// site-wide.spec.ts.
