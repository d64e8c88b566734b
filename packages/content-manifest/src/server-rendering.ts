/**
 * The contract between the content service, which serves every page, and the website's server build, which
 * renders it (decision record 013). The service loads the build (`apps/web/server/app.ts`), calls its
 * handler with a load context, and implements the content reader with the same read path, shapes and read
 * cache as its REST endpoints, so a page's HTML and `GET /api/{name}` always agree.
 */

/** One manifest endpoint, and the number a numbered endpoint is read by. */
export interface EndpointRequest {
  readonly name: string;
  readonly number?: number;
}

/** A settled read: the endpoint's `data` in the v4 shape, or why it could not be read. */
export type ContentReadResult =
  | { readonly ok: true; readonly data: unknown }
  | { readonly ok: false; readonly message: string };

export interface ContentReader {
  /**
   * Reads several endpoints of one page at once: each page document (or shared block) they live in is read
   * once, whatever the number of its sections. Never rejects: a failed read is a result, one per request.
   */
  read(requests: readonly EndpointRequest[]): Promise<readonly ContentReadResult[]>;
}

/** What every loader receives (React Router's `AppLoadContext`). */
export interface SiteLoadContext {
  /** Published content, or the saved drafts behind a valid preview token. */
  readonly content: ContentReader;
  /** True for an in-app navigation's data request: content blocks answer with a promise each. */
  readonly deferContent: boolean;
}

/** What the website's server build exports. */
export interface SiteServerModule {
  /** React Router's request handler: pages, navigation data requests and route discovery. */
  readonly handleRequest: (request: Request, loadContext: SiteLoadContext) => Promise<Response>;
  /** Whether a path is one of the site's pages (any route but the catch-all not-found route). */
  readonly isPagePath: (pathname: string) => boolean;
  /** Changes with every build, so cached pages of an older build are never served. */
  readonly buildId: string;
}
