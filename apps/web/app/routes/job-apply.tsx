import { siteConfig } from '@auralis/site-config';
import { Navigate, useLocation } from 'react-router';

import { JobApplyPage } from '~/features/careers/job-pages';
import { readJobState } from '~/features/careers/job-state';

export const meta = () => [{ title: `Apply | ${siteConfig.name}` }, { name: 'robots', content: 'noindex, follow' }];

/** SPEC.md §2: reached from the open-roles listing with the job as state; without it the visitor goes to /404. */
export default function JobApply() {
  const job = readJobState(useLocation().state);
  if (!job) return <Navigate to="/404" replace />;
  return (
    <>
      <title>{`Apply: ${job.Job_Opening_Name} | ${siteConfig.name}`}</title>
      <JobApplyPage job={job} />
    </>
  );
}
