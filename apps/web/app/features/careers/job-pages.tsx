import { siteConfig } from '@auralis/site-config';
import { Briefcase, MapPin } from 'lucide-react';

import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { ButtonLink } from '~/components/ui/button-link';
import { paths } from '~/site/menu';

import { jobSlug } from './job-slug';
import { jobLocation, type JobState } from './job-state';

function JobFacts({ job }: { readonly job: JobState }) {
  return (
    <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-slate-700 dark:text-slate-300">
      <div className="flex items-center gap-2">
        <dt>
          <Briefcase aria-hidden className="size-5 text-brand-600 dark:text-brand-300" />
          <span className="sr-only">Experience</span>
        </dt>
        <dd>{job.Work_Experience || 'Any experience'}</dd>
      </div>
      <div className="flex items-center gap-2">
        <dt>
          <MapPin aria-hidden className="size-5 text-brand-600 dark:text-brand-300" />
          <span className="sr-only">Location</span>
        </dt>
        <dd>{jobLocation(job)}</dd>
      </div>
    </dl>
  );
}

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
      <JobFacts job={job} />
    </>
  );
}

/** SPEC.md §2 "Job detail page": the role from navigation state, an Apply Now button and the careers mailbox. */
export function JobDetailPage({ job }: { readonly job: JobState }) {
  return (
    <section className="container-page py-16">
      <JobHeader job={job} eyebrow="Open role" />
      <div className="mt-8 flex flex-wrap gap-4">
        <ButtonLink to={`/jobs/${jobSlug(job.Job_Opening_Name)}/ApplyNow`} state={{ job }}>
          Apply Now
        </ButtonLink>
      </div>
      <aside className="mt-12 rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
        <h2 className="text-lg font-bold">Not quite the right role?</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          If no opening fits you today, send your resume to{' '}
          <a
            className="font-semibold text-brand-700 underline dark:text-brand-300"
            href={`mailto:${siteConfig.emails.careers}`}
          >
            {siteConfig.emails.careers}
          </a>{' '}
          and tell us what you would like to work on.
        </p>
      </aside>
    </section>
  );
}

/** SPEC.md §2 "Job application page": the role's name, required experience and location above the form. */
export function JobApplyPage({ job }: { readonly job: JobState }) {
  return (
    <section className="container-page py-16">
      <JobHeader job={job} eyebrow="Apply" />
      <p className="mt-8 max-w-2xl text-slate-600 dark:text-slate-400">
        Tell us about yourself and attach your resume. Our recruiting team reads every application and replies within
        ten working days.
      </p>
    </section>
  );
}
