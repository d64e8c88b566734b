/**
 * A job opening as the site reads it (SPEC.md §3 "Job opening"), whichever provider it came from. The
 * listing and the detail endpoints answer with these fields; the browser passes id, Job_Opening_Name,
 * Work_Experience, Remote_Job, City and Country along as navigation state.
 */
export interface JobOpening {
  readonly id: string;
  readonly Job_Opening_Name: string;
  readonly Work_Experience: string;
  readonly Remote_Job: boolean;
  readonly City: string;
  readonly Country: string;
  readonly Banner_description: string;
  /** HTML: roles and responsibilities. The browser sanitises it before showing it. */
  readonly Job_Description: string;
  /** HTML: the must-have skills. */
  readonly Job_details: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Picks the opening's fields from a provider's record, leaving everything else behind. */
export function toJobOpening(id: string, source: Readonly<Record<string, unknown>>): JobOpening {
  return {
    id,
    Job_Opening_Name: text(source.Job_Opening_Name),
    Work_Experience: text(source.Work_Experience),
    Remote_Job: source.Remote_Job === true || source.Remote_Job === 'true',
    City: text(source.City),
    Country: text(source.Country),
    Banner_description: text(source.Banner_description),
    Job_Description: text(source.Job_Description),
    Job_details: text(source.Job_details),
  };
}

/** 'Remote', or 'City, Country' (SPEC.md §2). */
export function locationOf(job: Pick<JobOpening, 'Remote_Job' | 'City' | 'Country'>): string {
  if (job.Remote_Job) return 'Remote';
  return [job.City, job.Country].filter(Boolean).join(', ');
}
