import { siteConfig } from '@auralis/site-config';
import { Navigate, useLocation } from 'react-router';

import { Loader } from '~/components/ui/loader';
import { JobDetailPage } from '~/features/careers/job-pages';
import { jobLocation, readJobState } from '~/features/careers/job-state';

import type { Route } from './+types/job-detail';

/**
 * Title and description from the job the visitor came with. A crawler arrives without it and is sent to the
 * not-found page (no-index), so only a visitor ever sees this page's tags.
 */
export const meta = ({ location }: Route.MetaArgs) => {
  const job = readJobState(location.state);
  if (!job) return [{ title: `Open role | ${siteConfig.name}` }];
  return [
    { title: `${job.Job_Opening_Name} | Careers | ${siteConfig.name}` },
    {
      name: 'description',
      content: `${job.Job_Opening_Name} at ${siteConfig.name}, ${jobLocation(job)}: the role, what you will do, the skills it needs, and how to apply.`,
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
      <h1 className="sr-only">Loading the role</h1>
      <Loader className="min-h-dvh" label="Loading the role" />
    </>
  );
}

/** SPEC.md §2: reached with the job as navigation state; without it the visitor goes to /404. */
export default function JobDetail() {
  const job = readJobState(useLocation().state);
  if (!job) return <Navigate to="/404" replace />;
  return <JobDetailPage jobId={job.id} />;
}
