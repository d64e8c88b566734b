/**
 * The job pages' loaders (issue 20): the job read in process from the recruiting provider
 * (`context.jobs`, the same reads as `GET /api/zoho-recruit/job-openings[/{id}]`), reduced to what each page
 * renders, with the recruiting HTML sanitized here on the server, so no sanitizer ships to the browser and a
 * recruiter's copy-paste or a compromised recruiting account cannot run script on the site.
 */
import { applyRouteSlug } from '@auralis/form-schemas';
import type { JobOpeningRecord } from '@auralis/content-manifest';
import { type AppLoadContext, data } from 'react-router';

import { sanitizeRichHtml } from '~/content/page-content.server';

import { employmentTypeOf, type JobDetail } from './job-posting';
import { type JobState, toJobState } from './job-state';

import '~/content/load-context';

/** Lists, emphasis, paragraphs, links and sub-headings: what a job description needs, nothing that runs. */
export function sanitizeJobHtml(html: string): string {
  return sanitizeRichHtml(
    html,
    ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a', 'h3', 'h4', 'span', 'div'],
    // The page's own h2s head the description and the skills; the provider's top-level headings sit below them.
    { h1: 'h3', h2: 'h3' },
  );
}

/** The recruiting provider could not be asked: the error page, with a status that says "try again". */
function unavailable(): never {
  throw data(null, { status: 503 });
}

/** The open roles as the listing shows them (docs/careers.md#the-pages), or that the provider could not be asked. */
export type OpenRoles = { readonly ok: true; readonly roles: readonly JobState[] } | { readonly ok: false };

/**
 * The open-roles listing's data: each role's card and nothing more. The provider failing is the list's own
 * error box inside the page (it keeps its "no role fits" box and its 200), not an error page.
 */
export async function loadOpenRoles(context: AppLoadContext): Promise<OpenRoles> {
  const answer = await context.jobs.openings();
  return answer.ok ? { ok: true, roles: answer.data.map(toJobState) } : { ok: false };
}

/** The detail page's data: the open role with this id, or null (unknown id, closed role). */
export async function loadJobDetail(context: AppLoadContext, jobId: string): Promise<JobDetail | null> {
  const answer = await context.jobs.opening(jobId);
  if (!answer.ok) unavailable();
  return answer.data ? jobDetail(answer.data) : null;
}

export function jobDetail(job: JobOpeningRecord): JobDetail {
  return {
    ...toJobState(job),
    Banner_description: job.Banner_description,
    descriptionHtml: sanitizeJobHtml(job.Job_Description),
    skillsHtml: sanitizeJobHtml(job.Job_details),
    datePosted: job.Date_Opened,
    employmentType: employmentTypeOf(job.Job_Type),
  };
}

/**
 * The application page's job: the open role whose name gives this slug (docs/careers.md#the-application-form's rule), or null. Two open roles whose names give one slug share an address; the first in the listing's order answers
 * it, and a visitor who came from a role's detail page still applies to that role (its navigation state).
 */
export async function loadJobToApply(context: AppLoadContext, slug: string): Promise<JobState | null> {
  const answer = await context.jobs.openings();
  if (!answer.ok) unavailable();
  const job = answer.data.find((opening) => applyRouteSlug(opening.Job_Opening_Name) === slug);
  return job ? toJobState(job) : null;
}
