import { useLocation } from 'react-router';

import { JobApplyPage } from '~/features/careers/job-pages';
import { loadJobToApply } from '~/features/careers/job-page-data.server';
import { jobApplyMeta } from '~/features/careers/job-posting';
import { readJobState } from '~/features/careers/job-state';
import { paths } from '~/site/menu';

import type { Route } from './+types/job-apply';
import { notFound } from './not-found';

/** Rendered for every request, never kept in the HTML cache: see routes/job-detail.tsx. */
export const handle = { htmlCache: false };

/** The tags of the job the page shows (a 404 takes the root's, root.tsx). */
export const meta = ({ loaderData, location }: Route.MetaArgs) => {
  const job = readJobState(location.state) ?? loaderData?.job;
  return job ? jobApplyMeta(job) : [];
};

/**
 * docs/careers.md#the-pages, from its address (docs/careers.md#the-pages): the open role whose
 * name gives the slug in the path (docs/routes-and-shell.md). A slug that matches no open role answers 404 with the
 * not-found page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  // The introduction is the open roles page entry's, as the job page's "no role fits" box is.
  const [job, openRoles] = await Promise.all([
    loadJobToApply(context, params.jobName),
    context.content.pages([paths.openRoles]),
  ]);
  if (!job) notFound();
  const intro = openRoles.ok ? (openRoles.data[0]?.sections.applicationIntro?.text ?? '') : '';
  return { job, intro };
}

/** The job the visitor came with (navigation state, as docs/careers.md describes) wins: it names the exact role they chose. */
export default function JobApply({ loaderData }: Route.ComponentProps) {
  const job = readJobState(useLocation().state) ?? loaderData.job;
  return <JobApplyPage job={job} intro={loaderData.intro} />;
}
