/**
 * Every sub-service page's search data, for the one route module that renders them all
 * (routes/sub-service.tsx). The hero is the page's banner, from the content service. Kept apart from the other
 * pages' copy so a service page downloads its own.
 */
import type { SubServiceSlug } from '../menu';
import type { PageSearch } from '../seo';
import { engineeringSubServicePages } from './sub-services-engineering';
import { growthSubServicePages } from './sub-services-growth';

export const subServicePageContent: Record<SubServiceSlug, PageSearch> = {
  ...engineeringSubServicePages,
  ...growthSubServicePages,
};
