import type { JobOpeningRecord, PageEntryRecord, RecruitingReader } from '@auralis/content-manifest';
import { siteConfig } from '@auralis/site-config';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  type AppLoadContext,
  createRoutesStub,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  MemoryRouter,
  Route,
  Routes,
  useRouteError,
} from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import JobApply, { loader as jobApplyLoader } from '~/routes/job-apply';
import JobDetail, { loader as jobDetailLoader } from '~/routes/job-detail';

import { OPEN_ROLES_ERROR, OpenRolesPage } from '~/features/careers/career-pages';
import { loadOpenRoles } from '~/features/careers/job-page-data.server';
import { paths } from '~/site/menu';

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

function renderAt(entry: string, page: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/career/open-roles" element={page} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The recruiting provider as the content service hands it to loaders: these roles are open. */
function openRoles(jobs: readonly JobOpeningRecord[]): RecruitingReader {
  return {
    openings: () => Promise.resolve({ ok: true, data: jobs }),
    opening: (id) => Promise.resolve({ ok: true, data: jobs.find((job) => job.id === id) ?? null }),
  };
}

const asRecord = (job: typeof dataEngineer | typeof qaLead): JobOpeningRecord => ({
  ...job,
  id: String(job.id),
  Date_Opened: '2026-11-02',
  Job_Type: 'Full time',
});

function NotFoundOrError() {
  const error = useRouteError();
  return <p data-testid="error">{isRouteErrorResponse(error) ? error.status : 'error'}</p>;
}

/** A load context whose recruiting reader is `jobs`; the job pages read no content. */
/** The open roles page's box for when no role fits, as its entry might hold it. */
const NO_ROLE_FITS = { heading: 'Not quite the right role?', intro: 'Send us your resume; we write when one opens.' };
const APPLICATION_INTRO = { text: 'What to send us, and when we reply.' };

/** The page entries the content service answers: the open roles page's only. */
const entryAt = (pagePath: string): PageEntryRecord | null =>
  pagePath === paths.openRoles
    ? {
        title: 'Open roles',
        search: null,
        hero: null,
        legal: null,
        sections: { noRoleFits: NO_ROLE_FITS, applicationIntro: APPLICATION_INTRO },
      }
    : null;

function jobContext(jobs: RecruitingReader): AppLoadContext {
  return {
    content: {
      listed: () => Promise.reject(new Error('job pages read no stories or industry pages')),
      // The job detail page shows the open roles page's box for when no role fits.
      pages: (pagePaths) => Promise.resolve({ ok: true, data: pagePaths.map(entryAt) }),
      // A page read answers from the same entries; the job pages show no content blocks.
      page: (pagePath, { others = [] } = {}) =>
        Promise.resolve({ ok: true, data: { entry: entryAt(pagePath), sections: [], others: others.map(entryAt) } }),
    },
    jobs,
    deferContent: false,
    htmlOnlyText: new Map(),
  };
}

/** The job routes with their real loaders, on a load context whose recruiting reader is `jobs`. */
function renderJobRoutes(entry: string | { pathname: string; state: unknown }, jobs: RecruitingReader) {
  const context = jobContext(jobs);
  const Stub = createRoutesStub(
    [
      {
        path: '/',
        ErrorBoundary: NotFoundOrError,
        children: [
          {
            path: 'jobs/:jobName/ApplyNow',
            Component: JobApply,
            loader: (args: LoaderFunctionArgs) =>
              jobApplyLoader({ ...args, params: { jobName: args.params.jobName ?? '' }, context }),
          },
          {
            path: 'jobs/:jobId/:jobName',
            Component: JobDetail,
            loader: (args: LoaderFunctionArgs) =>
              jobDetailLoader({
                ...args,
                params: { jobId: args.params.jobId ?? '', jobName: args.params.jobName ?? '' },
                context,
              }),
          },
        ],
      },
    ],
    context,
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={[entry]} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
/** The open roles page's hero, as its entry holds it. */
const HERO = { label: 'Careers', heading: 'Open roles', intro: 'The roles we are hiring for now.', buttonLabel: '' };
/** The page entry's sections around the list, as an editor might have written them. */
const SECTIONS = {
  openRolesList: { heading: 'Roles open now', empty: 'Nothing is open this week.' },
  noRoleFits: { heading: 'Nothing for you?', intro: 'Write to us anyway.' },
} as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('open roles listing (docs/careers.md#the-pages)', () => {
  it('shows a spinner while the roles arrive on an in-app navigation, and keeps the "no role fits" box', () => {
    renderAt('/career/open-roles', <OpenRolesPage hero={HERO} sections={SECTIONS} roles={new Promise(() => {})} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading open roles');
    expect(screen.getByRole('heading', { level: 2, name: 'Roles open now' })).toBeInTheDocument();
    const noRoleFits = screen.getByTestId('no-role-fits');
    expect(noRoleFits).toHaveTextContent('Nothing for you?');
    expect(noRoleFits).toHaveTextContent('Write to us anyway.');
    expect(noRoleFits).toHaveTextContent(siteConfig.emails.careers);
  });

  it('shows the roles without a heading, and no box after them, where the editors removed those sections', async () => {
    const roles = await loadOpenRoles(jobContext(openRoles([asRecord(dataEngineer)])));
    renderAt('/career/open-roles', <OpenRolesPage hero={HERO} sections={{}} roles={roles} />);
    expect(within(screen.getByTestId('open-roles')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByTestId('no-role-fits')).not.toBeInTheDocument();
  });

  it('lists each role with name, experience and location, linking to its detail page by its address', async () => {
    const roles = await loadOpenRoles(jobContext(openRoles([asRecord(dataEngineer), asRecord(qaLead)])));
    renderAt('/career/open-roles', <OpenRolesPage hero={HERO} sections={SECTIONS} roles={roles} />);
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
    // Only what the cards show reaches the page's data (it is in the HTML twice): no descriptions.
    expect(JSON.stringify(roles)).not.toContain('pipelines');
  });

  it('says so when there are no open roles', async () => {
    renderAt(
      '/career/open-roles',
      <OpenRolesPage hero={HERO} sections={SECTIONS} roles={await loadOpenRoles(jobContext(openRoles([])))} />,
    );
    expect(await screen.findByTestId('open-roles-empty')).toHaveTextContent(SECTIONS.openRolesList.empty);
  });

  it('shows the error message centred when the recruiting provider cannot be asked', async () => {
    const failing: RecruitingReader = {
      openings: () => Promise.resolve({ ok: false }),
      opening: () => Promise.resolve({ ok: false }),
    };
    renderAt(
      '/career/open-roles',
      <OpenRolesPage hero={HERO} sections={SECTIONS} roles={await loadOpenRoles(jobContext(failing))} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(OPEN_ROLES_ERROR);
    expect(screen.getByTestId('no-role-fits')).toBeInTheDocument();
  });
});

describe('job detail, rendered from its address (issue 20)', () => {
  it('shows the open role with the id in the path, with its description and skills sanitised, and no state', async () => {
    renderJobRoutes('/jobs/12/data-engineer', openRoles([asRecord(dataEngineer), asRecord(qaLead)]));
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
    expect(screen.getByTestId('no-role-fits')).toHaveTextContent(NO_ROLE_FITS.intro);
  });

  it('answers 404 for an unknown id or a closed role', async () => {
    renderJobRoutes('/jobs/99/data-engineer', openRoles([asRecord(dataEngineer)]));
    expect(await screen.findByTestId('error')).toHaveTextContent('404');
  });

  it('answers 503 when the recruiting provider cannot be asked', async () => {
    renderJobRoutes('/jobs/12/data-engineer', {
      openings: () => Promise.resolve({ ok: false }),
      opening: () => Promise.resolve({ ok: false }),
    });
    expect(await screen.findByTestId('error')).toHaveTextContent('503');
  });

  it('Apply Now goes to /jobs/{slug}/ApplyNow with the job as state', async () => {
    const user = userEvent.setup({ delay: null });
    renderJobRoutes('/jobs/zr-7/x', openRoles([asRecord(qaLead)]));
    const apply = await screen.findByRole('link', { name: 'Apply Now' });
    expect(apply).toHaveAttribute('href', '/jobs/sr-qa-engineer--automation--remote/ApplyNow');
    await user.click(apply);
    // The application page once its loader has answered (the detail page shows the same heading until then).
    expect(await screen.findByTestId('job-application-form')).toBeInTheDocument();
    // Accessible names collapse the name's double space.
    expect(screen.getByRole('heading', { level: 1, name: 'Sr. QA Engineer: Automation (Remote)' })).toBeInTheDocument();
    expect(screen.getByTestId('job-facts')).toHaveTextContent('Remote');
  });
});

describe('job application page, from its slug (docs/careers.md#the-pages, §5)', () => {
  it('without state, finds the open role by the slug of its name and shows it above the form', async () => {
    renderJobRoutes('/jobs/data-engineer/ApplyNow', openRoles([asRecord(qaLead), asRecord(dataEngineer)]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Engineer' })).toBeInTheDocument();
    // The introduction is the open roles page entry's.
    expect(screen.getByText(APPLICATION_INTRO.text)).toBeInTheDocument();
    expect(screen.getByTestId('job-facts')).toHaveTextContent('3-5 years');
    expect(screen.getByTestId('job-facts')).toHaveTextContent('Pune, India');
    expect(screen.getByRole('form', { name: 'Application for Data Engineer' })).toBeInTheDocument();
  });

  it('with the job as state, shows that job (the role the visitor chose)', async () => {
    const chosen = { ...dataEngineer, id: '77', Work_Experience: '6+ years' };
    renderJobRoutes(
      { pathname: '/jobs/data-engineer/ApplyNow', state: { job: chosen } },
      openRoles([asRecord(dataEngineer)]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Engineer' })).toBeInTheDocument();
    expect(screen.getByTestId('job-facts')).toHaveTextContent('6+ years');
  });

  it('answers 404 for a slug that matches no open role', async () => {
    renderJobRoutes('/jobs/astronaut/ApplyNow', openRoles([asRecord(dataEngineer)]));
    expect(await screen.findByTestId('error')).toHaveTextContent('404');
  });
});
