/**
 * SPEC.md §4 and §9: content is cached for 24 hours in the browser. A page's loader data (its content slots)
 * is kept per path for that long; an in-app navigation back to the page renders it at once, without asking
 * the server. A page with a failed block is forgotten, so the next visit tries again.
 */
import { useEffect } from 'react';

import { CONTENT_STALE_TIME } from './content-origin';
import type { ContentSlot, PageContent } from './page-content';

interface PageData {
  readonly content: PageContent;
}

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

/** A route's `clientLoader`: the remembered data of this path while fresh, else the server's. */
export async function cachedPageData<T extends PageData>(request: Request, serverLoader: () => Promise<T>): Promise<T> {
  const path = pathOf(request.url);
  const hit = remembered.get(path);
  if (hit && Date.now() - hit.at < CONTENT_STALE_TIME) return hit.data as T;
  const data = await serverLoader();
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
