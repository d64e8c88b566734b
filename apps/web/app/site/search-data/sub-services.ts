/**
 * Every sub-service page's heading, introduction and search data, for the one route module that renders them
 * all (routes/sub-service.tsx). Kept apart from the other pages' copy so a service page downloads its own.
 */
import type { SubServiceSlug } from '../menu';
import type { PageContent } from '../seo';
import { engineeringSubServicePages } from './sub-services-engineering';
import { growthSubServicePages } from './sub-services-growth';

export const subServicePageContent: Record<SubServiceSlug, PageContent> = {
  ...engineeringSubServicePages,
  ...growthSubServicePages,
};
