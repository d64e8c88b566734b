/**
 * One lookup for every page's heading, introduction and search data (SPEC.md §2 "Search data per slug").
 * The records are typed as complete, so a page in the menu without copy is a type error, not a blank page.
 */
import { aboutPages, industries, paths, type PortfolioStorySlug } from './menu';
import { industryPageContent } from './search-data/industries';
import { isPortfolioStoryId, portfolioPages } from './search-data/portfolio';
import { aboutPageKeys, staticPageContent, type StaticPageKey } from './search-data/static-pages';
import type { PageContent, PageSearch } from './seo';

// Pages import their own copy from ./search-data (so each downloads only its own); this module is the lookup
// by path, for the site map, the prerender list and the tests.

export const portfolioPageContent = portfolioPages satisfies Record<PortfolioStorySlug, PageContent>;

const fixedPaths: Record<string, StaticPageKey> = {
  [paths.home]: 'home',
  [paths.contact]: 'contact',
  [paths.industries]: 'industries',
  [paths.portfolio]: 'portfolio',
  [paths.about]: 'about',
  [paths.career]: 'career',
  [paths.openRoles]: 'openRoles',
  [paths.lifeAtCompany]: 'lifeAtCompany',
  [paths.privacy]: 'privacy',
  [paths.terms]: 'terms',
  [paths.testing]: 'testing',
};

/**
 * The search data, heading and introduction of a page whose copy the code still holds; undefined for an unknown
 * path and for the pages that are entries of the content service (the service pages: their search data and
 * hero are their entries', seeded from apps/cms/seed/pages).
 */
export function pageContentForPath(path: string): (PageSearch & Partial<PageContent>) | undefined {
  const fixed = fixedPaths[path];
  if (fixed) return staticPageContent[fixed];
  const [first, second, third] = path.split('/').filter(Boolean);
  if (first === 'industries' && second && !third) {
    const industry = industries.find((candidate) => candidate.slug === second);
    return industry ? industryPageContent[industry.slug] : undefined;
  }
  if (first === 'portfolio' && second && !third) {
    return isPortfolioStoryId(second) ? portfolioPages[second] : undefined;
  }
  if (first === 'about' && third && path === paths.aboutPage(third)) {
    const page = aboutPages.find((candidate) => candidate.slug === third);
    return page ? staticPageContent[aboutPageKeys[page.slug]] : undefined;
  }
  return undefined;
}
