/**
 * Issue 34: the marketing team runs the site from the admin, in the real admin, logged in with the Editor role. A
 * client story created as a new page entry, previewed and published is live at its URL, on /portfolio, on the home
 * page and in the sitemap; renaming its slug leaves the old URL redirecting; an unpublish scheduled five seconds
 * ahead takes it off the site (part 3); an earlier version of the home page's hero restored from its history
 * comes back in the served HTML once published (part 4). Desktop only; serial, each step builds on the last.
 * It changes the lists other suites count, so its project ("operations", playwright.config.ts) runs after theirs;
 * to run this file alone: `npx playwright test e2e/admin-operations.spec.ts --workers 1 --no-deps`.
 */
import type { Locator, Page } from '@playwright/test';

import { e2eEditor } from '../scripts/lib/e2e-admin.mjs';
import { ADMIN_WAIT, logInToAdmin, openHomePageHeading, openPageEntry } from './admin-session';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const stamp = Date.now().toString(36);
const SLUG = `clinic-booking-${stamp}`;
const RENAMED = `clinic-visits-${stamp}`;
const NAME = `Clinic booking in Pune ${stamp}`;
const HEADING = `Online booking for a clinic group in Pune (${stamp})`;
const LIST = '/admin/content-manager/collection-types/api::page.page';

/** A single component of the edit view by its label; added with its button when it is still empty. */
async function component(page: Page, label: RegExp, field: string): Promise<Locator> {
  const labelled = page.locator('label', { hasText: label });
  // An empty component is its label and the button that adds it, with no field yet.
  const add = page
    .locator('div')
    .filter({ has: labelled })
    .filter({ has: page.getByRole('button', { name: 'No entry yet. Click to add one.' }) })
    .filter({ hasNot: page.getByRole('textbox') })
    .last()
    .getByRole('button', { name: 'No entry yet. Click to add one.' });
  if (await add.count()) await add.click();
  const container = page
    .locator('div')
    .filter({ has: labelled })
    .filter({ has: page.getByRole('textbox', { name: field, exact: true }) })
    .last();
  await expect(container.getByRole('textbox', { name: field, exact: true })).toBeVisible(ADMIN_WAIT);
  return container;
}

/** Clicks the admin's button and waits for the Content Manager's answer to that action. */
async function act(page: Page, button: 'Publish' | 'Save', url: RegExp, status = 200) {
  const answered = page.waitForResponse(
    (response) => url.test(response.url()) && response.request().method() !== 'GET',
  );
  await page.getByRole('button', { name: button, exact: true }).click();
  expect((await answered).status()).toBe(status);
}

const sitemap = async (page: Page) => (await (await page.request.get('/sitemap.xml')).text()) ?? '';

