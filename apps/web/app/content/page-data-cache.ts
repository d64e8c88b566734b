/**
 * docs/content-and-editing.md: content is cached for 24 hours in the browser. A page's loader data (its content slots)
 * is kept per path for that long; an in-app navigation back to the page renders it at once, without asking
 * the server. A page with a failed block is forgotten, so the next visit tries again.
 */
import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';

import { CONTENT_STALE_TIME } from './content-origin';
import { withHtmlOnlyTexts } from './html-only-text';
import { type ContentResult, type ContentSlot, markWhenSettled, type PageContent, type PageData } from './page-content';

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
 * A route's `clientLoader`: the remembered data of this path while fresh; else the server's answer, which reads the
 * page's entry and its blocks together (one read of each document, content/page-content.server.ts). Each block
 * (`keys`) becomes a promise of its part of the answer, so every block shows its content, or its error box when its
 * part could not be read (§8). When the server cannot answer at all, the page opens with `withoutServer()` (what
 * the browser knows of it: its name and links) and every block's error box.
 */
export async function cachedPageData<T extends PageData>(
  request: Request,
  serverLoader: () => Promise<T>,
  keys: readonly string[],
  withoutServer: () => Omit<T, 'content'>,
): Promise<T> {
  const path = pathOf(request.url);
  const hit = remembered.get(path);
  if (hit && Date.now() - hit.at < CONTENT_STALE_TIME) return hit.data as T;
  const unreachable: ContentResult = { ok: false, message: UNREACHABLE_MESSAGE };
  let answer: T;
  try {
    answer = await serverLoader();
  } catch (error) {
    // The server's 404 (no such page, or its entry unpublished) is the not-found screen.
    if (isRouteErrorResponse(error) && error.status === 404) throw error;
    // Otherwise the page opens with what the browser knows of it (its name, its links), every block showing
    // its error box (docs/content-and-editing.md); nothing is remembered, so the next visit asks again.
    console.error('The page could not be loaded', error);
    return { ...withoutServer(), content: Object.fromEntries(keys.map((key) => [key, unreachable])) } as T;
  }
  const content: PageContent = Object.fromEntries(
    keys.map((key) => [
      key,
      markWhenSettled(
        Promise.resolve(answer.content[key] ?? unreachable).catch((error: unknown) => {
          console.error('The page content could not be loaded', error);
          return unreachable;
        }),
      ),
    ]),
  );
  const data: T = { ...answer, content };
  remember(path, data);
  return data;
}

/**
 * The data a first load arrived with (the server rendered it into the HTML) counts as read too, with the texts it
 * carried in its markup only read back from the document while they are there.
 */
export function useRememberPageData(pathname: string, data: PageData): void {
  useEffect(() => {
    if (!remembered.has(pathname)) remember(pathname, withHtmlOnlyTexts(data));
  }, [pathname, data]);
}

/** For tests: forget every page. */
export function forgetPageData(): void {
  remembered.clear();
}
