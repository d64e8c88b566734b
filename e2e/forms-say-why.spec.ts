/**
 * Forms that say what they need (issue 33): a disabled Send explains itself (item 2), names with apostrophes and
 * hyphens are names (item 3), and a program renamed to .pdf is refused when it is chosen (item 8).
 */
import type { Locator, Page } from '@playwright/test';

import { expect, test, uniqueEmail } from './fixtures';

const contactForm = (page: Page) => page.getByTestId('contact-form');
const send = (form: Locator) => form.getByRole('button', { name: /^(Send|Request)/ });
const applicationForm = (page: Page) => page.getByTestId('job-application-form');
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** The first bytes of a Windows program ("MZ"), under a PDF's name. */
const renamedProgram = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(2048)]),
};

async function fillProject(form: Locator, email: string, { hearAbout = true } = {}) {
  await form.getByLabel('First name').fill("Siobhán O'Brien");
  await form.getByLabel('Last name').fill('D’Souza-Smith');
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel(/^Company/).fill('Northwind Traders');
  if (hearAbout) await form.getByLabel('How did you hear about us?').selectOption('LinkedIn');
  await form.getByLabel(/^About your project/).fill('We would like to talk about a twelve-week engagement.');
}

async function openApplication(page: Page) {
  await page.goto('/career/open-roles');
  await page.getByTestId('open-roles').getByRole('listitem').first().getByRole('link').click();
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+\/ApplyNow$/);
  await expect(applicationForm(page)).toBeVisible();
}

test.describe('a disabled Send says why (issue 33, item 2)', () => {
  test(
    'on /contact: focusable, names the missing field, and a press takes the visitor there',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/contact');
      const form = contactForm(page);
      await fillProject(form, uniqueEmail(testInfo, 'say-why'), { hearAbout: false });
      const button = send(form);
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(form.getByTestId('still-needed')).toHaveText('Still needed: How did you hear about us?');
      // Tab reaches it: a disabled button is skipped.
      await form.getByLabel(/^About your project/).focus();
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      const hearAbout = form.getByLabel('How did you hear about us?');
      await expect(hearAbout).toBeFocused();
      await expect(hearAbout).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText('*Required')).toBeVisible();

      // Chosen, the line goes and Send sends.
      await hearAbout.selectOption('LinkedIn');
      await expect(button).not.toHaveAttribute('aria-disabled');
      await expect(form.getByTestId('still-needed')).toHaveCount(0);
    },
  );

  test('on an application: "Experienced" names the fields it adds, and a press focuses the first', async ({
    page,
  }, testInfo) => {
    await openApplication(page);
    const form = applicationForm(page);
    await textbox(form, 'First name').fill('Meera');
    await textbox(form, 'Last name').fill('Iyer');
    await textbox(form, 'Email').fill(uniqueEmail(testInfo, 'say-why-apply'));
    await form.getByRole('radio', { name: 'Experienced' }).check();
    await expect(form.getByTestId('still-needed')).toContainText(
      'Years of experience, Current employer, Current job title',
    );
    // A mouse press (Playwright waits for an aria-disabled button to enable, so the click is forced).
    await form.getByRole('button', { name: 'Submit application' }).click({ force: true });
    await expect(form.getByLabel(/^Phone number/)).toBeFocused();
    await expect(form.getByText('*Required').first()).toBeVisible();
  });
});

test.describe('names with apostrophes and hyphens are names (issue 33, item 3)', () => {
  test('an enquiry from "Siobhán O\'Brien D’Souza-Smith" is sent', { tag: '@phone' }, async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await page.goto('/contact');
    const form = contactForm(page);
    await fillProject(form, uniqueEmail(testInfo, 'apostrophe'));
    await form.getByLabel('Last name').blur();
    await expect(form.getByText('Enter only alphabet')).toHaveCount(0);
    await expect(send(form)).not.toHaveAttribute('aria-disabled');
    await send(form).click();
    await expect(page.getByRole('dialog', { name: 'Thank You' })).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('a wrong file is refused when chosen (issue 33, item 8)', () => {
  test('a program renamed to .pdf, on the application form and the career enquiry', async ({ page }) => {
    await openApplication(page);
    const form = applicationForm(page);
    await form.getByLabel(/^Resume/).setInputFiles(renamedProgram);
    await expect(form.getByText('*Only pdf and docx are allowed')).toBeVisible();
    await expect(form.getByLabel(/^Resume/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByTestId('chosen-file')).toContainText('resume.pdf');

    await page.goto('/contact');
    await page.getByRole('radio', { name: 'Careers' }).check();
    const contact = contactForm(page);
    await expect(contact).toHaveAttribute('data-form-type', 'career');
    await contact.getByLabel('Your CV').setInputFiles(renamedProgram);
    await expect(contact.getByText('*Only pdf is allowed')).toBeVisible();
  });
});
