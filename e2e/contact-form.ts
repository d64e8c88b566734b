/** The project form on /contact, filled in as a visitor would: the suites that send one share it. */
import type { Locator } from '@playwright/test';

export async function fillProjectForm(form: Locator, email: string): Promise<void> {
  await form.getByLabel('First name').fill('maya');
  await form.getByLabel('Last name').fill('fernandes');
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel('Phone number').fill('+91 98450 12345');
  await form.getByLabel('Company name').fill('Northwind Traders');
  await form.getByLabel('How did you hear about us?').selectOption('LinkedIn');
  await form.getByLabel('About your project').fill('We would like to talk about a twelve-week engagement.');
}
