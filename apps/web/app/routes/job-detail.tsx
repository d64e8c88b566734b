import { siteConfig } from '@auralis/site-config';
import { Navigate, useLocation } from 'react-router';

import { JobDetailPage } from '~/features/careers/job-pages';
import { readJobState } from '~/features/careers/job-state';

export const meta = () => [{ title: `Open role | ${siteConfig.name}` }, { name: 'robots', content: 'noindex, follow' }];

/** SPEC.md §2: reached with the job as navigation state; without it the visitor goes to /404. */
export default function JobDetail() {
  const job = readJobState(useLocation().state);
  if (!job) return <Navigate to="/404" replace />;
  return (
    <>
      <title>{`${job.Job_Opening_Name} | Careers | ${siteConfig.name}`}</title>
      <JobDetailPage jobId={job.id} />
    </>
  );
}
