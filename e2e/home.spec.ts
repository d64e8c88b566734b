import { siteConfig } from '@auralis/site-config';
import { serviceNames } from '@auralis/site-map';
import type { Page } from '@playwright/test';

import { seededStories } from './listed-pages';
import { expect, mainHeading, test } from './fixtures';
import { expectedPageCopy, seededEntryFields, seededItems } from './page-copy';
import { oneOf } from './page-headings';

/** docs/routes-and-shell.md#who-the-site-is-for home sections, in order, each lazily loaded in its reserved box. */
const sectionNames = ['journey', 'stories', 'pillars', 'imprint', 'testimonials', 'marquee', 'resources', 'career'];

/** Scrolls to the bottom in small wheel steps, as a reader would, so each section mounts on the way. */
async function scrollThrough(page: Page) {
  for (let step = 0; step < 200; step += 1) {
    const atBottom = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atBottom) break;
    await page.mouse.wheel(0, 350);
    await page.waitForTimeout(60);
    // A section mounts once its box is within 150 % of the viewport (LazySection's margin). On a loaded machine
    // the scroll can outrun the observer's callbacks; wait until every section still unmounted is beyond that
    // margin, so what is measured is the layout, not how busy the machine was.
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[data-lazy-section][data-mounted="false"]')).every(
          (element) => element.getBoundingClientRect().top > window.innerHeight * 2.5,
        ),
      undefined,
      { timeout: 10_000 },
    );
  }
  await page.waitForTimeout(300);
}

test(
  'the hero has the tagline, the headline, the blurb and a button to /services',
  { tag: '@phone' },
  async ({ page }) => {
    // The hero's words are the home page entry's (its seed file on a fresh database).
    const hero = expectedPageCopy('/');
    await page.goto('/');
    await expect(mainHeading(page)).toHaveText(oneOf([hero?.heading ?? 'the home page entry’s heading']));
    await expect(page.getByText(hero?.intro ?? 'the home page entry’s introduction')).toBeVisible();
    await expect(page.getByTestId('home-hero').getByText(hero?.label ?? 'the home page entry’s label')).toBeVisible();
    await page
      .getByTestId('home-hero')
      .getByRole('link', { name: hero?.buttonLabel ?? 'the home page entry’s button' })
      .click();
    await expect(page).toHaveURL('/services');
  },
);

