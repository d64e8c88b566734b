/**
 * Issue 20, item 5 (the admin's half): on a job application, "Download cover letter" shows only when the
 * applicant sent one. Two applications go in through the real endpoint (a solved ALTCHA pass, as the form gets
 * one), one with a cover letter and one without; the real admin then shows each with its buttons.
 * Desktop only (the admin is a desktop tool).
 */
import type { APIRequestContext } from '@playwright/test';

import { minimalDocx } from '../apps/cms/test/minimal-docx';
import { captchaPass } from './captcha-pass';
import { expect, test, uniqueEmail } from './fixtures';
import { ADMIN_WAIT, logInToAdmin } from './admin-session';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Applies to the first open role; returns the application's document id. */
async function apply(request: APIRequestContext, email: string, withCoverLetter: boolean): Promise<string> {
  const roles = (await (await request.get('/api/zoho-recruit/job-openings')).json()) as { data: { id: string }[] };
  const jobId = roles.data[0]?.id;
  if (!jobId) throw new Error('no open role');
  const record = {
    First_Name: 'Meera',
    Last_Name: 'Iyer',
    Email: email,
    Mobile: '+91 9845012345',
    Date_of_Birth: '1999-04-21',
    Gender: 'Female',
    State: 'Karnataka',
    Country: 'India',
    Highest_Qualification_Held: 'B.Tech Information Technology',
    Passout_Year: 2021,
    Internship: 'Northwind Traders',
    Internship_Duration: '6 months',
    Experience_in_Years: 0,
    Current_Employer: '',
    Current_Job_Title: '',
    Notice_Period: '',
    Linkedin_URL: 'https://www.linkedin.com/in/meera-iyer',
    Other_Links: '',
  };
  const response = await request.post('/api/zoho-recruit/apply-job', {
    headers: { 'X-Captcha-Pass': await captchaPass(request, 'application') },
    multipart: {
      data: JSON.stringify([record]),
      jobids: JSON.stringify([jobId]),
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdf },
      ...(withCoverLetter
        ? {
            coverLetter: {
              name: 'cover-letter.docx',
              mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
              buffer: minimalDocx(),
            },
          }
        : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const id = ((await response.json()) as { data: { id: string } }).data.id;
  expect(id).not.toBe('');
  return id;
}

test('a job application shows "Download cover letter" only when a cover letter was sent', async ({
  page,
  request,
}, testInfo) => {
  const withLetter = await apply(request, uniqueEmail(testInfo, 'admin-cover'), true);
  const withoutLetter = await apply(request, uniqueEmail(testInfo, 'admin-no-cover'), false);
  await logInToAdmin(page);
  const open = async (documentId: string) => {
    await page.goto(
      `/admin/content-manager/collection-types/api::job-application.job-application/${encodeURIComponent(documentId)}`,
    );
    await expect(page.getByRole('button', { name: 'Download resume' })).toBeVisible(ADMIN_WAIT);
  };

  await open(withLetter);
  await expect(page.getByRole('button', { name: 'Download cover letter' })).toBeVisible(ADMIN_WAIT);

  await open(withoutLetter);
  // The entry has loaded (its email is in the form) before the button's absence counts.
  await expect(page.locator('input[name="Email"]')).toHaveValue(/admin-no-cover/, ADMIN_WAIT);
  // The buttons read the entry with their own request: once the admin has nothing left to load, it has answered.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Download cover letter' })).toHaveCount(0);
});
