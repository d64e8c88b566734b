/**
 * Page metadata: the per-slug search data of SPEC.md §2 and the helpers that turn it into
 * <title>, description, Open Graph, Twitter and canonical tags. Route modules call `pageMeta`.
 */
import { siteConfig } from '@auralis/site-config';

/** SPEC.md §2: "Search data per slug: title, ogTitle, description, ogDescription, keywords, canonicalUrl". */
export interface SearchData {
  readonly title: string;
  readonly ogTitle: string;
  readonly description: string;
  readonly ogDescription: string;
  readonly keywords: readonly string[];
  readonly canonicalUrl: string;
}

/** What a page shows before its content-service sections: its main heading and a short introduction. */
export interface PageContent {
  readonly search: SearchData;
  readonly heading: string;
  readonly intro: string;
}

/** Absolute canonical URL for a site path. */
export function canonical(path: string): string {
  return path === '/' ? `${siteConfig.siteUrl}/` : `${siteConfig.siteUrl}${path}`;
}
