import type { JobOpeningRecord } from '@auralis/content-manifest';
import { applyRouteSlug } from '@auralis/form-schemas';

/** docs/careers.md: the job passed by navigation state to the job detail and application pages. */
export type JobState = Pick<
  JobOpeningRecord,
  'id' | 'Job_Opening_Name' | 'Work_Experience' | 'Remote_Job' | 'City' | 'Country'
>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads `{ job }` from location.state; anything malformed counts as missing (the page redirects to /404). */
export function readJobState(state: unknown): JobState | undefined {
  if (!isRecord(state) || !isRecord(state.job)) return undefined;
  const job = state.job;
  const id = typeof job.id === 'number' ? String(job.id) : job.id;
  if (typeof id !== 'string' || id === '' || typeof job.Job_Opening_Name !== 'string') return undefined;
  return {
    id,
    Job_Opening_Name: job.Job_Opening_Name,
    Work_Experience: typeof job.Work_Experience === 'string' ? job.Work_Experience : '',
    Remote_Job: job.Remote_Job === true,
    City: typeof job.City === 'string' ? job.City : '',
    Country: typeof job.Country === 'string' ? job.Country : '',
  };
}

/** "Remote", or city and country (docs/careers.md#the-pages). */
export function jobLocation(job: JobState): string {
  if (job.Remote_Job) return 'Remote';
  return [job.City, job.Country].filter(Boolean).join(', ');
}

/** The fields of a fetched opening that travel as navigation state (docs/careers.md), and nothing else. */
export function toJobState(job: JobState): JobState {
  return {
    id: job.id,
    Job_Opening_Name: job.Job_Opening_Name,
    Work_Experience: job.Work_Experience,
    Remote_Job: job.Remote_Job,
    City: job.City,
    Country: job.Country,
  };
}

/** The job detail page's address, `/jobs/{jobId}/{jobName}` (docs/careers.md#the-pages): the listing, the sitemap and the canonical URL use it. */
export function jobDetailPath(job: Pick<JobState, 'id' | 'Job_Opening_Name'>): string {
  return `/jobs/${encodeURIComponent(job.id)}/${applyRouteSlug(job.Job_Opening_Name)}`;
}

/** The application page's address, `/jobs/{jobName}/ApplyNow` (docs/careers.md#the-pages's slug rule). */
export function jobApplyPath(job: Pick<JobState, 'Job_Opening_Name'>): string {
  return `/jobs/${applyRouteSlug(job.Job_Opening_Name)}/ApplyNow`;
}
