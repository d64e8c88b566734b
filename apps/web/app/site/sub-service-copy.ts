/**
 * A sub-service page's own copy, as its route hands it to the page: search data, section headings and the
 * cards of related pages (the hero is the page's banner, from the content service). The tables it reads hold every sub-service page's copy
 * (about 20 KB compressed), so the browser never loads them for a first visit: the route's loader computes
 * one page's copy on the server, and only an in-app navigation loads this module (and the tables) in the
 * browser, in a chunk of its own.
 */
import { listsSiblingPages } from '@auralis/content-manifest';

import { type ServicePageRef, servicePages } from './menu';
import { subServicePageContent } from './search-data/sub-services';
import { sectionHeadings, type SubServiceHeadings } from './section-headings';
import type { SearchData } from './seo';

export interface RelatedPageCard {
  readonly title: string;
  readonly to: string;
  readonly text: string;
}

export interface SubServiceCopy {
  readonly search: SearchData;
  readonly headings: SubServiceHeadings;
  /** The parent page, for the breadcrumbs, when the page is a child of another sub-service. */
  readonly parent?: { readonly name: string; readonly path: string };
  /** The child pages, or else the sibling pages, as cards under the sections; none where a section lists them. */
  readonly related?: { readonly heading: string; readonly cards: readonly RelatedPageCard[] };
}

export function subServiceCopy(page: ServicePageRef): SubServiceCopy {
  const { search } = subServicePageContent[page.slug];
  const sameArea = servicePages.filter((candidate) => candidate.area === page.area);
  const parent = page.parentSlug ? sameArea.find((candidate) => candidate.slug === page.parentSlug) : undefined;
  const children = sameArea.filter((candidate) => candidate.parentSlug === page.slug);
  const siblings = listsSiblingPages(page.slug)
    ? sameArea.filter((candidate) => candidate.slug !== page.slug && candidate.parentSlug === page.parentSlug)
    : [];
  const relatedPages = children.length > 0 ? children : siblings;
  const cards = relatedPages.map((candidate) => ({
    title: candidate.name,
    to: candidate.path,
    text: subServicePageContent[candidate.slug].search.ogDescription,
  }));
  return {
    search,
    headings: sectionHeadings[page.slug],
    ...(parent ? { parent: { name: parent.name, path: parent.path } } : {}),
    ...(cards.length > 0
      ? {
          related: {
            heading: children.length > 0 ? `${page.name} services` : `More ${page.areaName} services`,
            cards,
          },
        }
      : {}),
  };
}
