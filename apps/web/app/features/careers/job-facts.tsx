import { Briefcase, MapPin } from 'lucide-react';

import { jobLocation, type JobState } from './job-state';

/** A role's experience and location, as the open-roles cards and the job pages both show them. */
export function JobFacts({
  job,
  className,
  testId,
}: {
  readonly job: JobState;
  readonly className: string;
  readonly testId?: string;
}) {
  return (
    <dl className={`text-slate-700 dark:text-slate-300 ${className}`} data-testid={testId}>
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
