/**
 * The lead inbox (docs/forms.md#the-lead-inbox), as the marketing team works it: the Contact leads list opens on
 * new leads, a visitor who wrote twice is flagged, and a lead's status, owner and notes are the only fields the
 * team changes; what the visitor sent shows read-only.
 */
import type { APIRequestContext } from '@playwright/test';

import { e2eEditor } from '../scripts/lib/e2e-admin.mjs';
import { ADMIN_WAIT, logInToAdmin } from './admin-session';
import { captchaPass } from './captcha-pass';
import { expect, test, uniqueEmail } from './fixtures';

const LEADS = '/admin/content-manager/collection-types/api::contact-lead.contact-lead';

async function sendLead(request: APIRequestContext, email: string, message: string): Promise<string> {
  const response = await request.post('/api/contact-for-projects', {
    headers: { 'X-Captcha-Pass': await captchaPass(request, 'contact') },
    data: {
      data: {
        firstname: 'Ines',
        lastname: 'Duarte',
        email,
        phone: '+351 912 345 678',
        company: 'Atlantic Freight',
        hearAbout: 'Search Engine',
        message,
        formType: 'project',
        pageUrl: '/contact',
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test('a lead is worked through the inbox: opens on new, flagged when the visitor wrote twice, only status, owner and notes change', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = uniqueEmail(testInfo, 'inbox');
  await sendLead(request, email, 'We need a freight tracking portal.');
  // The same person, the address typed in capitals this time.
  const second = await sendLead(request, email.toUpperCase(), 'Following up on my enquiry of last week.');

  await logInToAdmin(page, e2eEditor);
  await page.goto(LEADS);
  // The list opens on the leads nobody has answered yet.
  await expect(page).toHaveURL(/stage.*=new/, ADMIN_WAIT);
  const rows = page.getByRole('row').filter({ hasText: new RegExp(email.replace(/[.+]/g, '\\$&'), 'i') });
  await expect(rows).toHaveCount(2, ADMIN_WAIT);
  await page.screenshot({ path: testInfo.outputPath('inbox-list.png') });

  await page.goto(`${LEADS}/${second}`);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(/Following up/, ADMIN_WAIT);
  // What the visitor sent is read-only; the team's fields are not.
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Wrote before' })).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('inbox-entry.png') });

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'contacted' }).click();
  // The owner is chosen among the team by name.
  await page.getByRole('combobox', { name: 'Owner' }).click();
  await page.getByRole('option', { name: `Marketing Editor (${e2eEditor.email})` }).click();
  await page.getByRole('textbox', { name: 'Notes' }).fill('Called on Monday; proposal by Friday.');
  await page.screenshot({ path: testInfo.outputPath('inbox-entry-worked.png') });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved document')).toBeVisible(ADMIN_WAIT);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(/contacted/, ADMIN_WAIT);
  await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveText(/Marketing Editor/);
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Called on Monday; proposal by Friday.');

  // Back on the list, which opens on new again: the lead that was answered has left it.
  await page.goto(LEADS);
  await expect(page).toHaveURL(/stage.*=new/, ADMIN_WAIT);
  await expect(rows).toHaveCount(1, ADMIN_WAIT);
});
