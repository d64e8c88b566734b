import type { Locator, Page } from '@playwright/test';

import { axeViolations } from './axe';
import { paths } from '@auralis/site-map';
import { expect, test, uniqueEmail, waitForFrames } from './fixtures';
import { seededEntryFields } from './page-copy';

const OOPS = 'Oops!! something went wrong, please try again.';

type FormType = 'project' | 'partner' | 'general' | 'agiliti' | 'career';

/**
 * The choice on /contact, the labels that change with the type and the thank-you sentence: the contact page
 * entry's words, as its seed file (what a fresh test database starts with) holds them.
 */
const types = Object.fromEntries(
  (['project', 'partner', 'general', 'agiliti', 'career'] as const).map((formType) => {
    const words = seededEntryFields(paths.contact)[`${formType}Form`];
    const text = (name: 'choice' | 'companyLabel' | 'messageLabel' | 'thankYou') => {
      const value = words?.[name];
      if (typeof value !== 'string') throw new Error(`the ${formType} form's ${name} is not in the contact seed file`);
      return value;
    };
    return [
      formType,
      {
        choice: text('choice'),
        company: text('companyLabel'),
        message: text('messageLabel'),
        thankYou: text('thankYou'),
      },
    ];
  }),
) as Record<FormType, { choice: string; company: string; message: string; thankYou: string }>;

/** A tiny but real PDF: the content service checks the file's first bytes. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const contactForm = (scope: Page | Locator) => scope.getByTestId('contact-form');
const submitOf = (form: Locator) => form.getByRole('button', { name: /^(Send|Request)/ });

async function fillContactForm(form: Locator, formType: FormType, email: string) {
  const labels = types[formType];
  await form.getByLabel('First name').fill('maya');
  await form.getByLabel('Last name').fill('fernandes');
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel('Phone number').fill('+91 98450 12345');
  if (formType !== 'career' && formType !== 'agiliti') await form.getByLabel(labels.company).fill('Northwind Traders');
  if (formType !== 'agiliti') await form.getByLabel('How did you hear about us?').selectOption('LinkedIn');
  await form.getByLabel(labels.message).fill('We would like to talk about a twelve-week engagement.');
  if (formType === 'career') {
    await form
      .getByLabel('Your CV')
      .setInputFiles({ name: 'maya-fernandes-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  }
}

test.describe('contact forms (docs/forms.md#states-and-errors)', () => {
  for (const formType of Object.keys(types) as FormType[]) {
    // One form on a phone too: the five share the layout.
    const tag = formType === 'project' ? ['@phone'] : [];
    test(
      `the ${formType} form on /contact submits and shows the Thank You dialog`,
      { tag },
      async ({ page }, testInfo) => {
        test.setTimeout(60_000);
        await page.goto('/contact');
        await page.getByRole('radio', { name: types[formType].choice }).check();
        const form = contactForm(page);
        await expect(form).toHaveAttribute('data-form-type', formType);
        await fillContactForm(form, formType, uniqueEmail(testInfo, `contact-${formType}`));
        await expect(submitOf(form)).toBeEnabled();
        // A click waits for two drawn frames; on a loaded machine headless Chromium can stop drawing, and the
        // click then waited out the test (fresh clone, 2026-11-29): make sure the page draws first.
        await waitForFrames(page);
        await submitOf(form).click();

        const dialog = page.getByRole('dialog', { name: 'Thank You' });
        await expect(dialog).toBeVisible({ timeout: 20_000 });
        // The form's own sentence, from the contact entry.
        await expect(dialog).toContainText(types[formType].thankYou);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
        await expect(form.getByLabel('First name')).toHaveValue('');
        await expect(submitOf(form)).toBeDisabled();
      },
    );
  }

  test('?type=partner preselects the partner form', async ({ page }) => {
    await page.goto('/contact?type=partner');
    await expect(page.getByRole('radio', { name: 'Partner with us' })).toBeChecked();
    await expect(contactForm(page)).toHaveAttribute('data-form-type', 'partner');
  });

  test('a failing captcha verify shows the Oops message and keeps what was typed', async ({ page }, testInfo) => {
    await page.route('**/api/cloudflare-captcha/verify', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } }),
      }),
    );
    await page.goto('/contact');
    const form = contactForm(page);
    const email = uniqueEmail(testInfo, 'contact-oops');
    await fillContactForm(form, 'project', email);
    await submitOf(form).click();
    await expect(form.getByRole('alert')).toHaveText(OOPS, { timeout: 20_000 });
    await expect(form.getByRole('alert')).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(form.getByLabel('First name')).toHaveValue('maya');
    await expect(form.getByLabel('Work email')).toHaveValue(email);
    await expect(form.getByLabel('How did you hear about us?')).toHaveValue('LinkedIn');
    await expect(form.getByLabel('About your project')).toHaveValue(
      'We would like to talk about a twelve-week engagement.',
    );
  });

  test('the rules show their messages with * and keep submit disabled', async ({ page }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByLabel('First name').fill(' maya');
    await form.getByLabel('Phone number').fill('12345');
    await form.getByLabel('Company name').fill('Nor');
    await form.getByLabel('Company name').blur();
    await expect(form.getByTestId('field-error')).toHaveText([
      '*Cannot start with space',
      '*Number should have atleast 10 digits',
      '*Company name is too short',
    ]);
    await expect(form.getByLabel('Phone number')).toHaveAttribute('maxlength', '17');
    await expect(submitOf(form)).toBeDisabled();
  });
});

