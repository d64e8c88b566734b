/**
 * The names on the industry badges the seed draws for the service pages' industries sections (a file names a
 * badge `industry:<slug>`): the seeded industry pages' names in lists (seed/pages/industries/*.json, issue 34).
 * The site itself lists the industry pages the team has published, which may be more or fewer.
 */
import { listedPageSlug } from '@auralis/site-map';

import { seededListedPages } from './page-files';

/** An industry the seed has a page for: the slug of seed/pages/industries/{slug}.json. */
export type IndustrySlug = string;

let names: ReadonlyMap<string, string> | undefined;

/** The seeded industry page's name in lists; throws for a slug the seed has no industry page for. */
export function industryName(slug: IndustrySlug): string {
  names ??= new Map(
    seededListedPages()
      .filter((page) => page.kind === 'industry')
      .map((page) => [listedPageSlug(page.path), page.listing.name]),
  );
  const name = names.get(slug);
  if (!name) throw new Error(`no seeded industry page "${slug}" (seed/pages/industries/${slug}.json)`);
  return name;
}
