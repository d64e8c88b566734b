import { messages } from '@auralis/form-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

import { fakeCaptcha as captcha } from '~/submissions/captcha/captcha-test-utils';
import { SubmissionError } from '~/submissions/submission-error';

import { clickWhenEnabled, type RecordedRequest, strapiError } from '../../../test/form-test-utils';
import { JobApplicationForm } from './job-application-form';
import type { JobState } from './job-state';

vi.mock('~/submissions/captcha/use-captcha', () => import('~/submissions/captcha/captcha-test-utils'));

// Each test types a whole form; on a busy two-core machine that takes longer than the default.
vi.setConfig({ testTimeout: 40_000 });

const job: JobState = {
  id: '42',
  Job_Opening_Name: 'Sr. QA Engineer: Automation',
  Work_Experience: '3-5 years',
  Remote_Job: true,
  City: '',
  Country: '',
};

type Answer = { status: number; body?: unknown } | Error;

/** A fetch that answers the maps service and the content service separately, recording every request. */
function stubFetch({ apply = { status: 200, body: { data: { id: 'a1' } } }, maps }: { apply?: Answer; maps?: Answer }) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: init?.body });
    const answer = url.includes('/reverse') ? maps : apply;
    if (!answer) throw new Error(`unexpected request to ${url}`);
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests };
}

function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}

function renderApplication() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/jobs/sr-qa-engineer-automation/ApplyNow']}>
        <Routes>
          <Route path="/jobs/:jobName/ApplyNow" element={<JobApplicationForm job={job} />} />
          <Route path="/career/open-roles" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  captcha.getPass.mockReset().mockResolvedValue('pass-9');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = (label: string | RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: /^Submit application/ });
