/**
 * A page's head and hero as its entry in the content service holds them (issue 21): the search data the
 * server renders into <head> (`pageMeta`) and the heading and introduction at the top of the page. The
 * loaders build it on the server, so the browser never loads another page's copy.
 */
import type { PageEntryRecord, ShapeValue } from '@auralis/content-manifest';
import { siteConfig } from '@auralis/site-config';

import { canonical, type SearchData } from './seo';

/** The hero's label, heading, introduction and button words; '' where the editors left one empty. */
export type PageHeroCopy = ShapeValue<'pageHero'>;

export interface PageHead {
  readonly search: SearchData;
  readonly hero: PageHeroCopy;
}

/** Keywords as the editors type them, separated by commas. */
const keywordList = (keywords: string | null): string[] =>
  (keywords ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);

/**
 * The head of the page at `pagePath` from its entry. An entry whose editors removed its search data or hero
 * still gives a complete head: its title names the page, its canonical URL is its own address.
 */
export function pageHeadOf(entry: PageEntryRecord, pagePath: string): PageHead {
  const title = `${entry.title} | ${siteConfig.name}`;
  const search: SearchData = entry.search
    ? {
        title: entry.search.title || title,
        description: entry.search.description,
        ogTitle: entry.search.ogTitle || entry.search.title || title,
        ogDescription: entry.search.ogDescription || entry.search.description,
        keywords: keywordList(entry.search.keywords),
        canonicalUrl: entry.search.canonicalUrl || canonical(pagePath),
      }
    : { title, description: '', ogTitle: title, ogDescription: '', keywords: [], canonicalUrl: canonical(pagePath) };
  return { search, hero: entry.hero ?? { label: '', heading: entry.title, intro: '', buttonLabel: '' } };
}

/** The head of a page the browser could not read the entry of (the server did not answer): its name. */
export const pageHeadWithoutEntry = (name: string, pagePath: string): PageHead =>
  pageHeadOf({ title: name, search: null, hero: null, legal: null, sections: {} }, pagePath);

export interface RelatedPageCard {
  readonly title: string;
  readonly to: string;
  readonly text: string;
}

/**
 * Cards that lead to other pages, each with its page's share description; a page whose entry is not
 * published gets no card (its link would answer 404).
 */
export function pageCards(
  pages: readonly { readonly name: string; readonly path: string }[],
  entries: ReadonlyMap<string, PageEntryRecord | null>,
): RelatedPageCard[] {
  return pages.flatMap((page) => {
    const entry = entries.get(page.path);
    return entry ? [{ title: page.name, to: page.path, text: entry.search?.ogDescription ?? '' }] : [];
  });
}
