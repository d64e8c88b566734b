import type { PageSectionValues } from '@auralis/content-manifest';
import { siteConfig } from '@auralis/site-config';
import { ArrowRight } from 'lucide-react';
import { Suspense, use } from 'react';
import { Link } from 'react-router';

import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { ButtonLink } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';
import { Loader } from '~/components/ui/loader';
import { ContentError } from '~/content/content-state';
import { paths } from '~/site/menu';
import type { PageHeroCopy } from '~/site/page-head';

import { JobFacts } from './job-facts';
import type { OpenRoles } from './job-page-data.server';
import { jobDetailPath, type JobState } from './job-state';
import { NoRoleFits } from './no-role-fits';

/** What the list says when the recruiting provider could not be asked (the service logs why). */
export const OPEN_ROLES_ERROR = 'The open roles could not be loaded. Please try again later.';

/** The career pages' heroes are their entries' (`hero`). */
export function CareerPage({ hero: { label, heading, intro, buttonLabel } }: { readonly hero: PageHeroCopy }) {
  return (
    <>
      <PageHero eyebrow={label} heading={heading} intro={intro} button={{ label: buttonLabel, to: paths.openRoles }}>
        <ButtonLink to={paths.lifeAtCompany} variant="secondary">
          Life at {siteConfig.name.split(' ')[0]}
        </ButtonLink>
      </PageHero>
    </>
  );
}

export function LifeAtCompanyPage({ hero: { label, heading, intro } }: { readonly hero: PageHeroCopy }) {
  return (
    <>
      <PageHero
        eyebrow={label}
        heading={heading}
        intro={intro}
        breadcrumbs={
          <Breadcrumbs
            items={[{ label: 'Career', to: paths.career }, { label: `Life at ${siteConfig.name.split(' ')[0]}` }]}
          />
        }
      />
    </>
  );
}

/**
 * One open role: its name, a real link to its detail page's address (so a middle-click, "copy link" or a
 * bookmark works; the page renders from the id), experience and location. The job still travels as
 * navigation state, as docs/careers.md#the-pages describes.
 */
function OpenRoleCard({ job }: { readonly job: JobState }) {
  return (
    <li className="relative flex flex-col rounded-2xl border border-slate-200 p-6 transition hover:border-brand-600 hover:shadow-lg focus-within:border-brand-600 dark:border-slate-800 dark:hover:border-brand-300">
      <h3 className="text-xl font-bold">
        <Link
          to={jobDetailPath(job)}
          state={{ job }}
          className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
        >
          {job.Job_Opening_Name}
        </Link>
      </h3>
      <JobFacts job={job} className="mt-4 grid gap-2" />
      <span
        aria-hidden
        className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 dark:text-brand-300"
      >
        View role <ArrowRight className="size-4" />
      </span>
    </li>
  );
}

/** The open roles page's own sections, around the list of roles the recruiting provider holds. */
export type OpenRolesSections = Pick<PageSectionValues, 'openRolesList' | 'noRoleFits'>;

/** React's `use` rather than the router's <Await>: the framework file every page loads stays without it. */
function OpenRolesList({
  roles,
  empty,
}: {
  readonly roles: OpenRoles | Promise<OpenRoles>;
  readonly empty: string | undefined;
}) {
  const result = roles instanceof Promise ? use(roles) : roles;
  if (!result.ok) return <ContentError message={OPEN_ROLES_ERROR} />;
  if (result.roles.length === 0) {
    return empty ? (
      <p className="mt-6 text-slate-600 dark:text-slate-400" data-testid="open-roles-empty">
        {empty}
      </p>
    ) : null;
  }
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {result.roles.map((job) => (
        <OpenRoleCard key={job.id} job={job} />
      ))}
    </ul>
  );
}

/**
 * docs/careers.md#the-pages: the open roles from the recruiting integration, with loading, error and empty
 * states. The roles come from the route's loader: in the HTML on a first visit, a promise on an in-app
 * navigation (the spinner shows until it settles). The heading, the empty state's sentence and the box for
 * when no role fits are the page entry's sections: without the first the roles show without a heading, and
 * without the box nothing shows after them.
 */
export function OpenRolesPage({
  hero: { label, heading, intro },
  sections: { openRolesList, noRoleFits },
  roles,
}: {
  readonly hero: PageHeroCopy;
  readonly sections: OpenRolesSections;
  readonly roles: OpenRoles | Promise<OpenRoles>;
}) {
  return (
    <>
      <PageHero
        eyebrow={label}
        heading={heading}
        intro={intro}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Career', to: paths.career }, { label: 'Open roles' }]} />}
      />
      <section
        {...(openRolesList ? { 'aria-labelledby': 'open-roles-heading' } : {})}
        className="container-page pt-16"
        data-testid="open-roles"
      >
        {openRolesList ? (
          <h2 id="open-roles-heading" className="text-3xl font-bold">
            {openRolesList.heading}
          </h2>
        ) : null}
        <Suspense fallback={<Loader label="Loading open roles" className="h-[300px]" />}>
          <OpenRolesList roles={roles} empty={openRolesList?.empty} />
        </Suspense>
      </section>
      {noRoleFits ? (
        <section className="container-page py-16">
          <NoRoleFits copy={noRoleFits} />
        </section>
      ) : null}
    </>
  );
}
