import { siteConfig } from '@auralis/site-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import JobApply from '~/routes/job-apply';
import JobDetail from '~/routes/job-detail';

import { OpenRolesPage } from '~/features/careers/career-pages';
import { sanitizeJobHtml } from '~/features/careers/sanitized-html';

vi.mock('~/submissions/captcha/use-captcha', () => ({
  useCaptcha: () => ({
    startOnInteraction: { onFocus: () => {}, onInput: () => {}, onPointerDown: () => {} },
    widget: null,
    getPass: () => Promise.resolve('pass'),
  }),
}));

const dataEngineer = {
  id: 12,
  Job_Opening_Name: 'Data Engineer',
  Work_Experience: '3-5 years',
  Remote_Job: false,
  City: 'Pune',
  Country: 'India',
  Banner_description: 'Build the pipelines behind a retail client’s pricing.',
  Job_Description: '<p>You will:</p><ul><li>Model data in dbt</li></ul><script>window.hacked = true</script>',
  Job_details: '<ul><li onclick="alert(1)">Strong SQL</li><li><img src="x" onerror="alert(2)">Airflow</li></ul>',
};
const qaLead = {
  ...dataEngineer,
  id: 'zr-7',
  Job_Opening_Name: 'Sr. QA Engineer: Automation  (Remote)',
  Remote_Job: true,
  City: 'Bengaluru',
};

