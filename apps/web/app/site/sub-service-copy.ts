/**
 * A sub-service page's own copy, as its route's loader hands it to the page: its search data (from its entry),
 * section headings and the cards of related pages (the hero is the page's banner, from the content service).
 * Built on the server from the page's entry.
 */
import { listsSiblingPages, type PageEntryRecord } from '@auralis/content-manifest';

import { parentPageOf, type ServicePageRef, servicePages } from './menu';
import { pageCards, pageHeadOf, type RelatedPageCard } from './page-head';
import { sectionHeadingsOf, type SubServiceHeadings } from './section-headings';
import type { SearchData } from './seo';

export interface SubServiceCopy {
  readonly search: SearchData;
  /** Empty when the server could not be reached: each section shows its default heading. */
  readonly headings: Partial<SubServiceHeadings>;
  /** The parent page, for the breadcrumbs, when the page is a child of another sub-service. */
  readonly parent?: { readonly name: string; readonly path: string };
  /** The child pages, or else the sibling pages, as cards under the sections; none where a section lists them. */
  readonly related?: { readonly heading: string; readonly cards: readonly RelatedPageCard[] };
}

/** The pages a sub-service page shows cards of: its children, or else its siblings where it lists them. */
export function relatedPagesOf(page: ServicePageRef): { readonly heading: string; readonly pages: ServicePageRef[] } {
  const sameArea = servicePages.filter((candidate) => candidate.area === page.area);
  const children = sameArea.filter((candidate) => candidate.parentSlug === page.slug);
  if (children.length > 0) return { heading: `${page.name} services`, pages: children };
  const siblings = listsSiblingPages(page.slug)
    ? sameArea.filter((candidate) => candidate.slug !== page.slug && candidate.parentSlug === page.parentSlug)
    : [];
  return { heading: `More ${page.areaName} services`, pages: siblings };
}

/** The page's copy from its entry and the entries of its related pages (`others`, by path). */
export function subServiceCopy(
  page: ServicePageRef,
  entry: PageEntryRecord,
  others: ReadonlyMap<string, PageEntryRecord | null>,
): SubServiceCopy {
  const related = relatedPagesOf(page);
  const cards = pageCards(related.pages, others);
  return {
    search: pageHeadOf(entry, page.path).search,
    headings: sectionHeadingsOf(entry),
    ...parentPageOf(page),
    ...(cards.length > 0 ? { related: { heading: related.heading, cards } } : {}),
  };
}