test('an editor creates a client story, previews it, publishes it, and it is live everywhere stories are', async ({
  page,
}) => {
  await logInToAdmin(page, e2eEditor, `${LIST}/create`);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${NAME} (client story)`);
  await page.getByRole('textbox', { name: 'Path', exact: true }).fill(`/portfolio/${SLUG}`);
  // A story's own fields show once the path says it is one.
  await page.getByRole('textbox', { name: 'Name in lists' }).fill(NAME);
  await page.getByLabel('Order in lists').fill('0');
  await page.getByRole('textbox', { name: 'Industry', exact: true }).fill('healthcare');

  const search = await component(page, /^Search data ·/, 'Canonical URL');
  await search.getByRole('textbox', { name: 'Page title' }).fill(`${NAME} | Auralis Digital`);
  await search
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('How a clinic group in Pune moved appointment booking online and halved the calls its desks take.');
  await search.getByRole('textbox', { name: 'Share title' }).fill(`${NAME}: a client story`);
  await search.getByRole('textbox', { name: 'Share description' }).fill('A clinic group moved booking online with us.');
  await search.getByRole('textbox', { name: 'Keywords' }).fill('clinic booking, healthcare app, case study');
  await search.getByRole('textbox', { name: 'Canonical URL' }).fill(`https://www.auralis.example/portfolio/${SLUG}`);

  const hero = await component(page, /^Hero ·/, 'Introduction');
  await hero.getByRole('textbox', { name: 'Heading', exact: true }).fill(HEADING);
  await hero
    .getByRole('textbox', { name: 'Introduction' })
    .fill('A clinic group in Pune booked every visit by phone. We built online booking on its clinics’ calendars.');

  const facts = await component(page, /^Story facts ·/, 'Client');
  await facts.getByRole('textbox', { name: 'Client', exact: true }).fill('Clinic group, India');
  await facts.getByRole('textbox', { name: 'Engagement' }).fill('5 months');
  await facts.getByRole('textbox', { name: 'Team' }).fill('Designer, three engineers');
  await facts.getByRole('textbox', { name: 'Outcome' }).fill('Phone bookings down by half in six months');

  await act(page, 'Save', /\/collection-types\/api::page\.page(\?|$)/, 201);
  // Saved, not published: the public does not see it.
  expect((await page.request.get(`/portfolio/${SLUG}`)).status()).toBe(404);

  await page.getByRole('link', { name: 'Open preview' }).click();
  const frame = page.frameLocator('[data-testid="preview-iframe"]');
  await expect(frame.getByTestId('preview-notice')).toBeVisible(ADMIN_WAIT);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  await page.goBack();

  await act(page, 'Publish', /\/actions\/publish/);
  const story = await page.request.get(`/portfolio/${SLUG}`);
  expect(story.status()).toBe(200);
  expect(await story.text()).toContain(HEADING);

  await page.goto('/portfolio');
  await expect(page.getByTestId('portfolio-cards').getByRole('link', { name: HEADING })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: `Read the story: ${NAME}` }).first()).toHaveAttribute(
    'href',
    `/portfolio/${SLUG}`,
  );
  expect(await sitemap(page)).toContain(`<loc>https://www.auralis.example/portfolio/${SLUG}</loc>`);
});

