/**
 * The stories and industry pages a route lists (issue 34): read from their published entries (drafts in a
 * preview), in the team's order. A failed read answers 503, which the root's error boundary shows.
 */
import type { ListedPageRecord } from '@auralis/content-manifest';
import type { ListedPageKind } from '@auralis/site-map';
import { type AppLoadContext, data } from 'react-router';

import './load-context';

export async function loadListedPages(
  context: AppLoadContext,
  kind: ListedPageKind,
): Promise<readonly ListedPageRecord[]> {
  const result = await context.content.listed(kind);
  if (!result.ok) throw data(result.message, { status: 503 });
  return result.data;
}

/** The stories and the industry pages, in one go (a story's card names its industry). */
export async function loadStoriesAndIndustries(context: AppLoadContext): Promise<{
  readonly stories: readonly ListedPageRecord[];
  readonly industries: readonly ListedPageRecord[];
}> {
  const [stories, industries] = await Promise.all([
    loadListedPages(context, 'story'),
    loadListedPages(context, 'industry'),
  ]);
  return { stories, industries };
}
