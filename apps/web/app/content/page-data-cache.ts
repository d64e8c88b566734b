/**
 * SPEC.md §4 and §9: content is cached for 24 hours in the browser. A page's loader data (its content slots)
 * is kept per path for that long; an in-app navigation back to the page renders it at once, without asking
 * the server. A page with a failed block is forgotten, so the next visit tries again.
 */
import { useEffect } from 'react';

import { CONTENT_STALE_TIME } from './content-origin';
import type { ContentResult, ContentSlot, PageContent, PageData } from './page-content';

/** The content service could not be reached for an in-app navigation: every block shows this in its box. */
export const UNREACHABLE_MESSAGE = 'The content service could not be reached. Check your connection and try again.';

const remembered = new Map<string, { readonly at: number; readonly data: PageData }>();

const pathOf = (url: string): string => new URL(url, 'http://site.invalid').pathname;

function remember(path: string, data: PageData): void {
  remembered.set(path, { at: Date.now(), data });
  for (const slot of Object.values(data.content) as ContentSlot[]) {
    void Promise.resolve(slot).then((result) => {
      if (!result.ok && remembered.get(path)?.data === data) remembered.delete(path);
    });
  }
}

/**
 * A route's `clientLoader`: the remembered data of this path while fresh; else the page opens at once, each
 * of its blocks (`keys`) a promise of the server's answer, so every block shows its spinner and then its
 * content (SPEC.md §4), or its error box when the server cannot be reached (§8).
 */
export function cachedPageData<T extends PageData>(
  request: Request,
  serverLoader: () => Promise<T>,
  keys: readonly string[],
): PageData {
  const path = pathOf(request.url);
  const hit = remembered.get(path);
  if (hit && Date.now() - hit.at < CONTENT_STALE_TIME) return hit.data;
  const answer = serverLoader().catch((error: unknown) => {
    console.error('The page content could not be loaded', error);
    return undefined;
  });
  const unreachable: ContentResult = { ok: false, message: UNREACHABLE_MESSAGE };
  const content: PageContent = Object.fromEntries(
    keys.map((key) => [
      key,
      answer.then((data): ContentSlot => (data ? (data.content[key] ?? unreachable) : unreachable)),
    ]),
  );
  const data: PageData = { content };
  remember(path, data);
  return data;
}

/** The data a first load arrived with (the server rendered it into the HTML) counts as read too. */
export function useRememberPageData(pathname: string, data: PageData): void {
  useEffect(() => {
    if (!remembered.has(pathname)) remember(pathname, data);
  }, [pathname, data]);
}

/** For tests: forget every page. */
export function forgetPageData(): void {
  remembered.clear();
}
