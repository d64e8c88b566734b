import { describe, expect, it } from 'vitest';

import { jobSlug } from './job-slug';

describe('jobSlug (SPEC.md §5 "Apply route slug")', () => {
  it('trims and lowercases', () => {
    expect(jobSlug('  Senior Engineer  ')).toBe('senior-engineer');
  });

  it('turns whitespace and colons into hyphens', () => {
    expect(jobSlug('QA Lead: Mobile\tApps')).toBe('qa-lead--mobile-apps');
  });

  it('removes characters other than letters, digits and hyphens', () => {
    expect(jobSlug('React/Node.js Developer (3+ yrs)')).toBe('reactnodejs-developer-3-yrs');
  });
});
