/**
 * The page entries a route's loader reads besides its content blocks (issue 21): the page's own entry (its
 * search data and hero) and, for pages that show cards of other pages, those pages' entries, in one read.
 * A page whose entry is not published (or, in a preview, has no draft) answers 404; a failed read answers 503,
 * which the root's error boundary shows.
 */
import type { PageEntryRecord } from '@auralis/content-manifest';
import { type AppLoadContext, data } from 'react-router';

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
  const result = await context.content.pages([pagePath, ...otherPaths]);
  if (!result.ok) throw data(result.message, { status: 503 });
  const [entry, ...others] = result.data;
  if (!entry) throw data(null, { status: 404 });
  return { entry, others: new Map(otherPaths.map((otherPath, index) => [otherPath, others[index] ?? null])) };
}
