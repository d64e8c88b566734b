import type { Locator, Page, Route } from '@playwright/test';

import { fillProjectForm } from './contact-form';
import { DATA_REQUESTS, expect, gotoHydrated, navigateInApp, test, uniqueEmail } from './fixtures';

/**
 * Faults seen from the browser (issue 10). The content service's side of each is proved against the booted
 * service by the API tests (apps/cms/test/outbox-smtp.test.ts: a locked database answers 503 and stores
 * nothing; careers-suite.ts: Recruit timing out answers 502); here the browser meets those same answers, or a
 * service that is not there at all (restarting), and must keep what the visitor typed and recover.
 */

const OOPS = 'Oops!! something went wrong, please try again.';
const SOCIAL = '/digital-marketing-services/social-media-strategy-services';

/** A tiny but real PDF: the content service checks the file's first bytes. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const strapiError = (status: number, name: string, message: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ data: null, error: { status, name, message, details: {} } }),
});

const contactForm = (page: Page) => page.getByTestId('contact-form');

async function expectProjectFormKept(form: Locator, email: string) {
  await expect(form.getByLabel('First name')).toHaveValue('maya');
  await expect(form.getByLabel('Work email')).toHaveValue(email);
  await expect(form.getByLabel('How did you hear about us?')).toHaveValue('LinkedIn');
  await expect(form.getByLabel('About your project')).toHaveValue(
    'We would like to talk about a twelve-week engagement.',
  );
}

/** The content service is down (restarting): every request the route names is refused at the socket. */
const refuse = (route: Route) => route.abort('connectionrefused');

// The fault handling is the same in every viewport.
test.describe('faults seen from the browser', () => {
  test('the content service restarting mid-visit: the form keeps what was typed and sends once it is back', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto('/contact');
    const form = contactForm(page);
    const email = uniqueEmail(testInfo, 'fault-restart');
    await fillProjectForm(form, email);

    await page.route('**/api/**', refuse);
    await form.getByRole('button', { name: /^(Send|Request)/ }).click();
    await expect(form.getByRole('alert')).toHaveText(OOPS, { timeout: 20_000 });
    await expectProjectFormKept(form, email);

    await page.unroute('**/api/**', refuse);
    await form.getByRole('button', { name: /^(Send|Request)/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
  });

  test('the content service unreachable mid-visit: each block says so, and content shows again on the next navigation', async ({
    page,
  }) => {
    await gotoHydrated(page, '/services');
    await page.route(DATA_REQUESTS, refuse);
    await navigateInApp(page, SOCIAL);
    await expect(page.getByTestId('content-error').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.unroute(DATA_REQUESTS, refuse);
    // The next page, reached through the site's own link, not a reload.
    const next = page
      .locator(`a[href^="/digital-marketing-services/"]:not([href="${SOCIAL}"])`)
      .filter({ visible: true })
      .first();
    const target = await next.getAttribute('href');
    await next.click();
    await expect(page).toHaveURL(target ?? '');
    await expect(page.getByTestId('overview-heading')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('service-sections').getByTestId('loader')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByTestId('content-error')).toHaveCount(0);
  });

  test('a locked or full database (503): the generic error, and the form keeps what was typed', async ({
    page,
  }, testInfo) => {
    await page.route('**/api/contact-for-projects', (route) =>
      // What the content service answers then (src/submissions/handle.ts).
      route.fulfill({ ...strapiError(503, 'ServiceUnavailableError', OOPS), headers: { 'Retry-After': '30' } }),
    );
    await page.goto('/contact');
    const form = contactForm(page);
    const email = uniqueEmail(testInfo, 'fault-locked');
    await fillProjectForm(form, email);
    await form.getByRole('button', { name: /^(Send|Request)/ }).click();
    await expect(form.getByRole('alert')).toHaveText(OOPS, { timeout: 20_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectProjectFormKept(form, email);
  });

  test('the recruiting provider timing out: the applicant sees the error and keeps the form', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.route('**/api/zoho-recruit/apply-job', (route) =>
      route.fulfill(
        strapiError(
          502,
          'RecruitingUnavailable',
          'The recruiting service is not available right now. Please try again later.',
        ),
      ),
    );
    await page.goto('/career/open-roles');
    await page.getByTestId('open-roles').getByRole('listitem').first().getByRole('link').click();
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/jobs\/[a-z0-9-]+\/ApplyNow$/);

    const application = page.getByTestId('job-application-form');
    const textbox = (name: string) => application.getByRole('textbox', { name, exact: true });
    const email = uniqueEmail(testInfo, 'fault-recruiting');
    await textbox('First name').fill('Meera');
    await textbox('Last name').fill('Iyer');
    await textbox('Email').fill(email);
    await application.getByLabel('Country code').selectOption('+91');
    await textbox('Phone number').fill('9845012345');
    await application.getByLabel('Date of birth').fill('1999-04-21');
    await application.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
    await textbox('State').fill('Karnataka');
    await textbox('Country').fill('India');
    await textbox('Highest qualification').fill('B.Tech Information Technology');
    await textbox('Passout year').fill('2021');
    await textbox('LinkedIn profile').fill('https://www.linkedin.com/in/meera-iyer');
    await textbox('Internship').fill('Northwind Traders');
    await textbox('Internship duration').fill('6 months');
    await application
      .getByLabel('Resume')
      .setInputFiles({ name: 'meera-iyer-resume.pdf', mimeType: 'application/pdf', buffer: pdf });
    const submit = application.getByRole('button', { name: 'Submit application' });
    await submit.click();

    await expect(application.getByRole('alert').filter({ hasText: OOPS })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/ApplyNow$/);
    await expect(textbox('First name')).toHaveValue('Meera');
    await expect(textbox('Email')).toHaveValue(email);
    await expect(textbox('Internship')).toHaveValue('Northwind Traders');
    expect(await application.getByLabel('Resume').evaluate((input) => (input as HTMLInputElement).files?.length)).toBe(
      1,
    );
    await expect(submit).toBeEnabled();
  });
});