test('an editor renames the story’s slug and publishes: the old URL redirects to the new one', async ({ page }) => {
  await openPageEntry(page, `${NAME} (client story)`, e2eEditor);
  const path = page.getByRole('textbox', { name: 'Path', exact: true });
  await expect(path).toHaveValue(`/portfolio/${SLUG}`, ADMIN_WAIT);
  await path.fill(`/portfolio/${RENAMED}`);
  await act(page, 'Publish', /\/actions\/publish/);

  const old = await page.request.get(`/portfolio/${SLUG}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/portfolio/${RENAMED}`);
  await page.goto(`/portfolio/${SLUG}`);
  await expect(page).toHaveURL(`/portfolio/${RENAMED}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  const locations = await sitemap(page);
  expect(locations).toContain(`/portfolio/${RENAMED}</loc>`);
  expect(locations).not.toContain(`/portfolio/${SLUG}</loc>`);

  // The redirect is in the admin's Redirects list, with the visit just counted.
  await page.goto('/admin/content-manager/collection-types/api::redirect.redirect');
  await expect(page.getByRole('gridcell', { name: `/portfolio/${SLUG}`, exact: true })).toBeVisible(ADMIN_WAIT);
});

/** The time `seconds` from now as the admin's date and time field takes it: the browser's local time. */
const localTimeAhead = (page: Page, seconds: number) =>
  page.evaluate((ahead) => {
    const when = new Date(Date.now() + ahead * 1000);
    const two = (value: number) => String(value).padStart(2, '0');
    return `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}T${two(when.getHours())}:${two(when.getMinutes())}:${two(when.getSeconds())}`;
  }, seconds);

test('an editor schedules an unpublish 5 seconds ahead and sees the page answer 404 after it', async ({ page }) => {
  const storyPath = `/portfolio/${RENAMED}`;
  expect((await page.request.get(storyPath)).status()).toBe(200);
  await openPageEntry(page, `${NAME} (client story)`, e2eEditor);

  const panel = page.getByRole('group', { name: 'Schedule a change' });
  await expect(panel).toBeVisible(ADMIN_WAIT);
  // A time that has passed is refused, with the reason at the field.
  await panel.getByLabel('Date and time').fill(await localTimeAhead(page, -60));
  await panel.getByRole('button', { name: 'Schedule' }).click();
  await expect(panel.getByText('This time has already passed: choose a date and time in the future.')).toBeVisible();

  await panel.getByRole('combobox', { name: 'Change' }).click();
  await page.getByRole('option', { name: 'Unpublish (take off the site)' }).click();
  await panel.getByLabel('Date and time').fill(await localTimeAhead(page, 5));
  const scheduled = page.waitForResponse(
    (response) => /\/scheduled-changes-admin\/changes$/.test(response.url()) && response.request().method() === 'POST',
  );
  await panel.getByRole('button', { name: 'Schedule' }).click();
  expect((await scheduled).status()).toBe(201);
  // Listed in the panel with its time and zone, and a way to cancel it.
  await expect(page.getByRole('button', { name: /^Cancel: Unpublish · / })).toBeVisible();

  // The served page answers 404 once the time has come (the service looks four times a second in tests).
  await expect
    .poll(async () => (await page.request.get(storyPath)).status(), { timeout: 30_000, intervals: [250] })
    .toBe(404);

  // The admin's Scheduled changes page says it was done.
  await page.goto('/admin/scheduled-changes');
  await expect(page.getByRole('heading', { name: 'Scheduled changes', level: 1 })).toBeVisible(ADMIN_WAIT);
  const row = page
    .getByRole('row')
    .filter({ hasText: `${NAME} (client story)` })
    .first();
  await expect(row).toContainText('Unpublished: the page is off the site.');
  await expect(row).toContainText('Done');
});

/**
 * Step 5 (issue 34, part 4): the page's History restores an earlier version of the home page's hero as the
 * draft; the served page changes only when that draft is published. Self-contained: it publishes the change it
 * then undoes. With HISTORY_SHOTS_DIR set, it also saves the history dialog at desktop and phone widths, in the
 * admin's light and dark themes, for a person to look at.
 */
test('an editor restores an earlier version of the home page’s hero and sees the served HTML go back', async ({
  page,
}) => {
  const servedHeadline = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await page.request.get('/')).text())?.[1];
  const openHome = () => openHomePageHeading(page, e2eEditor);

  const heading = await openHome();
  const earlier = await heading.inputValue();
  const changed = `A headline published by mistake (${stamp})`;
  await heading.fill(changed);
  await act(page, 'Publish', /\/actions\/publish/);
  // Polled: a render the server is too busy for answers 503, and the next request renders it.
  await expect.poll(servedHeadline, ADMIN_WAIT).toBe(changed);

  // The History panel of the edit view: the publish just made is the latest version.
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Page history' });
  const versions = dialog.getByRole('list', { name: 'Published versions, newest first' }).getByRole('button');
  const openHistory = async () => {
    // By the keyboard: at a phone's width the admin's sticky Save and Publish bar may cover the button.
    const trigger = page.getByRole('button', { name: 'Page history' });
    await expect(trigger).toBeVisible(ADMIN_WAIT);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(versions.first()).toContainText('(latest)');
    // The version before it: what has changed since, in the edit view's words.
    await versions.nth(1).click();
    await expect(versions.nth(1)).toHaveAttribute('aria-pressed', 'true');
    const change = dialog.getByRole('listitem').filter({ hasText: 'Hero › Heading' });
    await expect(change).toContainText(`This version: '${earlier}'`, ADMIN_WAIT);
    await expect(change).toContainText(`Now: '${changed}'`);
  };
  await openHistory();
  await expect(dialog.getByText('The live page does not change until you publish.')).toBeVisible();

  const shots = process.env.HISTORY_SHOTS_DIR;
  if (shots) {
    // A change of theme or width redraws the admin, which closes the dialog: close it first, open it after.
    const closeHistory = async () => {
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
    };
    await closeHistory();
    await page.getByRole('button', { name: 'Page history' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/panel-desktop-light.png` });
    for (const [width, height, size] of [
      [1280, 900, 'desktop'],
      [390, 844, 'phone'],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme: scheme });
        await openHistory();
        await page.screenshot({ path: `${shots}/history-${size}-${scheme}.png` });
        await closeHistory();
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openHistory();
  }

  await dialog.getByRole('button', { name: 'Restore this version as the draft' }).click();
  // The edit view reloads with the restored draft; the live page is still the one published by mistake.
  await expect(page.getByText('is now the draft. Preview it, then publish to put it live.')).toBeVisible(ADMIN_WAIT);
  const restored = await openHome();
  await expect(restored).toHaveValue(earlier, ADMIN_WAIT);
  await expect.poll(servedHeadline, ADMIN_WAIT).toBe(changed);

  await act(page, 'Publish', /\/actions\/publish/);
  await expect.poll(servedHeadline, ADMIN_WAIT).toBe(earlier);
});
