import { describe, expect, it } from 'vitest';

import { applyRouteSlug } from './apply-route';

describe('applyRouteSlug (docs/careers.md#the-application-form)', () => {
  it.each([
    ['Sr. QA Engineer: Automation  (Remote)', 'sr-qa-engineer--automation--remote'],
    ['  Senior Engineer  ', 'senior-engineer'],
    ['QA Lead: Mobile\tApps', 'qa-lead--mobile-apps'],
    ['React/Node.js Developer (3+ yrs)', 'reactnodejs-developer-3-yrs'],
    ['UX Designer — Café Apps', 'ux-designer--caf-apps'],
    ['Data Engineer', 'data-engineer'],
  ])('%j → %s', (name, slug) => {
    expect(applyRouteSlug(name)).toBe(slug);
  });
});
