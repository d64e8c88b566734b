import { JobDetailPage } from '~/features/careers/job-pages';
import { loadJobDetail } from '~/features/careers/job-page-data.server';
import { jobDetailMeta } from '~/features/careers/job-posting';
import { paths } from '~/site/menu';

import type { Route } from './+types/job-detail';
import { notFound } from './not-found';

/**
 * Job pages show the recruiting provider's roles, which close without a publish: the content service renders
 * them for every request and never keeps them in its HTML cache (decision record 013, "job pages").
 */
export const handle = { htmlCache: false };

/**
 * The job's own title, description, canonical URL and JobPosting structured data. A 404 or an error never gets
 * here: the root's meta gives the not-found page's tags (root.tsx).
 */
export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? jobDetailMeta(loaderData.job) : []);

/**
 * docs/careers.md#the-pages, from its address rather than navigation state (docs/careers.md "Job pages are
 * links"): the open role with the id in the path, read on the server. An unknown id or a closed role answers
 * 404 with the not-found page. The name segment is only for people reading the link: an old or mistyped name
 * still opens the role, whose canonical URL names it correctly.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  // The box for when no role fits is the open roles page's (one owner of its copy); a job shows without it
  // when that page's entry cannot be read.
  const [job, openRoles] = await Promise.all([
    loadJobDetail(context, params.jobId),
    context.content.pages([paths.openRoles]),
  ]);
  if (!job) notFound();
  const noRoleFits = openRoles.ok ? (openRoles.data[0]?.sections.noRoleFits ?? null) : null;
  return { job, noRoleFits };
}

export default function JobDetail({ loaderData }: Route.ComponentProps) {
  return <JobDetailPage job={loaderData.job} noRoleFits={loaderData.noRoleFits} />;
}
