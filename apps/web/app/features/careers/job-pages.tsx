import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { ButtonLink } from '~/components/ui/button-link';
import { paths } from '~/site/menu';

import { JobApplicationFormIsland } from './job-application-form-island';
import { JobFacts } from './job-facts';
import { JobHtml } from './job-html';
import { NoRoleFits, type NoRoleFitsCopy } from './no-role-fits';
import type { JobDetail } from './job-posting';
import { jobApplyPath, type JobState, toJobState } from './job-state';

function JobHeader({ job, eyebrow }: { readonly job: JobState; readonly eyebrow: string }) {
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Career', to: paths.career },
          { label: 'Open roles', to: paths.openRoles },
          { label: job.Job_Opening_Name },
        ]}
      />
      <p className="mb-3 text-sm font-semibold uppercase tracking-[0.18em] text-brand-700 dark:text-brand-300">
        {eyebrow}
      </p>
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{job.Job_Opening_Name}</h1>
      <JobFacts job={job} className="mt-6 flex flex-wrap gap-x-8 gap-y-3" testId="job-facts" />
    </>
  );
}

/**
 * docs/careers.md#the-pages: the job named by the id in the address, rendered on the server with its
 * description and skills (sanitized there), Apply Now and the careers mailbox.
 */
export function JobDetailPage({
  job,
  noRoleFits,
}: {
  readonly job: JobDetail;
  /** The open roles page's box, from its entry; none where that entry is not published or could not be read. */
  readonly noRoleFits: NoRoleFitsCopy | null;
}) {
  const state = toJobState(job);
  return (
    <section className="container-page py-16" data-testid="job-detail">
      <JobHeader job={state} eyebrow="Open role" />
      {job.Banner_description ? (
        <p className="mt-6 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{job.Banner_description}</p>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-4">
        <ButtonLink to={jobApplyPath(job)} state={{ job: state }}>
          Apply Now
        </ButtonLink>
      </div>
      <div className="mt-12 grid gap-12 lg:grid-cols-2">
        <section aria-labelledby="job-roles">
          <h2 id="job-roles" className="text-2xl font-bold">
            Roles and responsibilities
          </h2>
          <JobHtml html={job.descriptionHtml} className="mt-4" />
        </section>
        <section aria-labelledby="job-skills">
          <h2 id="job-skills" className="text-2xl font-bold">
            Must-have skills
          </h2>
          <JobHtml html={job.skillsHtml} className="mt-4" />
        </section>
      </div>
      {noRoleFits ? (
        <div className="mt-12">
          <NoRoleFits copy={noRoleFits} />
        </div>
      ) : null}
    </section>
  );
}

/**
 * docs/service-pages.md: the role's name, required experience and location above the form, and the
 * open roles page entry's introduction (none where that entry could not be read).
 */
export function JobApplyPage({ job, intro }: { readonly job: JobState; readonly intro: string }) {
  return (
    <section className="container-page py-16">
      <JobHeader job={job} eyebrow="Apply" />
      {intro ? <p className="mt-8 max-w-2xl text-slate-600 dark:text-slate-400">{intro}</p> : null}
      <div className="mt-10 max-w-4xl">
        <JobApplicationFormIsland job={job} />
      </div>
    </section>
  );
}
