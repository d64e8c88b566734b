/**
 * A job opening as the site reads it (docs/careers.md), whichever provider it came from. The
 * listing and the detail endpoints answer with these fields, and the job pages rendered on the server read
 * the same ones (`JobOpeningRecord`, the load context's contract); the browser passes id, Job_Opening_Name,
 * Work_Experience, Remote_Job, City and Country along as navigation state.
 */
import type { JobOpeningRecord } from '@auralis/content-manifest';

export type JobOpening = JobOpeningRecord;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const ISO_DAY = /^(\d{4}-\d{2}-\d{2})/;

/**
 * `YYYY-MM-DD` of a date as a provider gives it: Recruit's `Date_Opened` ('2026-11-02'), or a database
 * timestamp (a Date, an ISO string or, from SQLite, milliseconds); '' when there is none.
 */
export function dayOf(value: unknown): string {
  if (typeof value === 'string') return ISO_DAY.exec(value)?.[1] ?? '';
  const date = value instanceof Date ? value : typeof value === 'number' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : '';
}

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
    Date_Opened: dayOf(source.Date_Opened),
    Job_Type: text(source.Job_Type),
  };
}

/** 'Remote', or 'City, Country' (docs/careers.md#the-pages). */
export function locationOf(job: Pick<JobOpening, 'Remote_Job' | 'City' | 'Country'>): string {
  if (job.Remote_Job) return 'Remote';
  return [job.City, job.Country].filter(Boolean).join(', ');
}
