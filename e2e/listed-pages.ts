/**
 * The stories and industry pages a fresh test database starts with (issue 34): the seed's files, which the
 * site lists from their entries. The route table holds no list of them, so the browser tests take them from here.
 */
import { seededListedPages } from '../apps/cms/seed/page-files';

const seeded = [...seededListedPages()].sort((a, b) => a.listing.order - b.listing.order);

/** The seeded stories, in the team's order: path, name in lists and industry. */
export const seededStories = seeded
  .filter((page) => page.kind === 'story')
  .map((page) => ({ path: page.path, name: page.listing.name, industry: page.listing.industry ?? '' }));

/** The seeded industry pages, in the team's order: path, slug and name in lists. */
export const seededIndustries = seeded
  .filter((page) => page.kind === 'industry')
  .map((page) => ({ path: page.path, slug: page.path.slice('/industries/'.length), name: page.listing.name }));

/** Every seeded story's and industry page's path. */
export const seededListedPaths: readonly string[] = [...seededIndustries, ...seededStories].map((page) => page.path);
