import { describe, expect, it } from 'vitest';

import {
  findServicePage,
  listedPageKindOf,
  listedPageSlug,
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

  it('lists the 49 sub-service pages of docs/service-pages.md at /{area}/{pagename}, level-3 pages under their parent', () => {
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

  it('knows where stories and industry pages live, and no list of them (issue 34)', () => {
    expect(listedPageKindOf('/portfolio/united-finance')).toBe('story');
    expect(listedPageKindOf('/portfolio/a-story-added-today')).toBe('story');
    expect(listedPageKindOf('/industries/space-mining')).toBe('industry');
    for (const other of ['/portfolio', '/portfolio/', '/portfolio/A', '/portfolio/a/b', '/portfolio/a--b', '/about'])
      expect(listedPageKindOf(other), other).toBeUndefined();
    expect(listedPageSlug('/industries/healthcare')).toBe('healthcare');
  });

  it('refuses a page or area it does not have, instead of inventing a path', () => {
    expect(() => servicePage('no-such-page')).toThrow(/no-such-page/);
    // @ts-expect-error: not a service area of the site map
    expect(() => serviceArea('no-such-area')).toThrow(/no-such-area/);
  });

  it('builds paths from the brand slug', () => {
    expect(paths.serviceOverview('ai-services')).toBe('/services/ai-services');
    expect(paths.lifeAtCompany).toMatch(/^\/career\/life-at-[a-z0-9-]+$/);
  });
});
