import { siteConfig } from '@auralis/site-config';
import { Navigate, useLocation } from 'react-router';

import { Loader } from '~/components/ui/loader';
import { JobApplyPage } from '~/features/careers/job-pages';
import { jobLocation, readJobState } from '~/features/careers/job-state';

import type { Route } from './+types/job-apply';

/**
 * Title and description from the job the visitor came with. A crawler arrives without it and is sent to the
 * not-found page (no-index), so only a visitor ever sees this page's tags.
 */
export const meta = ({ location }: Route.MetaArgs) => {
  const job = readJobState(location.state);
  if (!job) return [{ title: `Apply | ${siteConfig.name}` }];
  return [
    { title: `Apply: ${job.Job_Opening_Name} | ${siteConfig.name}` },
    {
      name: 'description',
      content: `Apply for ${job.Job_Opening_Name} at ${siteConfig.name}, ${jobLocation(job)}: your details, your CV and, if you like, a cover letter.`,
    },
  ];
};

/**
 * The job pages need the navigation state, which only the browser has: the server sends the loading screen
 * and the browser renders the page (a later issue renders them from their address).
 */
export const clientLoader = () => null;
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <>
      <h1 className="sr-only">Loading the application form</h1>
      <Loader className="min-h-dvh" label="Loading the application form" />
    </>
  );
}

/** SPEC.md §2: reached from the open-roles listing with the job as state; without it the visitor goes to /404. */
export default function JobApply() {
  const job = readJobState(useLocation().state);
  if (!job) return <Navigate to="/404" replace />;
  return <JobApplyPage job={job} />;
}
