import { CONTACT_FORM_TYPES, type ContactFormType, contactRequirements, messages } from '@auralis/form-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeCaptcha as captcha } from '~/submissions/captcha/captcha-test-utils';
import { SubmissionError } from '~/submissions/submission-error';

import { testContactEntry } from '../../../test/contact-entry-fixture';
import { clickWhenEnabled, fakeFetch, renderForm, strapiError } from '../../../test/form-test-utils';
import { ContactForm } from './contact-form';
import { ContactTypePicker } from './contact-type-picker';

vi.mock('~/submissions/captcha/use-captcha', () => import('~/submissions/captcha/captcha-test-utils'));

// Each test types a whole form; on a busy two-core machine that can take longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  captcha.getPass.mockReset().mockResolvedValue('pass-7');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = (label: string | RegExp) => screen.getByLabelText(label);

/** The message is the field's description (the '*' is hidden from screen readers) and shows with '*'. */
function expectFieldError(control: HTMLElement, message: string) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
  const errorId = control.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
  expect(document.getElementById(errorId)).toHaveTextContent(`*${message}`);
}
const companyField = (formType: ContactFormType) =>
  field(new RegExp(`^${testContactEntry.forms[formType].companyLabel}`));
const messageField = (formType: ContactFormType) =>
  field(new RegExp(`^${testContactEntry.forms[formType].messageLabel}`));
const submitButton = (formType: ContactFormType) =>
  screen.getByRole('button', { name: new RegExp(testContactEntry.forms[formType].submitLabel) });

interface Filled {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  company?: string;
  hearAbout?: string;
  message?: string;
}

async function fill(user: UserEvent, formType: ContactFormType, values: Filled = {}) {
  const all = {
    firstName: 'mary ann',
    lastName: 'lovelace',
    email: '  mary@example.com ',
    phone: '+91 98450 12345',
    company: 'Analytical Engines',
    hearAbout: 'LinkedIn',
    message: 'We need two engineers for a payments app.',
    ...values,
  };
  await user.type(field(/^First name/), all.firstName);
  await user.type(field(/^Last name/), all.lastName);
  await user.type(field(/^Work email/), all.email);
  if (all.phone) await user.type(field(/^Phone number/), all.phone);
  if (all.company) await user.type(companyField(formType), all.company);
  if (all.hearAbout) await user.selectOptions(field(/^How did you hear about us/), all.hearAbout);
  if (all.message) await user.type(messageField(formType), all.message);
}

