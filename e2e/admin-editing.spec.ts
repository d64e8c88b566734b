/**
 * Issue 12: the marketing team edits a page as a page, in the real admin, and previews before publishing.
 * Desktop only (the admin is a desktop tool); serial, because each step builds on the page the last one left.
 */
import { siteConfig } from '@auralis/site-config';
import type { Locator, Page } from '@playwright/test';

import { PREVIEW_TOKEN_TTL_MS, signPreviewToken } from '../apps/cms/src/preview/token';
import { expect, test } from './fixtures';
import { e2eAdmin } from '../scripts/lib/e2e-admin.mjs';
import { ADMIN_WAIT, openHomePageHeading, openPageEntry } from './admin-session';
import { EDITED_DESCRIPTION_PREFIX, EDITED_PREFIX } from './page-copy';

const SEO_PAGE = '/digital-marketing-services/b2b-seo-services';
/** The leader whose biography the leadership test rewrites. */
const LEADER = 'Meera Raghavan';
const SEO_FAQ_API = '/api/service-faqs/9';

// The admin is a large single-page app: its first load and each save take seconds on a shared 2-core machine,
// and the first test (log in, open the page, edit, publish, reload the site) took up to two minutes there.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** The FAQ section of the edit view: the innermost block holding its label and its list. */
const faqSection = (page: Page): Locator =>
  page
    .locator('div')
    .filter({ has: page.locator('label', { hasText: /^FAQ ·/ }) })
    .filter({ has: page.locator('div[aria-describedby]') })
    .last();
const faqHeaders = (page: Page) => faqSection(page).locator('h3');

/** Finds the page in the Pages list by its title, as an editor would, and opens it. */
async function openSeoPage(page: Page) {
  await openPageEntry(page, 'B2B SEO Services');
  await expect(faqHeaders(page).first()).toBeVisible(ADMIN_WAIT);
}

async function editAnswer(page: Page, index: number, answer: string) {
  const toggle = faqHeaders(page).nth(index).getByRole('button').first();
  const question = (await toggle.innerText()).trim();
  await toggle.click();
  // The item's fields are in the region named after its question. (Opening the item re-wraps the list, so
  // the header's locator no longer reaches it afterwards.)
  const panel = page.getByRole('region', { name: question, exact: true });
  await panel.getByLabel('Answer').fill(answer);
}

/** Clicks the admin's button and waits for the Content Manager's answer to that action. */
async function act(page: Page, button: 'Publish' | 'Save', url: RegExp) {
  const answered = page.waitForResponse(
    (response) => url.test(response.url()) && response.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: button, exact: true }).click();
  expect((await answered).status()).toBe(200);
}
const publish = (page: Page) => act(page, 'Publish', /\/actions\/publish/);
const save = (page: Page) => act(page, 'Save', /\/collection-types\/api::page\.page\/[^/?]+(\?|$)/);

/** The public page's FAQ: questions in order, and the answer of one opened. */
const publicQuestions = (page: Page) => page.getByTestId('faq-item').locator('summary');
async function publicAnswer(page: Page, index: number): Promise<string> {
  // Each item is the browser's own disclosure widget: it opens with or without the page's code.
  const item = page.getByTestId('faq-item').nth(index);
  await item.locator('summary').click();
  const answer = item.locator('[data-faq-answer]');
  await expect(answer).toBeVisible();
  return (await answer.innerText()).trim();
}