test(
  'the sections mount as they near the viewport, in order, without shifting the layout',
  { tag: '@phone' },
  async ({ page }) => {
    await page.addInitScript(() => {
      // Each shift with what moved, so a failure says which element it was and where the page was scrolled to.
      const shifts: { value: number; scrollY: number; moved: string[] }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      type Shift = PerformanceEntry & {
        value: number;
        sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          shifts.push({
            value: entry.value,
            scrollY: window.scrollY,
            moved: entry.sources.map(({ node, previousRect, currentRect }) => {
              const element = node instanceof Element ? node : node?.parentElement;
              const box = element?.closest('[data-testid], [data-lazy-section]');
              const name = box?.getAttribute('data-testid') ?? box?.getAttribute('data-lazy-section') ?? 'page';
              return `${element?.tagName ?? '?'} in ${name}: y ${previousRect.y}→${currentRect.y}, height ${previousRect.height}→${currentRect.height}`;
            }),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Counted from here: the hero's web fonts replacing their fallback on the first paint is the shell's
    // concern (fontaine's metric-matched faces), not the lazy sections'; everything below is this page's.
    await page.evaluate(async () => {
      await document.fonts.ready;
      (window as unknown as { __shifts: unknown[] }).__shifts.length = 0;
    });
    const boxes = page.locator('[data-lazy-section]');
    await expect(boxes).toHaveCount(sectionNames.length);
    expect(
      await boxes.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-lazy-section'))),
    ).toEqual(sectionNames);
    // The last sections are far below the first screen: their code has not been fetched yet.
    await expect(page.locator('[data-lazy-section="career"]')).toHaveAttribute('data-mounted', 'false');
    await expect(page.getByTestId('home-career')).toHaveCount(0);
    const reserved = await boxes.evaluateAll((elements) =>
      Object.fromEntries(
        elements
          .filter((element) => element.getAttribute('data-mounted') === 'false')
          .map((element) => [element.getAttribute('data-lazy-section'), element.getBoundingClientRect().height]),
      ),
    );
    expect(Object.keys(reserved).length).toBeGreaterThan(3);
    // The closing block's form is lazy too: its box keeps the form's height until the code arrives.
    const formBox = page.getByTestId('contact-block-form');
    await expect(formBox.getByTestId('contact-form')).toHaveCount(0);
    const formReserved = (await formBox.boundingBox())?.height ?? 0;

    await scrollThrough(page);

    for (const name of sectionNames) {
      await expect(page.locator(`[data-lazy-section="${name}"]`)).toHaveAttribute('data-mounted', 'true');
      const section = page.getByTestId(`home-${name}`);
      await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
      // The reserved box was the section's height, give or take the text wrapping between breakpoints.
      const before = reserved[name];
      if (before !== undefined) {
        const rendered = (await section.boundingBox())?.height ?? 0;
        expect(
          Math.abs(before - rendered) / rendered,
          `${name}: reserved ${before}px, rendered ${rendered}px`,
        ).toBeLessThan(0.25);
      }
    }
    await expect(formBox.getByTestId('contact-form')).toBeVisible();
    const formRendered = (await formBox.boundingBox())?.height ?? 0;
    // Exact, not within a quarter: the footer is all that follows, and a visitor who scrolls faster than the
    // code loads sees any difference as the footer jumping (a CI run measured 48 px).
    expect(
      Math.abs(formReserved - formRendered),
      `form: reserved ${formReserved}px, rendered ${formRendered}px`,
    ).toBeLessThan(2);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; scrollY: number; moved: string[] }[] }).__shifts,
    );
    expect(
      shifts.reduce((sum, shift) => sum + shift.value, 0),
      `layout shifts while scrolling:\n${JSON.stringify(shifts, null, 2)}`,
    ).toBe(0);
  },
);

test('success stories: the fixed heading and a card for each of the first four stories, in the team’s order', async ({
  page,
}) => {
  const homeStories = seededStories.slice(0, 4);
  await page.goto('/');
  await scrollThrough(page);
  const stories = page.getByTestId('home-stories');
  // docs/routes-and-shell.md#who-the-site-is-for fixes this heading: the home page entry's seed holds it, and editors may change it.
  await expect(stories.getByRole('heading', { level: 2 })).toHaveText('Experiences That Inspire Innovation');
  expect(seededEntryFields('/').successStories?.heading).toBe('Experiences That Inspire Innovation');
  await expect(stories.getByRole('link', { name: /^Read the story: / })).toHaveCount(homeStories.length);
  for (const story of homeStories) {
    const link = stories.getByRole('link', { name: `Read the story: ${story.name}` });
    await expect(link).toHaveAttribute('href', story.path);
    // Each card is its story's entry's (the client and result its seed file holds).
    const facts = seededEntryFields(story.path).storyFacts;
    if (!facts?.outcome || !facts.client) throw new Error(`${story.path}: its seed file has no facts`);
    await expect(stories).toContainText(facts.outcome);
    await expect(stories).toContainText(facts.client);
  }
  const [first] = homeStories;
  if (!first) throw new Error('no story seeded');
  await stories.getByRole('link', { name: `Read the story: ${first.name}` }).click();
  await expect(page).toHaveURL(first.path);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});

test('the digital journey links every service area and the named services', async ({ page }) => {
  await page.goto('/');
  await scrollThrough(page);
  const journey = page.getByTestId('home-journey');
  await expect(journey.getByRole('heading', { level: 3 })).toHaveText(
    seededItems('/', 'journey', 'stages').map((stage) => stage.title ?? ''),
  );
  for (const service of serviceNames) {
    await expect(journey.getByRole('link', { name: service.name, exact: true })).toHaveAttribute('href', service.path);
  }
});

test('the testimonial carousel is keyboard-operable and pauses on hover and focus', async ({ page }) => {
  await page.goto('/');
  await scrollThrough(page);
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  // Only the current slide is visible (the others are hidden from assistive technology too).
  await expect(carousel.getByRole('group')).toHaveCount(1);
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const testimonials = seededItems('/', 'testimonials', 'testimonials');
  await expect(slides).toHaveCount(testimonials.length);
  const current = carousel.locator('[data-current="true"]');

  await page.mouse.move(0, 0);
  await expect(carousel).toHaveAttribute('data-rotating', 'true');
  await carousel.hover();
  await expect(carousel).toHaveAttribute('data-rotating', 'false');
  await page.mouse.move(0, 0);

  // Keyboard only: focus the next button and press Enter; focus inside stops the rotation.
  const next = carousel.getByRole('button', { name: 'Next slide' });
  await next.focus();
  await expect(carousel).toHaveAttribute('data-rotating', 'false');
  const before = await current.getAttribute('aria-label');
  await page.keyboard.press('Enter');
  await expect(current).not.toHaveAttribute('aria-label', before ?? '');
  await carousel.getByRole('button', { name: 'Previous slide' }).focus();
  await page.keyboard.press('Enter');
  await expect(current).toHaveAttribute('aria-label', before ?? '');
  await expect(current).toContainText(
    testimonials[Number((before ?? '1').split(' ')[0]) - 1]?.quote ?? 'missing slide',
  );

  const stop = carousel.getByRole('button', { name: 'Stop automatic slide show' });
  await stop.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
  await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
});

test('under prefers-reduced-motion nothing rotates and the logos stand still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await scrollThrough(page);
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await expect(carousel).toHaveAttribute('data-rotating', 'false');
  await expect(carousel.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
  await expect(page.getByTestId('home-marquee').getByTestId('logo-list')).toBeVisible();
  await expect(page.getByTestId('home-marquee').getByTestId('logo-marquee')).toHaveCount(0);
});

test('the logo marquee runs and can be paused; the resource center opens the resources site', async ({ page }) => {
  await page.goto('/');
  await scrollThrough(page);
  const marquee = page.getByTestId('home-marquee');
  await expect(marquee.getByTestId('logo-marquee')).toBeVisible();
  await marquee.getByRole('button', { name: 'Pause the logos' }).click();
  await expect(marquee.getByRole('button', { name: 'Play the logos' })).toBeVisible();
  await expect(page.getByTestId('home-resources').getByRole('link', { name: /resource center/i })).toHaveAttribute(
    'href',
    siteConfig.resourcesUrl,
  );
  await expect(
    page.getByTestId('home-imprint').getByRole('img', { name: /World map marking our offices/ }),
  ).toBeVisible();
  await expect(page.getByTestId('home-career').getByRole('link', { name: 'See open roles' })).toHaveAttribute(
    'href',
    '/career/open-roles',
  );
});

test('the home page carries Organization structured data', async ({ page }) => {
  await page.goto('/');
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = data
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((item) => item['@type'] === 'Organization');
  expect(organization).toMatchObject({ '@context': 'https://schema.org', name: 'Auralis Digital' });
});

// axe in both themes at desktop and phone widths, and the 320 px reflow check, run for every route in
// site-wide.spec.ts.