test.describe('contact / start-a-project block (docs/careers.md#the-pages)', () => {
  test('the career variant on /career sends a career enquiry with a CV', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto('/career');
    const block = page.getByTestId('contact-block');
    await expect(block).toHaveAttribute('data-variant', 'career');
    await expect(block.getByRole('heading', { level: 2, name: 'Join Auralis Digital' })).toBeVisible();
    await expect(block).toContainText('Shape the future with us');
    await expect(block).toContainText(/Explore a career/);
    await block.scrollIntoViewIfNeeded();
    const form = contactForm(block);
    await fillContactForm(form, 'career', uniqueEmail(testInfo, 'career-block'));
    await expect(form.getByTestId('chosen-file')).toContainText('maya-fernandes-cv.pdf');
    await submitOf(form).click();
    await expect(page.getByRole('dialog', { name: 'Thank You' })).toBeVisible({ timeout: 20_000 });
  });

  test('/career/life-at-auralis shows the career variant too', async ({ page }) => {
    await page.goto('/career/life-at-auralis');
    await expect(page.getByTestId('contact-block')).toHaveAttribute('data-variant', 'career');
  });

  test('the home page ends with the project variant', async ({ page }) => {
    await page.goto('/');
    const block = page.getByTestId('contact-block');
    await expect(block).toHaveAttribute('data-variant', 'project');
    await expect(block.getByRole('heading', { level: 2, name: 'Start a Project' })).toBeVisible();
    await expect(block).toContainText('Your Vision, Our Expertise');
    // The form's code loads as the block nears the viewport, as a visitor scrolling down brings it.
    await block.scrollIntoViewIfNeeded();
    await expect(contactForm(block)).toHaveAttribute('data-form-type', 'project');
  });

  test('the Agiliti page ends with the agiliti form', async ({ page }) => {
    await page.goto('/agiliti-hire-dedicated-developers');
    await page.getByTestId('contact-block').scrollIntoViewIfNeeded();
    await expect(contactForm(page)).toHaveAttribute('data-form-type', 'agiliti');
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds nothing on /contact with errors showing (${theme} theme)`, { tag: '@phone' }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.goto('/contact?type=career');
    const form = contactForm(page);
    await expect(form).toHaveAttribute('data-form-type', 'career');
    await form.getByLabel('First name').fill(' x');
    await form.getByLabel('Work email').fill('nope');
    await form.getByLabel('Phone number').fill('12');
    await form
      .getByLabel('Your CV')
      .setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await form.getByLabel('Last name').click();
    await form.getByLabel('About you').click();
    await expect(form.getByTestId('field-error')).not.toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('what visitors tripped over (issue 20)', () => {
  test('changing the enquiry type keeps what was typed, and the CV comes back with the career type', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByLabel('First name').fill('maya');
    await form.getByLabel('Work email').fill('maya@example.com');
    await form.getByLabel('About your project').fill('A loyalty app for 40 stores.');

    await page.getByRole('radio', { name: 'General inquiry' }).check();
    await expect(form).toHaveAttribute('data-form-type', 'general');
    await expect(form.getByLabel('First name')).toHaveValue('maya');
    await expect(form.getByLabel('Work email')).toHaveValue('maya@example.com');
    await expect(form.getByLabel('Your message')).toHaveValue('A loyalty app for 40 stores.');

    await page.getByRole('radio', { name: 'Careers' }).check();
    await expect(form.getByLabel('About you')).toHaveValue('A loyalty app for 40 stores.');
    await form.getByLabel('Your CV').setInputFiles({ name: 'maya-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(form.getByTestId('chosen-file')).toContainText('maya-cv.pdf');

    // The project form has no CV: it is set aside, and comes back with the career form.
    await page.getByRole('radio', { name: 'Start a project' }).check();
    await expect(form.getByLabel('Your CV')).toHaveCount(0);
    await expect(form.getByLabel('First name')).toHaveValue('maya');
    await page.getByRole('radio', { name: 'Careers' }).check();
    await expect(form.getByTestId('chosen-file')).toContainText('maya-cv.pdf');
  });

  test('names in every alphabet are accepted, and the enquiry is sent', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto('/contact');
    const form = contactForm(page);
    for (const name of ['José', 'Zoë', 'Søren', 'Łukasz', 'अनन्या', 'محمد']) {
      await form.getByLabel('First name').fill(name);
      await form.getByLabel('Last name').fill(name);
      await form.getByLabel('Last name').blur();
      await expect(form.getByTestId('field-error'), name).toHaveCount(0);
    }
    await fillContactForm(form, 'project', uniqueEmail(testInfo, 'contact-every-alphabet'));
    await form.getByLabel('First name').fill('अनन्या');
    await form.getByLabel('Last name').fill('محمد');
    await submitOf(form).click();
    await expect(page.getByRole('dialog', { name: 'Thank You' })).toBeVisible({ timeout: 20_000 });
  });
});

/**
 * Issue 18 item 5: on /contact the form's code (react-hook-form, zod, the captcha client) is an island that loads
 * when the visitor reaches for it, so a first visit does not download it. What the visitor typed while it
 * loaded stays, a field they left shows its message as if they had just left it, and the form is sent.
 */
test(
  'the form on /contact loads its code when the visitor reaches for it, and keeps what was typed meanwhile',
  { tag: ['@phone'] },
  async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const formCode = /\/assets\/contact-form-[\w-]+\.js$/;
    const requested: string[] = [];
    page.on('request', (request) => {
      if (formCode.test(request.url())) requested.push(request.url());
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(formCode, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    const form = contactForm(page);
    await expect(form.getByLabel('First name')).toBeVisible();
    expect(requested, 'the form code before the visitor reached for it').toEqual([]);

    await form.getByLabel('First name').fill('maya');
    await form.getByLabel('Work email').fill('maya@');
    await form.getByLabel('Last name').fill('fernandes');
    await expect.poll(() => requested.length, 'the form code once the visitor reached for it').toBe(1);
    // Still the server's HTML: no message yet, and the submit button is disabled until the code checks the fields.
    await expect(form.getByTestId('field-error')).toHaveCount(0);
    await expect(submitOf(form)).toBeDisabled();
    release();

    // The email field was left with an address that is not one: its message shows, as after a blur.
    await expect(form.getByTestId('field-error')).toHaveText(['*Invalid email']);
    await expect(form.getByLabel('First name')).toHaveValue('maya');
    await expect(form.getByLabel('Last name')).toHaveValue('fernandes');
    await fillContactForm(form, 'project', uniqueEmail(testInfo, 'contact-before-code'));
    await submitOf(form).click();
    const dialog = page.getByRole('dialog', { name: 'Thank You' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
  },
);

test('a type picked while the form’s code is on its way keeps what was typed, and the form follows it', async ({
  page,
}) => {
  // The page has hydrated, the form (an island) has not: the type radios are the page's, so the pick reaches
  // the waiting form as a new type (CI, 2026-11-27: it rendered a new, empty form over the typed text).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/contact-form-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact');
  const form = contactForm(page);
  await form.getByLabel('First name').fill('maya');
  await form.getByLabel('About your project').fill('A loyalty app for 40 stores.');
  await page.getByRole('radio', { name: types.general.choice }).check();
  release();
  await expect(form).toHaveAttribute('data-form-type', 'general');
  await expect(form.getByLabel('First name')).toHaveValue('maya');
  await expect(form.getByLabel('Your message')).toHaveValue('A loyalty app for 40 stores.');
});

test.describe('before the page’s code arrives (it loads after the page: server/hydrate-after-load.ts)', () => {
  test.use({ waitForHydration: false });

  test('a type picked in the server’s HTML is the form’s type once the code is there', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // React and the router: without them nothing on the page hydrates.
    await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    await page.getByRole('radio', { name: types.career.choice }).check();
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(contactForm(page)).toHaveAttribute('data-form-type', 'career');
    await expect(page.getByRole('radio', { name: types.career.choice })).toBeChecked();
    await expect(contactForm(page).getByLabel('Your CV')).toBeVisible();
  });
});
