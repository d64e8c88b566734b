/**
 * What the job pages put in <head> (issue 20): a title, description and canonical URL from the job, and on the
 * detail page schema.org `JobPosting` structured data, so the role can appear in search engines' job listings
 * (https://developers.google.com/search/docs/appearance/structured-data/job-posting). Runs on the server for
 * a first load and in the browser after an in-app navigation, from the loader's data only.
 */
import { siteConfig } from '@auralis/site-config';
import type { MetaDescriptor } from 'react-router';

import { pageMeta } from '~/site/page-meta';
import { canonical } from '~/site/seo';

import { jobApplyPath, jobDetailPath, jobLocation, type JobState } from './job-state';

/** What the detail page renders, as its loader sends it: the description and skills already sanitized. */
export interface JobDetail extends JobState {
  readonly Banner_description: string;
  /** Sanitized HTML (job-page-data.server.ts): roles and responsibilities. */
  readonly descriptionHtml: string;
  /** Sanitized HTML: the must-have skills. */
  readonly skillsHtml: string;
  /** `YYYY-MM-DD`, or '' when the provider does not say. */
  readonly datePosted: string;
  /** schema.org's employment type, or '' when unknown. */
  readonly employmentType: EmploymentType | '';
}

/** schema.org JobPosting `employmentType` values. */
export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER';

/**
 * Recruit's Job_Type picklist ("Full time", "Part time", "Temporary", "Contract", "Internship", "Volunteer",
 * ...) as schema.org names it; anything else is left out rather than guessed.
 */
export function employmentTypeOf(jobType: string): EmploymentType | '' {
  const words = jobType.toLowerCase().replace(/[^a-z]/g, '');
  if (words === 'fulltime' || words === 'permanent') return 'FULL_TIME';
  if (words === 'parttime') return 'PART_TIME';
  if (words === 'contract' || words === 'contractor' || words === 'freelance') return 'CONTRACTOR';
  if (words === 'temporary' || words === 'seasonal') return 'TEMPORARY';
  if (words === 'internship' || words === 'intern') return 'INTERN';
  if (words === 'volunteer') return 'VOLUNTEER';
  return '';
}

/** The JobPosting block: title, description, date posted, employment type, the company, and where the work is. */
export function jobPostingJsonLd(job: JobDetail): Record<string, unknown> {
  const description = [
    job.Banner_description ? `<p>${escapeHtmlText(job.Banner_description)}</p>` : '',
    job.descriptionHtml ? `<h3>Roles and responsibilities</h3>${job.descriptionHtml}` : '',
    job.skillsHtml ? `<h3>Must-have skills</h3>${job.skillsHtml}` : '',
  ].join('');
  const where = job.Remote_Job
    ? {
        jobLocationType: 'TELECOMMUTE',
        ...(job.Country ? { applicantLocationRequirements: { '@type': 'Country', name: job.Country } } : {}),
      }
    : {
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            ...(job.City ? { addressLocality: job.City } : {}),
            ...(job.Country ? { addressCountry: job.Country } : {}),
          },
        },
      };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.Job_Opening_Name,
    description,
    url: canonical(jobDetailPath(job)),
    identifier: { '@type': 'PropertyValue', name: siteConfig.name, value: job.id },
    ...(job.datePosted ? { datePosted: job.datePosted } : {}),
    ...(job.employmentType ? { employmentType: job.employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: siteConfig.name,
      sameAs: `${siteConfig.siteUrl}/`,
      logo: `${siteConfig.siteUrl}/logo.svg`,
    },
    ...where,
    directApply: true,
  };
}

function escapeHtmlText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The detail page's tags: the job's own title, description and canonical URL, and its JobPosting. */
export function jobDetailMeta(job: JobDetail): MetaDescriptor[] {
  const description = `${job.Job_Opening_Name} at ${siteConfig.name}, ${jobLocation(job)}: the role, what you will do, the skills it needs, and how to apply.`;
  return pageMeta(
    {
      title: `${job.Job_Opening_Name} | Careers | ${siteConfig.name}`,
      ogTitle: `${job.Job_Opening_Name} at ${siteConfig.name}`,
      description,
      ogDescription: job.Banner_description || description,
      keywords: ['careers', 'jobs', job.Job_Opening_Name, jobLocation(job), siteConfig.name],
      canonicalUrl: canonical(jobDetailPath(job)),
    },
    { extra: [{ 'script:ld+json': jobPostingJsonLd(job) }] },
  );
}

/**
 * The application page's tags. It is indexable like every page of docs/careers.md's table (issue 18 holds it to an SEO
 * score of 100); the posting's structured data is on the detail page only, so search engines list the role once.
 */
export function jobApplyMeta(job: JobState): MetaDescriptor[] {
  const description = `Apply for ${job.Job_Opening_Name} at ${siteConfig.name}, ${jobLocation(job)}: your details, your CV and, if you like, a cover letter.`;
  return pageMeta({
    title: `Apply: ${job.Job_Opening_Name} | ${siteConfig.name}`,
    ogTitle: `Apply: ${job.Job_Opening_Name} at ${siteConfig.name}`,
    description,
    ogDescription: description,
    keywords: ['careers', 'apply', job.Job_Opening_Name, siteConfig.name],
    canonicalUrl: canonical(jobApplyPath(job)),
  });
}
