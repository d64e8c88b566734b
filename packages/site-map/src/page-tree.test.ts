import { describe, expect, it } from 'vitest';

import {
  allPortfolioStories,
  findServicePage,
  industries,
  industryName,
  isPortfolioStoryId,
  paths,
  portfolioStories,
  portfolioStoryIds,
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

  it('keeps the route table’s four stories and at least two more on the generic route, each filed under an industry', () => {
    for (const story of portfolioStories) expect(portfolioStoryIds).toContain(story.slug);
    expect(portfolioStoryIds.length).toBeGreaterThanOrEqual(portfolioStories.length + 2);
    expect(new Set(portfolioStoryIds).size).toBe(portfolioStoryIds.length);
    for (const story of allPortfolioStories)
      expect(industries.map((industry) => industry.slug)).toContain(story.industry);
    expect(isPortfolioStoryId('united-finance')).toBe(true);
    expect(isPortfolioStoryId('no-such-story')).toBe(false);
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
