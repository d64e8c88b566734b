/**
 * One lookup for every page's heading, introduction and search data (SPEC.md §2 "Search data per slug").
 * The records are typed as complete, so a page in the menu without copy is a type error, not a blank page.
 */
import type { IndustrySlug, PortfolioStorySlug, ServiceAreaSlug, SubServiceSlug } from './menu';
import { industryPages } from './search-data/industries';
import { portfolioPages } from './search-data/portfolio';
import { staticPages, type StaticPageKey } from './search-data/static-pages';
import { engineeringSubServicePages } from './search-data/sub-services-engineering';
import { growthSubServicePages } from './search-data/sub-services-growth';
import type { PageContent } from './seo';

export const subServicePageContent: Record<SubServiceSlug, PageContent> = {
  ...engineeringSubServicePages,
  ...growthSubServicePages,
};

export const industryPageContent: Record<IndustrySlug, PageContent> = industryPages;

export const portfolioPageContent = portfolioPages satisfies Record<PortfolioStorySlug, PageContent>;

export const staticPageContent: Record<StaticPageKey, PageContent> = staticPages;

export function serviceOverviewContent(area: ServiceAreaSlug): PageContent {
  const key = `overview_${area.replace(/-/g, '_')}` as StaticPageKey;
  return staticPages[key];
}