async function apiFaq(page: Page): Promise<{ question: string; answer: string }[]> {
  const response = await page.request.get(SEO_FAQ_API, { headers: { 'Strapi-Response-Format': 'v4' } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { attributes: { question: string; answer: string } }[] };
  return body.data.map((item) => item.attributes);
}

test('an editor changes a FAQ answer of the B2B SEO page, publishes, and the public page shows it on reload', async ({
  page,
  context,
}) => {
  const site = await context.newPage();
  await site.goto(SEO_PAGE);
  await expect(publicQuestions(site).first()).toBeVisible();
  const before = await publicAnswer(site, 2);

  await openSeoPage(page);
  const answer = `Changed in the admin: SEO work pays back within two to three quarters (${Date.now()}).`;
  await editAnswer(page, 2, answer);
  await publish(page);

  await site.reload();
  expect(await publicAnswer(site, 2)).toContain(answer);
  expect(answer).not.toBe(before);
  expect((await apiFaq(page))[2]?.answer).toBe(answer);
});

test('an editor changes the B2B SEO page’s banner, its hero, publishes, and the public page’s heading shows it', async ({
  page,
  context,
}) => {
  await openSeoPage(page);
  // The banner is the page's first field: its title is the page's one heading.
  const banner = page
    .locator('div')
    .filter({ has: page.locator('label', { hasText: /^Banner ·/ }) })
    .filter({ has: page.getByRole('textbox', { name: 'Title' }) })
    .last();
  const title = banner.getByRole('textbox', { name: 'Title' });
  await expect(title).toBeVisible(ADMIN_WAIT);
  const before = await title.inputValue();
  const heading = `B2B SEO that buyers find first (${Date.now()})`;
  await title.fill(heading);
  await publish(page);

  const site = await context.newPage();
  await site.goto(SEO_PAGE);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect(heading).not.toBe(before);
});

test('an editor changes the B2B SEO page’s search description, previews it, publishes, and the served HTML carries it', async ({
  page,
}) => {
  await openSeoPage(page);
  // Search data comes right after the title and path: what Google and link previews show for the page.
  const searchData = page
    .locator('div')
    .filter({ has: page.locator('label', { hasText: /^Search data ·/ }) })
    .filter({ has: page.getByRole('textbox', { name: 'Canonical URL' }) })
    .last();
  const field = searchData.getByRole('textbox', { name: 'Description', exact: true });
  await expect(field).toBeVisible(ADMIN_WAIT);
  const before = await field.inputValue();
  const description = `${EDITED_DESCRIPTION_PREFIX} B2B SEO planned around how your buyers search (${Date.now()}).`;
  await field.fill(description);
  await save(page);
  const servedDescription = async () => {
    const html = await (await page.request.get(SEO_PAGE)).text();
    return /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1];
  };

  // The preview carries the draft's description in its head; the public page still the published one.
  await page.getByRole('link', { name: 'Open preview' }).click();
  const frame = page.frameLocator('[data-testid="preview-iframe"]');
  await expect(frame.getByTestId('preview-notice')).toBeVisible(ADMIN_WAIT);
  await expect(frame.locator('head meta[name="description"]')).toHaveAttribute('content', description);
  expect(await servedDescription()).toBe(before);

  await openSeoPage(page);
  await publish(page);
  expect(await servedDescription()).toBe(description);
  expect(description).not.toBe(before);
});

test('an editor finds the home page by its title, changes its headline, previews it and publishes it', async ({
  page,
}) => {
  const field = await openHomePageHeading(page);
  const before = await field.inputValue();
  const headline = `${EDITED_PREFIX} digital products people come back to (${Date.now()})`;
  await field.fill(headline);
  await save(page);
  const servedHeadline = async () => {
    const html = await (await page.request.get('/')).text();
    return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  };

  await page.getByRole('link', { name: 'Open preview' }).click();
  const frame = page.frameLocator('[data-testid="preview-iframe"]');
  await expect(frame.getByTestId('preview-notice')).toBeVisible(ADMIN_WAIT);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(headline);
  expect(await servedHeadline()).not.toBe(headline);

  await openPageEntry(page, 'Home page');
  await publish(page);
  expect(await servedHeadline()).toBe(headline);
  expect(headline).not.toBe(before);
});

/** The first paragraph of a policy page's text, as the server sent it (the section's heading comes before it). */
const firstLegalParagraph = (html: string): string | undefined =>
  /data-testid="legal-text"[^>]*>\s*(?:<h2>[^<]*<\/h2>\s*)?<p>([^<]*)<\/p>/.exec(html)?.[1];

