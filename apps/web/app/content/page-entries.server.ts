/**
 * The page entries a route's loader reads when it shows no content blocks (issue 21): the page's own entry (its
 * search data, hero and own sections) and, for pages that show cards of other pages, those pages' entries, in one
 * read (`loadPage`). A page whose entry is not published (or, in a preview, has no draft) answers 404; a failed
 * read answers 503, which the root's error boundary shows.
 */
import type { PageEntryRecord } from '@auralis/content-manifest';
import type { AppLoadContext } from 'react-router';

import { loadPage, markdownToHtml } from './page-content.server';

import './load-context';

export interface LoadedPageEntries {
  /** The page's own entry. */
  readonly entry: PageEntryRecord;
  /** The other pages' entries by path; null for a page without a published entry. */
  readonly others: ReadonlyMap<string, PageEntryRecord | null>;
}

export async function loadPageEntries(
  context: AppLoadContext,
  pagePath: string,
  otherPaths: readonly string[] = [],
): Promise<LoadedPageEntries> {
  const { entry, others } = await loadPage(context, pagePath, { others: otherPaths });
  return { entry, others };
}

/** A policy page's text as the page renders it: its sections' headings, paragraphs, lists and links, nothing that runs. */
export interface LegalText {
  /** `YYYY-MM-DD`, or '' when the entry has none. */
  readonly lastUpdated: string;
  /** Sanitized HTML from the editors' Markdown. */
  readonly html: string;
}

/** A policy's sections (## headings) and their sub-headings, paragraphs, lists and links. */
const LEGAL_TAGS = ['h2', 'h3', 'p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'code'];

export function legalTextOf(entry: PageEntryRecord): LegalText {
  const safe = markdownToHtml(entry.legal?.body ?? '', LEGAL_TAGS);
  // The sections are numbered here, in the text (a screen reader reads the number with the heading), so an
  // editor who adds or moves one renumbers nothing. Sanitized headings carry no attributes.
  let section = 0;
  return {
    lastUpdated: entry.legal?.lastUpdated ?? '',
    html: safe.replace(/<h2>/g, () => {
      section += 1;
      return `<h2>${section}. `;
    }),
  };
}
