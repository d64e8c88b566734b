/**
 * SPEC.md §5 "Apply route slug": trim, lowercase, turn whitespace and colons into hyphens, and remove any
 * characters other than letters, digits and hyphens.
 */
export function jobSlug(jobName: string): string {
  return jobName
    .trim()
    .toLowerCase()
    .replace(/[\s:]/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}