test('an editor rewrites the privacy policy’s first paragraph in the Markdown editor, previews it and publishes it', async ({
  page,
  context,
}) => {
  const site = await context.newPage();
  const shownParagraph = async (query = '') => {
    await site.goto(`/privacy${query}`);
    return (await site.getByTestId('legal-text').locator('p').first().innerText()).trim();
  };
  const before = await shownParagraph();

  await openPageEntry(page, 'Privacy policy');
  const legal = page
    .locator('div')
    .filter({ has: page.locator('label', { hasText: /^Legal text ·/ }) })
    .filter({ has: page.locator('.CodeMirror') })
    .last();
  // Strapi's Markdown field is a CodeMirror 5 editor over a hidden textarea: only its rendered lines take
  // clicks and keys. The text opens with a "## " heading; the first line with words that is not a heading is
  // the first paragraph (one line in the seed: paragraphs are separated by empty lines, which CodeMirror draws
  // as a zero-width space, so "not blank" alone would pick the empty line under the heading).
  const paragraphLine = legal
    .locator('.CodeMirror-line')
    .filter({ hasText: /\w/ })
    .filter({ hasNotText: /^\s*#/ })
    .first();
  await expect(paragraphLine).toBeVisible(ADMIN_WAIT);
  const paragraph = `${EDITED_PREFIX} we keep the personal data this website collects for no longer than its purpose needs (${Date.now()}).`;
  await paragraphLine.click();
  // Home and Shift+End move by the logical line in CodeMirror, however many rows its wrapping shows.
  await page.keyboard.press('Home');
  await page.keyboard.press('Shift+End');
  await page.keyboard.insertText(paragraph);
  await expect(legal.locator('.CodeMirror-line').filter({ hasText: paragraph })).toHaveText(paragraph);
  await save(page);

  const token = signPreviewToken(e2eAdmin.previewSecret);
  expect(await shownParagraph(`?preview=${encodeURIComponent(token)}`)).toBe(paragraph);
  await expect(site.getByTestId('preview-notice')).toBeVisible();
  expect(await shownParagraph()).toBe(before);

  await publish(page);
  const html = await (await page.request.get('/privacy')).text();
  expect(firstLegalParagraph(html)).toBe(paragraph);
  expect(paragraph).not.toBe(before);
});

test('an editor rewrites a leader’s biography on the leadership page, previews it and publishes it', async ({
  page,
  context,
}) => {
  const leadershipPath = `/about/about-${siteConfig.slug}/leadership`;
  const site = await context.newPage();
  const shownBio = async (query = '') => {
    await site.goto(`${leadershipPath}${query}`);
    return (await site.getByTestId('leader').filter({ hasText: LEADER }).locator('p').last().innerText()).trim();
  };
  const before = await shownBio();

  await openPageEntry(page, 'Leadership (about page)');
  // The leadership team is one section; its leaders are a list inside it, each item headed by the leader's name.
  await page.getByRole('button', { name: LEADER, exact: true }).click();
  const item = page.getByRole('region', { name: LEADER, exact: true });
  const biography = item.getByRole('textbox', { name: 'Biography' });
  await expect(biography).toBeVisible(ADMIN_WAIT);
  const bio = `${EDITED_PREFIX} Meera leads the company and reviews the first plan of every new engagement (${Date.now()}).`;
  await biography.fill(bio);
  await save(page);

  const token = signPreviewToken(e2eAdmin.previewSecret);
  expect(await shownBio(`?preview=${encodeURIComponent(token)}`)).toBe(bio);
  await expect(site.getByTestId('preview-notice')).toBeVisible();
  expect(await shownBio()).toBe(before);

  await publish(page);
  const html = await (await page.request.get(leadershipPath)).text();
  // In the server's HTML, with no JavaScript: the page reads the entry when it renders.
  expect(html).toContain(bio);
  expect(await shownBio()).toBe(bio);
  expect(bio).not.toBe(before);
});

test('dragging the last FAQ to the top and publishing reorders the public page', async ({ page, context }) => {
  await openSeoPage(page);
  const headers = faqHeaders(page);
  const before = await faqSection(page).locator('h3 > button').allInnerTexts();
  expect(before.length).toBeGreaterThanOrEqual(4);
  const last = before[before.length - 1] ?? '';
  await headers
    .last()
    .getByRole('button', { name: 'Drag' })
    .dragTo(headers.first(), { targetPosition: { x: 40, y: 4 } });
  await expect(faqSection(page).locator('h3 > button').first()).toHaveText(last, ADMIN_WAIT);
  await publish(page);

  const expected = [last, ...before.slice(0, -1)];
  const site = await context.newPage();
  await site.goto(SEO_PAGE);
  await expect(publicQuestions(site)).toHaveText(expected);
  expect((await apiFaq(page)).map((item) => item.question)).toEqual(expected);
});

test('an edit saved without publishing shows in the preview, not on the public page or the API', async ({
  page,
  context,
}) => {
  await openSeoPage(page);
  const published = (await apiFaq(page))[0]?.answer ?? '';
  const draft = `A draft answer, saved but not published (${Date.now()}).`;
  await editAnswer(page, 0, draft);
  await save(page);

  // Strapi's Preview: the page on our own site in the admin, showing the saved draft.
  await page.getByRole('link', { name: 'Open preview' }).click();
  const frame = page.frameLocator('[data-testid="preview-iframe"]');
  await expect(frame.getByTestId('preview-notice')).toBeVisible(ADMIN_WAIT);
  await frame.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const item = frame.getByTestId('faq-item').first();
  await item.locator('summary').click();
  await expect(item.locator('[data-faq-answer]')).toContainText(draft);

  // The public page and the API still answer the published text.
  const site = await context.newPage();
  await site.goto(SEO_PAGE);
  const shown = await publicAnswer(site, 0);
  expect(shown).toContain(published);
  expect(shown).not.toContain(draft);
  await expect(site.getByTestId('preview-notice')).toHaveCount(0);
  expect((await apiFaq(page))[0]?.answer).toBe(published);
});

test('a forged or expired preview token gets the published content only', async ({ page }) => {
  const published = (await apiFaq(page))[0]?.answer ?? '';
  const valid = signPreviewToken(e2eAdmin.previewSecret);
  const expired = signPreviewToken(e2eAdmin.previewSecret, Date.now() - PREVIEW_TOKEN_TTL_MS - 60_000);
  const forged = signPreviewToken('a secret that is not the service one at all');
  const answerWith = async (token: string) => {
    await page.goto(`${SEO_PAGE}?preview=${encodeURIComponent(token)}`);
    return publicAnswer(page, 0);
  };
  // The draft saved by the previous test shows for a valid token only.
  expect(await answerWith(valid)).toContain('A draft answer, saved but not published');
  for (const token of [forged, expired]) {
    const shown = await answerWith(token);
    expect(shown).toContain(published);
    expect(shown).not.toContain('A draft answer, saved but not published');
  }
});
