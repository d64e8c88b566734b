/**
 * What every call to the content service shares, kept apart from the fetch wrapper: the forms and the careers
 * reads need the address and the error type, not the manifest's endpoints and schemas (a large chunk).
 */

/** Same origin by default (docs/routes-and-shell.md#one-origin); VITE_CMS_URL points the site at another host. */
export const contentBaseUrl: string = (import.meta.env.VITE_CMS_URL as string | undefined)?.replace(/\/$/, '') ?? '';

/** docs/content-and-editing.md: content queries are cached for 24 hours. */
export const CONTENT_STALE_TIME = 24 * 60 * 60 * 1000;

/** The message shown in the error state when the response cannot be used. */
export class ContentFetchError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ContentFetchError';
  }
}
