/**
 * The apply route (docs/careers.md#the-application-form). Its own module, without zod: the job listing and the job
 * detail page build the link with it, and they should not evaluate every form's schema to do so.
 */

/**
 * The {jobName} of /jobs/{jobName}/ApplyNow: trim, lowercase, turn whitespace and colons into hyphens, and
 * remove any characters other than letters, digits and hyphens. Each whitespace character becomes its own
 * hyphen, so "a  b" gives "a--b", as the rule says.
 */
export function applyRouteSlug(jobName: string): string {
  return jobName
    .trim()
    .toLowerCase()
    .replace(/[\s:]/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}
