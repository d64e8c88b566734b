/**
 * What a route module may say about its pages in its `handle` export; the website's server build
 * (server/app.ts) reads it for the content service's HTML cache (decision record 013, issue 32).
 */

/** A route's parameters as React Router matched them. */
export type PageParams = Readonly<Record<string, string | undefined>>;

export interface PageHandle {
  /** False: render the page for every request, never keep it in the HTML cache (see the job routes). */
  readonly htmlCache?: boolean;
  /**
   * Whether the parameters name one of the route's pages, known without reading content: from the code, or for
   * pages the team adds (stories, industry pages) from the published pages' paths, which the content service
   * keeps in memory. An unknown id (`/industries/x`) is answered with the route's not-found page, kept once for
   * all of them, so made-up ids neither fill the cache nor each cost a render.
   */
  readonly namesAPage?: (params: PageParams, pathname: string, livePagePaths: ReadonlySet<string>) => boolean;
}
