import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, patternToRegExp } from './static-site';

describe('patternToRegExp', () => {
  it('matches a route pattern with parameters, and nothing else', () => {
    const pattern = patternToRegExp('/jobs/:jobId/:jobName');
    expect(pattern.test('/jobs/12/senior-engineer')).toBe(true);
    expect(pattern.test('/jobs/12/senior-engineer/')).toBe(true);
    expect(pattern.test('/jobs/12')).toBe(false);
    expect(pattern.test('/jobs/12/a/b')).toBe(false);
    expect(pattern.test('/careers/12/a')).toBe(false);
  });

  it('keeps literal segments literal', () => {
    const pattern = patternToRegExp('/jobs/:jobName/ApplyNow');
    expect(pattern.test('/jobs/qa-lead/ApplyNow')).toBe(true);
    expect(pattern.test('/jobs/qa-lead/Apply')).toBe(false);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows exactly the inline scripts of the page, by hash', () => {
    const inline = 'document.documentElement.classList.add("dark")';
    const html = `<html><head><script>${inline}</script><script type="module" src="/assets/a.js"></script></head></html>`;
    const policy = contentSecurityPolicy(html);
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toContain("unsafe-inline'; script");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
  });
});