/** Answers the recruiting reads by path; anything else fails the test. */
function stubReads(answers: Record<string, { status: number; body?: unknown } | 'pending'>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const path = String(input).split('?')[0] ?? '';
    const answer = answers[path];
    if (!answer) return Promise.reject(new Error(`unexpected request to ${path}`));
    if (answer === 'pending') return new Promise<Response>(() => {});
    return Promise.resolve(
      new Response(JSON.stringify(answer.body ?? null), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

function renderAt(entry: string | { pathname: string; state: unknown }, page: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/career/open-roles" element={page} />
          <Route path="/jobs/:jobName/ApplyNow" element={<JobApply />} />
          <Route path="/jobs/:jobId/:jobName" element={<JobDetail />} />
          <Route path="/404" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('open roles listing (SPEC.md §2 "Career pages")', () => {
  it('shows a spinner while the roles load, and keeps the "no role fits" box', () => {
    stubReads({ '/api/zoho-recruit/job-openings': 'pending' });
    renderAt('/career/open-roles', <OpenRolesPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading open roles');
    expect(screen.getByTestId('no-role-fits')).toHaveTextContent(siteConfig.emails.careers);
  });

  it('lists each role with name, experience and location, linking to its detail with the job as state', async () => {
    stubReads({ '/api/zoho-recruit/job-openings': { status: 200, body: { data: [dataEngineer, qaLead] } } });
    const user = userEvent.setup({ delay: null });
    renderAt('/career/open-roles', <OpenRolesPage />);
    await screen.findByRole('link', { name: 'Data Engineer' });
    const items = within(await screen.findByTestId('open-roles')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Data Engineer');
    expect(items[0]).toHaveTextContent('3-5 years');
    expect(items[0]).toHaveTextContent('Pune, India');
    expect(items[1]).toHaveTextContent('Remote');
    expect(items[1]).not.toHaveTextContent('Bengaluru');
    const link = within(items[0] as HTMLElement).getByRole('link', { name: 'Data Engineer' });
    expect(link).toHaveAttribute('href', '/jobs/12/data-engineer');
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/jobs/zr-7/sr-qa-engineer--automation--remote',
    );

    stubReads({ '/api/zoho-recruit/job-openings/12': 'pending' });
    await user.click(link);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the role');
  });

  it('says so when there are no open roles', async () => {
    stubReads({ '/api/zoho-recruit/job-openings': { status: 200, body: { data: [] } } });
    renderAt('/career/open-roles', <OpenRolesPage />);
    expect(await screen.findByTestId('open-roles-empty')).toHaveTextContent('There are no open roles right now');
  });

  it('shows the error message centred when the roles cannot be loaded', async () => {
    stubReads({ '/api/zoho-recruit/job-openings': { status: 502, body: { data: null } } });
    renderAt('/career/open-roles', <OpenRolesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The content service answered 502');
    expect(screen.getByTestId('no-role-fits')).toBeInTheDocument();
  });
});

describe('job detail (SPEC.md §2 "Job detail page", §8)', () => {
  const withState = { pathname: '/jobs/12/data-engineer', state: { job: { ...dataEngineer, id: '12' } } };

  it('without the job as navigation state, redirects to /404 and fetches nothing', async () => {
    const fetchMock = stubReads({});
    renderAt('/jobs/12/data-engineer', <OpenRolesPage />);
    expect(await screen.findByTestId('where')).toHaveTextContent('/404');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the job by its id and shows it, with the description and skills sanitised', async () => {
    stubReads({ '/api/zoho-recruit/job-openings/12': { status: 200, body: { data: dataEngineer } } });
    renderAt(withState, <OpenRolesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Engineer' })).toBeInTheDocument();
    const detail = screen.getByTestId('job-detail');
    expect(detail).toHaveTextContent('3-5 years');
    expect(detail).toHaveTextContent('Pune, India');
    expect(detail).toHaveTextContent('Build the pipelines behind a retail client’s pricing.');
    expect(screen.getByRole('heading', { name: 'Roles and responsibilities' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Must-have skills' })).toBeInTheDocument();
    expect(screen.getByText('Model data in dbt')).toBeInTheDocument();
    expect(screen.getByText('Strong SQL')).not.toHaveAttribute('onclick');
    expect(detail.innerHTML).not.toContain('<script');
    expect(detail.innerHTML).not.toContain('onerror');
    expect(detail.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: siteConfig.emails.careers })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.emails.careers}`,
    );
    expect(screen.getByTestId('no-role-fits')).toHaveTextContent('If no opening fits you today');
  });

  it('Apply Now goes to /jobs/{slug}/ApplyNow with the job as state', async () => {
    stubReads({ '/api/zoho-recruit/job-openings/zr-7': { status: 200, body: { data: qaLead } } });
    const user = userEvent.setup({ delay: null });
    renderAt(
      { pathname: '/jobs/zr-7/x', state: { job: { ...qaLead, Job_Description: undefined } } },
      <OpenRolesPage />,
    );
    const apply = await screen.findByRole('link', { name: 'Apply Now' });
    expect(apply).toHaveAttribute('href', '/jobs/sr-qa-engineer--automation--remote/ApplyNow');
    await user.click(apply);
    // Accessible names collapse the name's double space.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sr. QA Engineer: Automation (Remote)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('job-application-form')).toBeInTheDocument();
    expect(screen.getByTestId('job-facts')).toHaveTextContent('Remote');
  });

  it('logs a fetch failure and leaves the page empty', async () => {
    stubReads({ '/api/zoho-recruit/job-openings/12': { status: 404, body: { data: null } } });
    const { container } = renderAt(withState, <OpenRolesPage />);
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});

describe('job application page (SPEC.md §2 "Job application page")', () => {
  it('without job state, redirects to /404', async () => {
    stubReads({});
    renderAt('/jobs/data-engineer/ApplyNow', <OpenRolesPage />);
    expect(await screen.findByTestId('where')).toHaveTextContent('/404');
  });

  it('shows the job name, required experience and location above the form', () => {
    stubReads({});
    renderAt(
      { pathname: '/jobs/data-engineer/ApplyNow', state: { job: { ...dataEngineer, id: '12' } } },
      <OpenRolesPage />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Data Engineer' })).toBeInTheDocument();
    expect(screen.getByTestId('job-facts')).toHaveTextContent('3-5 years');
    expect(screen.getByTestId('job-facts')).toHaveTextContent('Pune, India');
    expect(screen.getByRole('form', { name: 'Application for Data Engineer' })).toBeInTheDocument();
  });
});

describe('sanitizeJobHtml', () => {
  it('keeps lists and emphasis, drops scripts, handlers and images, and demotes top-level headings', () => {
    expect(
      sanitizeJobHtml(
        '<h1 class="x">Role</h1><h2>Team</h2><p onclick="x()"><strong>Own</strong> it</p><script>x()</script><img src=x onerror=y()><a href="javascript:alert(1)">go</a>',
      ),
    ).toBe('<h3>Role</h3><h3>Team</h3><p><strong>Own</strong> it</p><a>go</a>');
  });
});
