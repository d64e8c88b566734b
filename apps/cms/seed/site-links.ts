/**
 * Links the seed's copy makes to pages of the site: the title and path come from the shared site map, so a
 * list of service areas or pages in the seed never spells a name or a path the menu already owns.
 */
import { paths, serviceArea, type ServiceAreaSlug, servicePage, type SubServiceSlug } from '@auralis/site-map';

export interface PageLink {
  readonly title: string;
  readonly path: string;
}

/** A service area's overview page (/services/{area}), titled with the area's name. */
export function areaLink(slug: ServiceAreaSlug): PageLink {
  return { title: serviceArea(slug).name, path: paths.serviceOverview(slug) };
}

/** A sub-service page (/{area}/{pagename}), titled with the page's name. */
export function pageLink(slug: SubServiceSlug): PageLink {
  const page = servicePage(slug);
  return { title: page.name, path: page.path };
}
