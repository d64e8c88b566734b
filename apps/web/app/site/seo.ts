/**
 * Page metadata: the per-slug search data of docs/routes-and-shell.md#the-shell and the helpers that turn it into
 * <title>, description, Open Graph, Twitter and canonical tags. Route modules call `pageMeta`.
 */
import { siteConfig } from '@auralis/site-config';

/** docs/routes-and-shell.md#the-shell: "Search data per slug: title, ogTitle, description, ogDescription, keywords, canonicalUrl". */
export interface SearchData {
  readonly title: string;
  readonly ogTitle: string;
  readonly description: string;
  readonly ogDescription: string;
  readonly keywords: readonly string[];
  readonly canonicalUrl: string;
}

/** A page's search data. */
export interface PageSearch {
  readonly search: SearchData;
}

/** What a page shows before its content-service sections: its main heading and a short introduction. */
export interface PageIntroduction extends PageSearch {
  readonly heading: string;
  readonly intro: string;
}

/** Absolute canonical URL for a site path. */
export function canonical(path: string): string {
  return path === '/' ? `${siteConfig.siteUrl}/` : `${siteConfig.siteUrl}${path}`;
}

/** A page's search data as written: everything but the canonical URL, which comes from the page's path. */
export interface SearchCopy {
  readonly search: Omit<SearchData, 'canonicalUrl'>;
}

/** A page's copy as written: its search data, heading and introduction. */
export interface PageCopy extends SearchCopy {
  readonly heading: string;
  readonly intro: string;
}

type WithCanonical<C extends SearchCopy> = Omit<C, 'search'> & {
  readonly search: C['search'] & { readonly canonicalUrl: string };
};

/**
 * Adds each page's canonical URL, derived from its path, to a record of page copy keyed by slug or name, so
 * no canonical URL is ever written by hand (and none can disagree with the route it belongs to).
 */
export function withCanonicalUrls<T extends Record<string, SearchCopy>, K extends keyof T & string>(
  copy: T,
  pathOf: (key: K) => string,
): { readonly [Key in keyof T]: WithCanonical<T[Key]> } {
  return Object.fromEntries(
    Object.entries(copy).map(([key, page]) => [
      key,
      { ...page, search: { ...page.search, canonicalUrl: canonical(pathOf(key as K)) } },
    ]),
  ) as { readonly [Key in keyof T]: WithCanonical<T[Key]> };
}
