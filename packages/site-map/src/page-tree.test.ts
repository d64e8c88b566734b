import { describe, expect, it } from 'vitest';

import {
  findServicePage,
  industries,
  industryName,
  paths,
  serviceArea,
  serviceAreas,
  servicePage,
  servicePages,
} from './page-tree';

describe('site map', () => {
  it('gives every sub-service page a slug no other page or area uses', () => {
    const slugs = [...serviceAreas.map((area) => area.slug), ...servicePages.map((page) => page.slug)];
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('lists the 49 sub-service pages of SPEC.md at /{area}/{pagename}, level-3 pages under their parent', () => {
    expect(servicePages).toHaveLength(49);
    const ios = servicePage('ios-development-services');
    expect(ios).toMatchObject({
      area: 'digital-development-services',
      path: '/digital-development-services/ios-development-services',
      parentSlug: 'mobile-app-design-development',
    });
    expect(findServicePage('digital-marketing-services', 'orm-service')?.name).toBe('Online Reputation Management');
    expect(findServicePage('ai-services', 'orm-service')).toBeUndefined();
  });

  it('refuses a page, area or industry it does not have, instead of inventing a path', () => {
    expect(() => servicePage('no-such-page')).toThrow(/no-such-page/);
    // @ts-expect-error: not a service area of the site map
    expect(() => serviceArea('no-such-area')).toThrow(/no-such-area/);
    // @ts-expect-error: not an industry of the site map
    expect(() => industryName('no-such-industry')).toThrow(/no-such-industry/);
  });

  it('names industries and builds paths from the brand slug', () => {
    expect(industries.map((industry) => industryName(industry.slug))).toContain('BFSI & Fintech');
    expect(paths.serviceOverview('ai-services')).toBe('/services/ai-services');
    expect(paths.lifeAtCompany).toMatch(/^\/career\/life-at-[a-z0-9-]+$/);
  });
});
