/**
 * The site's navigation (docs/routes-and-shell.md#the-shell): the header mega menu, the mobile menu and the footer lists
 * read it. The page tree it is built from (service areas, pages, industries, paths) is the shared site map
 * in @auralis/site-map, which the content manifest and the seed read too; it is re-exported here so the
 * site's modules keep one import for navigation.
 */
import { companyFacts, siteConfig } from '@auralis/site-config';
import {
  aboutPages,
  paths,
  type ServicePageNode,
  type ServicePageRef,
  serviceAreas,
  servicePages,
} from '@auralis/site-map';

export {
  type AboutPageSlug,
  aboutPages,
  findServicePage,
  paths,
  type ServiceArea,
  type ServiceAreaSlug,
  serviceAreas,
  type ServicePageNode,
  type ServicePageRef,
  servicePages,
  type SubServiceSlug,
} from '@auralis/site-map';

/** The page a sub-service page is a child of, for its breadcrumbs; none for a page at the top of its area. */
export function parentPageOf(page: ServicePageRef): {
  readonly parent?: { readonly name: string; readonly path: string };
} {
  const parent = page.parentSlug
    ? servicePages.find((candidate) => candidate.area === page.area && candidate.slug === page.parentSlug)
    : undefined;
  return parent ? { parent: { name: parent.name, path: parent.path } } : {};
}

/** An entry below the top bar: level 1, 2 or 3 of the mega menu. */
export interface MenuItem {
  readonly name: string;
  readonly path: string;
  readonly children?: readonly MenuItem[];
}

/** A top-bar entry. `external` entries open in a new tab. */
export interface MenuEntry {
  readonly menu: string;
  readonly path: string;
  readonly external?: boolean;
  readonly children?: readonly MenuItem[];
  /**
   * For an entry with pages under it: one sentence on what its area holds, which the desktop panel shows beside
   * its first column until a column of pages opens there (issue 33, item 6).
   */
  readonly summary?: string;
}

function toMenuItems(area: string, nodes: readonly ServicePageNode[]): MenuItem[] {
  return nodes.map((node) => ({
    name: node.name,
    path: paths.servicePage(area, node.slug),
    ...(node.children ? { children: toMenuItems(area, node.children) } : {}),
  }));
}

/**
 * The header's menu. Its Industries entries are the published industry pages, in the team's order (issue 34:
 * the root's loader reads them, so a page the team adds is in the menu on the next page load).
 */
export function siteMenu(industryPages: readonly MenuItem[]): readonly MenuEntry[] {
  return [
    {
      menu: 'About',
      path: paths.about,
      summary: `Who we are and how we work: our mission, our leaders, our partners and our community work, from ${siteConfig.address.locality} and around the world.`,
      children: aboutPages.map((page) => ({ name: page.name, path: paths.aboutPage(page.slug) })),
    },
    {
      menu: 'Services',
      path: paths.services,
      summary:
        'Design, engineering, AI, testing, cloud and marketing: one team from the first prototype to the platform that runs for years.',
      children: serviceAreas.map((area) => ({
        name: area.name,
        path: paths.serviceOverview(area.slug),
        ...(area.pages.length > 0 ? { children: toMenuItems(area.slug, area.pages) } : {}),
      })),
    },
    { menu: 'Agiliti', path: paths.agiliti },
    {
      menu: 'Industries',
      path: paths.industries,
      summary: 'The industries we build for, and what we have learned in each.',
      children: industryPages.map(({ name, path }) => ({ name, path })),
    },
    { menu: 'Portfolio', path: paths.portfolio },
    { menu: 'Resources', path: siteConfig.resourcesUrl, external: true },
    {
      menu: 'Career',
      path: paths.career,
      summary: `About ${companyFacts.headcount.toLocaleString('en-US')} people in engineering, design, data and marketing. See the roles that are open and life at ${siteConfig.shortName}.`,
      children: [
        { name: 'Open Roles', path: paths.openRoles },
        { name: `Life at ${siteConfig.name.split(' ')[0] ?? siteConfig.name}`, path: paths.lifeAtCompany },
      ],
    },
  ];
}