describe('ContactForm: fields and rules per type (docs/forms.md#validation)', () => {
  it.each(CONTACT_FORM_TYPES)('%s marks exactly the fields it requires', (formType) => {
    fakeFetch();
    renderForm(<ContactForm formType={formType} />);
    const needs = contactRequirements(formType);
    const copy = testContactEntry.forms[formType];
    const required = (label: RegExp) => field(label).getAttribute('aria-required') === 'true';
    expect(required(/^First name/)).toBe(true);
    expect(required(/^Last name/)).toBe(true);
    expect(required(/^Work email/)).toBe(true);
    expect(required(/^Phone number/)).toBe(needs.phone);
    expect(required(new RegExp(`^${copy.companyLabel}`))).toBe(needs.company);
    expect(required(/^How did you hear about us/)).toBe(needs.hearAbout);
    expect(required(new RegExp(`^${copy.messageLabel}`))).toBe(needs.message);
    if (formType === 'career') expect(required(/^Your CV/)).toBe(true);
    else expect(screen.queryByLabelText(/^Your CV/)).not.toBeInTheDocument();
  });

  it('offers the eleven sources and an empty choice, and limits the phone to 17 characters', () => {
    fakeFetch();
    renderForm(<ContactForm formType="project" />);
    const options = within(field(/^How did you hear about us/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select an option',
      'Ad Campaign',
      'Search Engine',
      'Social media',
      'LinkedIn',
      'Business Directory',
      'Job Portal',
      'Networking Event Webinars',
      'Recommended by colleague',
      'Third party Review',
      'Worked with the company Previously',
      'Other',
    ]);
    expect(field(/^Phone number/)).toHaveAttribute('maxLength', '17');
  });

  it('shows rule messages with * once a field is touched, tied to the field', async () => {
    fakeFetch();
    const user = userEvent.setup({ delay: null });
    renderForm(<ContactForm formType="career" />);
    await user.type(field(/^First name/), ' Ada');
    await user.type(field(/^Phone number/), '12345');
    await user.tab();
    await waitFor(() => expectFieldError(field(/^First name/), 'Cannot start with space'));
    await waitFor(() => expectFieldError(field(/^Phone number/), 'Number should have atleast 10 digits'));
    expect(field(/^Phone number/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(field(/^Last name/));
    await user.tab();
    await waitFor(() => expectFieldError(field(/^Last name/), 'Required'));
  });

  it('keeps submit disabled until the form is changed and valid', async () => {
    fakeFetch();
    const user = userEvent.setup({ delay: null });
    renderForm(<ContactForm formType="project" />);
    expect(submitButton('project')).toHaveAttribute('aria-disabled', 'true');
    await fill(user, 'project', { company: 'Acm' });
    expect(submitButton('project')).toHaveAttribute('aria-disabled', 'true');
    await user.type(companyField('project'), 'e');
    await waitFor(() => expect(submitButton('project')).not.toHaveAttribute('aria-disabled'));
  });
});

describe('ContactForm: sending (docs/forms.md#states-and-errors)', () => {
  it.each(['project', 'partner', 'general'] as const)(
    '%s posts to contact-for-projects with capitalised names, then resets and thanks',
    async (formType) => {
      const { requests } = fakeFetch({ status: 200, body: { data: { id: 1 } } });
      const user = userEvent.setup({ delay: null });
      renderForm(<ContactForm formType={formType} />, { path: '/contact' });
      await fill(user, formType);
      await clickWhenEnabled(user, () => submitButton(formType));

      expect(await screen.findByRole('dialog', { name: 'Thank You' })).toHaveAccessibleDescription(
        testContactEntry.forms[formType].thankYou,
      );
      expect(requests).toHaveLength(1);
      expect(requests[0]?.url).toBe('/api/contact-for-projects');
      expect(requests[0]?.headers.get('X-Captcha-Pass')).toBe('pass-7');
      expect(JSON.parse(String(requests[0]?.body))).toEqual({
        data: {
          firstname: 'Mary Ann',
          lastname: 'Lovelace',
          email: 'mary@example.com',
          phone: '+91 98450 12345',
          company: 'Analytical Engines',
          hearAbout: 'LinkedIn',
          message: 'We need two engineers for a payments app.',
          formType,
          pageUrl: '/contact',
        },
      });
      expect(field(/^First name/)).toHaveValue('');
      expect(field(/^Work email/)).toHaveValue('');
    },
  );

  it('agiliti posts its payload to contact-notifications', async () => {
    const { requests } = fakeFetch();
    const user = userEvent.setup({ delay: null });
    renderForm(<ContactForm formType="agiliti" />, { path: '/agiliti-hire-dedicated-developers' });
    await fill(user, 'agiliti', { company: '', hearAbout: '' });
    await clickWhenEnabled(user, () => submitButton('agiliti'));
    await screen.findByRole('dialog', { name: 'Thank You' });
    expect(requests[0]?.url).toBe('/api/contact-notifications');
    expect(JSON.parse(String(requests[0]?.body)).data).toMatchObject({
      firstname: 'Mary Ann',
      phone: '+91 98450 12345',
      company: '',
      hearAbout: '',
      formType: 'agiliti',
      pageUrl: '/agiliti-hire-dedicated-developers',
    });
  });

  it('career sends multipart with the data part and the CV, under the career field names', async () => {
    const { requests } = fakeFetch();
    const user = userEvent.setup({ delay: null });
    renderForm(<ContactForm formType="career" />, { path: '/career' });
    await fill(user, 'career', { company: '', message: 'Backend engineer, six years of Go.' });
    const cv = new File(['%PDF-1.7'], 'mary-cv.pdf', { type: 'application/pdf' });
    await user.upload(field(/^Your CV/), cv);
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('mary-cv.pdf');
    await clickWhenEnabled(user, () => submitButton('career'));
    expect(await screen.findByRole('dialog', { name: 'Thank You' })).toHaveAccessibleDescription(
      testContactEntry.forms.career.thankYou,
    );

    expect(requests[0]?.url).toBe('/api/contact-for-careers');
    const body = requests[0]?.body;
    if (!(body instanceof FormData)) throw new Error('the career enquiry must be multipart');
    expect(JSON.parse(String(body.get('data')))).toEqual({
      firstname: 'Mary Ann',
      lastname: 'Lovelace',
      email: 'mary@example.com',
      contact: '+91 98450 12345',
      company: '',
      aboutyou: 'Backend engineer, six years of Go.',
      hearAboutUs: 'LinkedIn',
      pageUrl: '/career',
    });
    expect((body.get('cv') as File).name).toBe('mary-cv.pdf');
    expect(requests[0]?.headers.get('Content-Type')).toBeNull();
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
  });

  it('career clears the file input after sending, so the same CV can be chosen again', async () => {
    fakeFetch();
    const user = userEvent.setup({ delay: null });
    renderForm(<ContactForm formType="career" />, { path: '/career' });
    await fill(user, 'career', { company: '' });
    const cv = new File(['%PDF-1.7'], 'mary-cv.pdf', { type: 'application/pdf' });
    await user.upload(field(/^Your CV/), cv);
    await clickWhenEnabled(user, () => submitButton('career'));
    const dialog = await screen.findByRole('dialog', { name: 'Thank You' });
    // Radix turns the page's pointer events off as the modal opens, and on again for the dialog a render later; on
    // a busy machine the click came between the two, and user-event refuses a click the browser would refuse.
    await waitFor(() => expect(dialog).toHaveStyle({ pointerEvents: 'auto' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const input = field(/^Your CV/) as HTMLInputElement;
    expect(input.value).toBe('');
    expect(input.files).toHaveLength(0);
    // A browser fires no change event for the file the input already holds.
    await user.upload(input, cv);
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('mary-cv.pdf');
  });

  it('career may be sent without a CV (labelled required, not enforced: docs/careers.md#the-application-form)', async () => {
    const { requests } = fakeFetch();
    const user = userEvent.setup({ delay: null });
    renderForm(<ContactForm formType="career" />);
    await fill(user, 'career');
    await clickWhenEnabled(user, () => submitButton('career'));
    await screen.findByRole('dialog', { name: 'Thank You' });
    const body = requests[0]?.body;
    expect(body instanceof FormData && body.has('cv')).toBe(false);
  });

  it('refuses a CV that is not a pdf, and removes a chosen file', async () => {
    fakeFetch();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderForm(<ContactForm formType="career" />);
    await fill(user, 'career');
    await user.upload(field(/^Your CV/), new File(['x'], 'cv.docx', { type: 'application/msword' }));
    await waitFor(() => expectFieldError(field(/^Your CV/), 'Only pdf is allowed'));
    expect(submitButton('career')).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove cv.docx' }));
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(screen.queryByText('Only pdf is allowed')).not.toBeInTheDocument();
    await waitFor(() => expect(submitButton('career')).not.toHaveAttribute('aria-disabled'));

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(field(/^Your CV/), big);
    expect(screen.getByText('The file must be 5 MB or smaller')).toBeInTheDocument();
  });
});

describe('ContactForm: a disabled Send says why (issue 33, item 2)', () => {
  it('stays focusable, names what is missing, and a press focuses the first field that needs attention', async () => {
    fakeFetch();
    const user = userEvent.setup({ delay: null });
    renderForm(<ContactForm formType="project" />);
    await fill(user, 'project', { hearAbout: '' });
    const send = submitButton('project');
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).not.toBeDisabled();
    await waitFor(() =>
      expect(screen.getByTestId('still-needed')).toHaveTextContent('Still needed: How did you hear about us?'),
    );
    expect(send).toHaveAccessibleDescription('Still needed: How did you hear about us?');
    // Tab reaches it (a disabled button is skipped).
    messageField('project').focus();
    await user.tab();
    expect(send).toHaveFocus();
    await user.click(send);
    await waitFor(() => expect(field(/^How did you hear about us/)).toHaveFocus());
    expectFieldError(field(/^How did you hear about us/), 'Required');
    expect(captcha.getPass).not.toHaveBeenCalled();
  });

  it('shows every field’s message on a press of an untouched form', async () => {
    fakeFetch();
    const user = userEvent.setup({ delay: null });
    renderForm(<ContactForm formType="project" />);
    await user.click(submitButton('project'));
    await waitFor(() => expect(field(/^First name/)).toHaveFocus());
    for (const label of [/^First name/, /^Last name/, /^Work email/, /^How did you hear about us/]) {
      expectFieldError(field(label), 'Required');
    }
    expect(screen.getByTestId('still-needed')).toHaveTextContent(/^Still needed: First name, Last name, Work email/);
  });
});

describe('ContactForm: a chosen CV is checked by its content at once (issue 33, item 8)', () => {
  it('refuses a program renamed to .pdf when it is chosen, with the server’s message, and sends nothing', async () => {
    const { requests } = fakeFetch();
    const user = userEvent.setup({ delay: null });
    renderForm(<ContactForm formType="career" />);
    await fill(user, 'career');
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], 'resume.pdf', {
      type: 'application/pdf',
    });
    await user.upload(field(/^Your CV/), program);
    await waitFor(() => expectFieldError(field(/^Your CV/), 'Only pdf is allowed'));
    expect(submitButton('career')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('still-needed')).toHaveTextContent('Still needed: Your CV');
    await user.click(submitButton('career'));
    await waitFor(() => expect(field(/^Your CV/)).toHaveFocus());
    expect(requests).toEqual([]);
    expect(captcha.getPass).not.toHaveBeenCalled();
  });
});

describe('ContactForm: failures keep what was typed (docs/forms.md)', () => {
  it('puts a 400’s messages on their fields, by wire name, and focuses the first', async () => {
    fakeFetch(
      strapiError(400, 'Invalid submission', [
        { path: ['company'], message: 'Company name is too short' },
        { path: ['hearAbout'], message: 'Invalid selection' },
      ]),
    );
    const user = userEvent.setup({ delay: null });
    renderForm(<ContactForm formType="project" />);
    await fill(user, 'project');
    await clickWhenEnabled(user, () => submitButton('project'));
    await waitFor(() => expectFieldError(companyField('project'), 'Company name is too short'));
    await waitFor(() => expectFieldError(field(/^How did you hear about us/), 'Invalid selection'));
    expect(companyField('project')).toHaveFocus();
    expect(companyField('project')).toHaveValue('Analytical Engines');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('maps the career wire names (contact, aboutyou) back to phone and message', async () => {
    fakeFetch(
      strapiError(400, 'Invalid submission', [
        { path: ['contact'], message: 'Number should have atleast 10 digits' },
        { path: ['aboutyou'], message: 'Message should have atleast 2 characters' },
      ]),
    );
    const user = userEvent.setup({ delay: null });
    renderForm(<ContactForm formType="career" />);
    await fill(user, 'career');
    await clickWhenEnabled(user, () => submitButton('career'));
    await waitFor(() => expectFieldError(field(/^Phone number/), 'Number should have atleast 10 digits'));
    await waitFor(() => expectFieldError(messageField('career'), 'Message should have atleast 2 characters'));
  });

  it('shows the server’s message for 429', async () => {
    fakeFetch(strapiError(429, messages.tooManyRequests));
    const user = userEvent.setup({ delay: null });
    renderForm(<ContactForm formType="general" />);
    await fill(user, 'general');
    await clickWhenEnabled(user, () => submitButton('general'));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.tooManyRequests);
    expect(messageField('general')).toHaveValue('We need two engineers for a payments app.');
  });

  it.each([
    ['403', strapiError(403, 'Forbidden')],
    ['500', strapiError(500, 'Internal Server Error')],
    ['a network failure', new TypeError('Failed to fetch')],
  ] as const)('shows the generic error for %s, logs it and keeps the values', async (_label, answer) => {
    fakeFetch(answer);
    const user = userEvent.setup({ delay: null });
    renderForm(<ContactForm formType="project" />);
    await fill(user, 'project');
    await clickWhenEnabled(user, () => submitButton('project'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.genericError);
    expect(alert).toHaveFocus();
    expect(console.error).toHaveBeenCalled();
    expect(field(/^First name/)).toHaveValue('mary ann');
    expect(field(/^Work email/)).toHaveValue('mary@example.com');
  });

  it('shows the generic error when the captcha fails and sends nothing', async () => {
    const { requests } = fakeFetch();
    captcha.getPass.mockRejectedValue(new SubmissionError('captcha', 'no token'));
    const user = userEvent.setup({ delay: null });
    renderForm(<ContactForm formType="partner" />);
    await fill(user, 'partner');
    await clickWhenEnabled(user, () => submitButton('partner'));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.genericError);
    expect(requests).toHaveLength(0);
    expect(messageField('partner')).toHaveValue('We need two engineers for a payments app.');
  });
});

/** The picker and the form as /contact composes them. */
function TypePickerAndForm({ initial }: { readonly initial: ContactFormType }) {
  const [formType, setFormType] = useState<ContactFormType>(initial);
  return (
    <>
      <ContactTypePicker question="Which topic?" value={formType} onChange={setFormType} />
      <ContactForm formType={formType} />
    </>
  );
}

const chooseType = (user: UserEvent, formType: ContactFormType) =>
  user.click(screen.getByRole('radio', { name: new RegExp(`^${testContactEntry.forms[formType].choice}`) }));

describe('ContactForm: changing the enquiry type keeps what was typed (issue 20, item 2)', () => {
  it('keeps every field both types have', async () => {
    fakeFetch();
    const user = userEvent.setup({ delay: null });
    renderForm(<TypePickerAndForm initial="project" />, { path: '/contact' });
    await fill(user, 'project');
    await chooseType(user, 'general');
    expect(screen.getByRole('form', { name: testContactEntry.forms.general.formName })).toBeInTheDocument();
    expect(field(/^First name/)).toHaveValue('mary ann');
    expect(field(/^Last name/)).toHaveValue('lovelace');
    expect(field(/^Work email/)).toHaveValue('mary@example.com');
    expect(field(/^Phone number/)).toHaveValue('+91 98450 12345');
    expect(companyField('general')).toHaveValue('Analytical Engines');
    expect(field(/^How did you hear about us/)).toHaveValue('LinkedIn');
    expect(messageField('general')).toHaveValue('We need two engineers for a payments app.');
    await waitFor(() => expect(submitButton('general')).not.toHaveAttribute('aria-disabled'));
  });

  it("checks what was typed with the new type's rules", async () => {
    fakeFetch();
    const user = userEvent.setup({ delay: null });
    renderForm(<TypePickerAndForm initial="project" />, { path: '/contact' });
    await fill(user, 'project', { company: '', phone: '' });
    await user.click(companyField('project'));
    await user.tab();
    await waitFor(() => expectFieldError(companyField('project'), 'Required'));
    expect(submitButton('project')).toHaveAttribute('aria-disabled', 'true');

    // A career enquiry needs no company but a phone number.
    await chooseType(user, 'career');
    await waitFor(() => expect(companyField('career')).toHaveAttribute('aria-invalid', 'false'));
    expect(submitButton('career')).toHaveAttribute('aria-disabled', 'true');
    await user.type(field(/^Phone number/), '+91 98450 12345');
    await waitFor(() => expect(submitButton('career')).not.toHaveAttribute('aria-disabled'));

    // Back to a project: the company is required again, and its message shows again.
    await chooseType(user, 'project');
    await waitFor(() => expectFieldError(companyField('project'), 'Required'));
    expect(submitButton('project')).toHaveAttribute('aria-disabled', 'true');
  });

  it('sets the CV aside while another type shows, sends it only as a career enquiry, and brings it back', async () => {
    const { requests } = fakeFetch();
    const user = userEvent.setup({ delay: null });
    renderForm(<TypePickerAndForm initial="career" />, { path: '/contact' });
    await fill(user, 'career');
    await user.upload(field(/^Your CV/), new File(['%PDF-1.7'], 'mary-cv.pdf', { type: 'application/pdf' }));

    await chooseType(user, 'partner');
    expect(screen.queryByLabelText(/^Your CV/)).not.toBeInTheDocument();
    expect(messageField('partner')).toHaveValue('We need two engineers for a payments app.');

    await chooseType(user, 'career');
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('mary-cv.pdf');
    await chooseType(user, 'partner');
    await clickWhenEnabled(user, () => submitButton('partner'));
    await screen.findByRole('dialog', { name: 'Thank You' });
    expect(requests[0]?.url).toBe('/api/contact-for-projects');
    expect(JSON.parse(String(requests[0]?.body)).data).toMatchObject({ formType: 'partner', firstname: 'Mary Ann' });
  });

  it('sets aside an invalid CV too, so it does not hold back another type', async () => {
    fakeFetch();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderForm(<TypePickerAndForm initial="career" />, { path: '/contact' });
    await fill(user, 'career');
    await user.upload(field(/^Your CV/), new File(['MZ'], 'cv.exe', { type: 'application/octet-stream' }));
    await waitFor(() => expect(field(/^Your CV/)).toHaveAttribute('aria-invalid', 'true'));
    expect(submitButton('career')).toHaveAttribute('aria-disabled', 'true');
    await chooseType(user, 'general');
    await waitFor(() => expect(submitButton('general')).not.toHaveAttribute('aria-disabled'));
    await chooseType(user, 'career');
    expect(field(/^Your CV/)).toHaveAttribute('aria-invalid', 'true');
    expect(submitButton('career')).toHaveAttribute('aria-disabled', 'true');
  });
});