const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'ada-resume.pdf', { type: 'application/pdf' });
const docx = () =>
  new File(['PK\u0003\u0004'], 'cover.docx', {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

function expectFieldError(control: HTMLElement, message: string) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

async function fillCommon(user: UserEvent) {
  await user.type(field(/^First name/), 'Ada');
  await user.type(field(/^Last name/), 'Lovelace');
  await user.type(field(/^Email/), 'ada.lovelace@example.com');
  await user.type(field(/^Phone number/), '9845012345');
  await user.type(field(/^Date of birth/), '2001-12-10');
  await user.selectOptions(field(/^Gender/), 'Female');
  await user.type(field(/^State/), 'Karnataka');
  await user.type(field(/^Country\*?$/), 'India');
  await user.type(field(/^Highest qualification/), 'B.E. Computer Science');
  await user.type(field(/^Passout year/), '2023');
  await user.type(field(/^LinkedIn profile/), 'https://www.linkedin.com/in/ada');
  await user.upload(field(/^Resume/), pdf());
}

function sentBody(requests: RecordedRequest[]): FormData {
  const body = requests.find((request) => request.url.endsWith('/api/zoho-recruit/apply-job'))?.body;
  if (!(body instanceof FormData)) throw new Error('the application must be multipart');
  return body;
}

describe('JobApplicationForm: fields and rules (docs/careers.md#the-application-form)', () => {
  it('starts as a fresher with +91 and a 10-digit phone, showing the internship fields', () => {
    stubFetch({});
    renderApplication();
    expect(screen.getByRole('radio', { name: 'Fresher' })).toBeChecked();
    expect(field(/^Internship$/)).toBeInTheDocument();
    expect(field(/^Internship duration/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Years of experience/)).not.toBeInTheDocument();
    expect(field('Country code')).toHaveValue('+91');
    expect(within(field('Country code')).getAllByRole('option').length).toBeGreaterThanOrEqual(70);
    expect(field(/^Phone number/)).toHaveAttribute('maxLength', '10');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
  });

  it('fixes the phone length to the selected country and trims a longer number', async () => {
    stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderApplication();
    await user.type(field(/^Phone number/), '9845012345');
    await user.selectOptions(field('Country code'), '+65');
    expect(field(/^Phone number/)).toHaveAttribute('maxLength', '8');
    expect(field(/^Phone number/)).toHaveValue('98450123');
    await user.selectOptions(field('Country code'), '+971');
    expect(field(/^Phone number/)).toHaveAttribute('maxLength', '9');
    await user.click(field(/^Phone number/));
    await user.tab();
    await waitFor(() => expectFieldError(field(/^Phone number/), 'Enter a 9-digit number'));
  });

  it('shows the exact messages once a field is touched', async () => {
    stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderApplication();
    await user.type(field(/^First name/), 'A');
    await user.type(field(/^Last name/), 'L0velace');
    await user.type(field(/^Email/), 'ab@example.com');
    await user.type(field(/^Phone number/), '98450abc');
    await user.type(field(/^Passout year/), '1960');
    await user.type(field(/^LinkedIn profile/), 'my profile');
    await user.click(field(/^State/));
    await user.tab();
    await waitFor(() => expectFieldError(field(/^First name/), 'too short'));
    expectFieldError(field(/^Last name/), 'Enter only alphabet');
    expectFieldError(field(/^Email/), 'Invalid email');
    expectFieldError(field(/^Phone number/), 'Please enter digits only');
    expectFieldError(field(/^Passout year/), 'Please enter valid data');
    expectFieldError(field(/^LinkedIn profile/), 'Enter a valid URL');
    expectFieldError(field(/^State/), 'Required');
    expect(screen.getAllByTestId('field-error')[0]).toHaveTextContent('*too short');
  });

  it('experienced shows its fields and rules; switching back to fresher clears their errors', async () => {
    stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderApplication();
    await user.click(screen.getByRole('radio', { name: 'Experienced' }));
    expect(screen.queryByLabelText(/^Internship$/)).not.toBeInTheDocument();
    await user.type(field(/^Years of experience/), '60');
    await user.click(field(/^Current employer/));
    await user.click(field(/^Current job title/));
    await user.type(field(/^Notice period/), '30 days!');
    await user.tab();
    await waitFor(() => expectFieldError(field(/^Years of experience/), 'Enter between 0.5 and 50 years'));
    expectFieldError(field(/^Current employer/), 'Required');
    expectFieldError(field(/^Current job title/), 'Required');
    expectFieldError(field(/^Notice period/), 'Invalid data');
    await user.clear(field(/^Years of experience/));
    await user.type(field(/^Years of experience/), 'five');
    await user.tab();
    await waitFor(() => expectFieldError(field(/^Years of experience/), 'Must be a number'));

    await user.click(screen.getByRole('radio', { name: 'Fresher' }));
    await user.click(screen.getByRole('radio', { name: 'Experienced' }));
    expect(field(/^Years of experience/)).toHaveAttribute('aria-invalid', 'false');
    expect(field(/^Notice period/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('Currently Pursuing disables and clears the notice period and makes it optional', async () => {
    stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderApplication();
    await user.click(screen.getByRole('radio', { name: 'Experienced' }));
    await user.type(field(/^Notice period/), '30 days!');
    await user.tab();
    await waitFor(() => expectFieldError(field(/^Notice period/), 'Invalid data'));
    expect(field(/^Notice period/)).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Currently Pursuing' }));
    expect(field(/^Notice period/)).toBeDisabled();
    expect(field(/^Notice period/)).toHaveValue('');
    expect(field(/^Notice period/)).toHaveAttribute('aria-invalid', 'false');
    expect(field(/^Notice period/)).not.toHaveAttribute('aria-required');
  });

  it('otherLinks: add one at a time up to 3, remove one, remove all; each must be a URL', async () => {
    stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderApplication();
    const add = screen.getByRole('button', { name: 'Add a link' });
    expect(screen.queryByRole('button', { name: 'Remove all links' })).not.toBeInTheDocument();
    await user.click(add);
    await user.type(field('Other link 1'), 'not a link');
    await user.tab();
    await waitFor(() => expectFieldError(field('Other link 1'), 'Enter a valid URL'));
    await user.click(add);
    await user.click(add);
    expect(screen.getAllByRole('textbox', { name: /^Other link/ })).toHaveLength(3);
    expect(add).toBeDisabled();
    await user.type(field('Other link 3'), 'https://ada.dev');
    await user.click(screen.getByRole('button', { name: 'Remove other link 1' }));
    expect(screen.getAllByRole('textbox', { name: /^Other link/ })).toHaveLength(2);
    expect(field('Other link 2')).toHaveValue('https://ada.dev');
    expect(add).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove all links' }));
    expect(screen.queryAllByRole('textbox', { name: /^Other link/ })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Remove all links' })).not.toBeInTheDocument();
  });

  it('takes a pdf or docx resume only', async () => {
    stubFetch({});
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderApplication();
    expect(field(/^Resume/)).toHaveAttribute('aria-required', 'true');
    expect(field(/^Cover letter/)).not.toHaveAttribute('aria-required');
    await user.upload(field(/^Resume/), new File(['MZ'], 'resume.exe', { type: 'application/octet-stream' }));
    await waitFor(() => expectFieldError(field(/^Resume/), 'Only pdf and docx are allowed'));
    await user.click(screen.getByRole('button', { name: 'Remove resume.exe' }));
    await waitFor(() => expectFieldError(field(/^Resume/), 'Resume is required'));
    await user.upload(field(/^Resume/), pdf());
    await waitFor(() => expect(field(/^Resume/)).toHaveAttribute('aria-invalid', 'false'));
  });
});

describe('JobApplicationForm: a disabled Submit says why, and a wrong file is refused when chosen (issue 33)', () => {
  it('names the three fields "Experienced" adds, and a press focuses the first (item 2)', async () => {
    stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderApplication();
    await fillCommon(user);
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('radio', { name: 'Experienced' }));
    await waitFor(() => expect(submit()).toHaveAttribute('aria-disabled', 'true'));
    expect(submit()).not.toBeDisabled();
    await waitFor(() =>
      expect(screen.getByTestId('still-needed')).toHaveTextContent(
        'Still needed: Years of experience, Current employer, Current job title, Notice period',
      ),
    );
    await user.click(submit());
    await waitFor(() => expect(field(/^Years of experience/)).toHaveFocus());
    expectFieldError(field(/^Current employer/), 'Required');
    expectFieldError(field(/^Current job title/), 'Required');
    expect(captcha.getPass).not.toHaveBeenCalled();
  });

  it('refuses a program renamed to .pdf when it is chosen, with the server’s message (item 8)', async () => {
    const { requests } = stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderApplication();
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Remove ada-resume.pdf' }));
    const program = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], 'resume.pdf', {
      type: 'application/pdf',
    });
    await user.upload(field(/^Resume/), program);
    await waitFor(() => expectFieldError(field(/^Resume/), 'Only pdf and docx are allowed'));
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('resume.pdf');
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('still-needed')).toHaveTextContent('Still needed: Resume');
    await user.click(submit());
    await waitFor(() => expect(field(/^Resume/)).toHaveFocus());
    expect(requests).toEqual([]);
    // A real PDF in its place is accepted.
    await user.click(screen.getByRole('button', { name: 'Remove resume.pdf' }));
    await user.upload(field(/^Resume/), pdf());
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
  });
});

describe('JobApplicationForm: sending (docs/careers.md#the-application-form)', () => {
  it('as a fresher: captcha, multipart apply-job, success popup, then back on open roles', async () => {
    const { requests } = stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderApplication();
    await fillCommon(user);
    await user.type(field(/^Internship$/), 'Analytical Engines');
    await user.type(field(/^Internship duration/), '6 months');
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(field('Other link 1'), 'https://github.com/ada');
    await user.upload(field(/^Cover letter/), docx());
    await clickWhenEnabled(user, submit);

    const dialog = await screen.findByRole('dialog', { name: 'Application sent' });
    expect(captcha.getPass).toHaveBeenCalledTimes(1);
    const apply = requests.find((request) => request.url.endsWith('/api/zoho-recruit/apply-job'));
    expect(apply?.method).toBe('POST');
    expect(apply?.headers.get('X-Captcha-Pass')).toBe('pass-9');
    const body = sentBody(requests);
    expect(JSON.parse(String(body.get('data')))).toEqual([
      {
        First_Name: 'Ada',
        Last_Name: 'Lovelace',
        Email: 'ada.lovelace@example.com',
        Mobile: '+91 9845012345',
        Date_of_Birth: '2001-12-10',
        Gender: 'Female',
        State: 'Karnataka',
        Country: 'India',
        Highest_Qualification_Held: 'B.E. Computer Science',
        Passout_Year: 2023,
        Internship: 'Analytical Engines',
        Internship_Duration: '6 months',
        Experience_in_Years: 0,
        Current_Employer: '',
        Current_Job_Title: '',
        Notice_Period: '',
        Linkedin_URL: 'https://www.linkedin.com/in/ada',
        Other_Links: 'https://github.com/ada',
      },
    ]);
    expect(JSON.parse(String(body.get('jobids')))).toEqual(['42']);
    expect((body.get('resume') as File).name).toBe('ada-resume.pdf');
    expect((body.get('coverLetter') as File).name).toBe('cover.docx');

    // Radix makes the page inert while the dialog opens and its own layer interactive a moment later: a click
    // in between is refused (seen once on a loaded machine), so it is tried until the OK button takes it.
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => user.click(ok));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/career/open-roles');
  });

  it("as experienced and Currently Pursuing: sends 'Currently Pursuing' and no cover letter", async () => {
    const { requests } = stubFetch({});
    const user = userEvent.setup({ delay: null });
    renderApplication();
    await fillCommon(user);
    await user.click(screen.getByRole('radio', { name: 'Experienced' }));
    await user.type(field(/^Years of experience/), '4.5');
    await user.type(field(/^Current employer/), 'Difference Engines');
    await user.type(field(/^Current job title/), 'QA Engineer');
    await user.click(screen.getByRole('checkbox', { name: 'Currently Pursuing' }));
    await clickWhenEnabled(user, submit);
    await screen.findByRole('dialog', { name: 'Application sent' });
    const body = sentBody(requests);
    expect(JSON.parse(String(body.get('data')))[0]).toMatchObject({
      Experience_in_Years: 4.5,
      Current_Employer: 'Difference Engines',
      Current_Job_Title: 'QA Engineer',
      Notice_Period: 'Currently Pursuing',
      Internship: '',
      Internship_Duration: '',
    });
    expect(body.has('coverLetter')).toBe(false);
  });

  it("shows 'Email already exists.' for the server's 'Duplicate data found'", async () => {
    stubFetch({
      apply: strapiError(400, 'Invalid submission', [{ path: ['Email'], message: 'Duplicate data found' }]),
    });
    const user = userEvent.setup({ delay: null });
    renderApplication();
    await fillCommon(user);
    await clickWhenEnabled(user, submit);
    await waitFor(() => expectFieldError(field(/^Email/), messages.applicationEmailExists));
    expect(screen.getByText('Email already exists.')).toBeInTheDocument();
    expect(field(/^Email/)).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s message and a link to the open roles when the role has closed, keeping the values', async () => {
    stubFetch({
      apply: strapiError(400, 'Invalid submission', [{ path: ['jobids'], message: 'This role is no longer open' }]),
    });
    const user = userEvent.setup({ delay: null });
    renderApplication();
    await fillCommon(user);
    await clickWhenEnabled(user, submit);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This role is no longer open');
    expect(alert).not.toHaveTextContent(messages.genericError);
    expect(alert).toHaveFocus();
    const openRoles = screen.getByRole('link', { name: 'See the roles that are open' });
    expect(openRoles).toHaveAttribute('href', '/career/open-roles');
    expect(field(/^First name/)).toHaveValue('Ada');
    expect(field(/^Email/)).toHaveValue('ada.lovelace@example.com');
    expect(field(/^LinkedIn profile/)).toHaveValue('https://www.linkedin.com/in/ada');
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('ada-resume.pdf');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(openRoles);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/career/open-roles');
  });

  it.each([
    ['500', strapiError(500, 'Internal Server Error')],
    ['502 from the recruiting service', strapiError(502, 'The recruiting service is not available right now.')],
    ['a network failure', new TypeError('Failed to fetch')],
  ] as const)('for %s it logs, shows the generic error and keeps the values', async (_label, answer) => {
    stubFetch({ apply: answer });
    const user = userEvent.setup({ delay: null });
    renderApplication();
    await fillCommon(user);
    await clickWhenEnabled(user, submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.genericError);
    expect(console.error).toHaveBeenCalled();
    expect(field(/^First name/)).toHaveValue('Ada');
    expect(field(/^Email/)).toHaveValue('ada.lovelace@example.com');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the generic error when the captcha fails, and sends nothing', async () => {
    const { requests } = stubFetch({});
    captcha.getPass.mockRejectedValue(new SubmissionError('captcha', 'no token'));
    const user = userEvent.setup({ delay: null });
    renderApplication();
    await fillCommon(user);
    await clickWhenEnabled(user, submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.genericError);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});

describe('JobApplicationForm: state and country from the browser location (docs/careers.md#the-application-form)', () => {
  function grantLocation(position: { latitude: number; longitude: number } | 'error') {
    vi.stubGlobal('navigator', {
      ...navigator,
      permissions: { query: vi.fn(async () => ({ state: 'granted' })) },
      geolocation: {
        getCurrentPosition: (
          success: (position: { coords: { latitude: number; longitude: number } }) => void,
          failure: (error: { code: number; message: string }) => void,
        ) => {
          if (position === 'error') failure({ code: 2, message: 'Position unavailable' });
          else success({ coords: position });
        },
      },
    });
  }

  it('with the permission granted, prefills state and country from the maps service', async () => {
    grantLocation({ latitude: 12.9716, longitude: 77.5946 });
    const { requests } = stubFetch({
      maps: { status: 200, body: { address: { state: 'Karnataka', country: 'India', country_code: 'in' } } },
    });
    renderApplication();
    await waitFor(() => expect(field(/^State/)).toHaveValue('Karnataka'));
    expect(field(/^Country\*?$/)).toHaveValue('India');
    const url = new URL(requests[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://nominatim.openstreetmap.org/reverse');
    expect(url.searchParams.get('lat')).toBe('12.971600');
    expect(url.searchParams.get('lon')).toBe('77.594600');
    expect(url.searchParams.get('format')).toBe('jsonv2');
  });

  it('logs a maps failure and leaves the fields alone', async () => {
    grantLocation({ latitude: 1.3, longitude: 103.8 });
    stubFetch({ maps: { status: 503 } });
    renderApplication();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(field(/^State/)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs a geolocation failure without asking the maps service', async () => {
    grantLocation('error');
    const { requests } = stubFetch({});
    renderApplication();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(requests).toHaveLength(0);
    expect(field(/^Country\*?$/)).toHaveValue('');
  });
});
