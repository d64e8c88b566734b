import { expect, mainHeading, navigateInApp, test } from './fixtures';

test('the header is 70 px high and stays at the top while scrolling', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/services');
  const header = page.getByTestId('site-header');
  expect((await header.boundingBox())?.height).toBe(70);
  await page.mouse.wheel(0, 2500);
  await page.waitForFunction(() => window.scrollY > 1000);
  const box = await header.boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.height).toBe(70);
  await expect(page.getByRole('link', { name: 'Auralis Digital home' })).toBeInViewport();
});

test('the logo returns home and Discuss goes to /contact', async ({ page }, testInfo) => {
  await page.goto('/about');
  if (testInfo.project.name === 'desktop') {
    await page.getByTestId('site-header').getByRole('link', { name: 'Discuss' }).click();
    await expect(page).toHaveURL('/contact');
  }
  await page.getByRole('link', { name: 'Auralis Digital home' }).click();
  await expect(page).toHaveURL('/');
});

test('the header keeps its Discuss button down to 320 px, and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/about');
  const discuss = page.getByTestId('site-header').getByRole('link', { name: 'Discuss' });
  await expect(discuss).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: /menu/i })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  await discuss.click();
  await expect(page).toHaveURL('/contact');
});

test('a new navigation scrolls to the top; Back returns to where the visitor was (issue 33, item 4)', async ({
  page,
}) => {
  await page.goto('/');
  // Well above the bottom, where the page's height (its footer's form, swapped in as it nears) cannot cap it.
  const homeScroll = 1500;
  await page.evaluate((top) => window.scrollTo(0, top), homeScroll);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(homeScroll);
  // A link's navigation from where the page is (clicking the footer's link would first scroll to it).
  await navigateInApp(page, '/privacy');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 500);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(homeScroll);
});

test('a page whose code is still loading shows the loading indicator, then the page', async ({ page }) => {
  await page.goto('/');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold back the terms page's chunk: lazy loading means it is fetched only now.
  await page.route(/\/assets\/terms-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('site-footer').getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByTestId('navigation-progress')).toBeVisible();
  release();
  await expect(mainHeading(page)).toHaveText('Terms of use');
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0);
});

test(
  'the footer has the Connect block, link lists, contact facts and the current year',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByRole('heading', { name: 'Connect' })).toBeVisible();
    await expect(footer.getByLabel('Email address')).toBeVisible();
    for (const network of ['LinkedIn', 'Instagram', 'Facebook', 'X']) {
      await expect(
        footer.getByRole('link', { name: `Auralis Digital on ${network} (opens in a new tab)` }),
      ).toHaveAttribute('target', '_blank');
    }
    await expect(footer.getByRole('navigation', { name: 'Footer services' }).getByRole('link')).toHaveCount(10);
    const resources = footer
      .getByRole('navigation', { name: 'Footer others' })
      .getByRole('link', { name: /Resources/ });
    await expect(resources).toHaveAttribute('href', 'https://resources.auralis.example');
    await expect(resources).toHaveAttribute('rel', 'noopener');
    await expect(footer.getByRole('link', { name: '+91 80 4718 2200' })).toHaveAttribute('href', 'tel:+918047182200');
    await expect(footer.getByRole('link', { name: 'info@auralis.example' })).toBeVisible();
    await expect(footer.getByText(/Bengaluru, Karnataka 560025/)).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Auralis Digital`)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  },
);
