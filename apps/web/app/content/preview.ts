/**
 * Preview mode (issue 12): the admin's Preview panel opens a page of this site with `?preview=<token>`, a
 * short-lived token the content service signed. The server renders that page with the saved drafts (and never
 * caches it); within the panel, links are followed as full page loads that carry the token, and the page
 * reloads when the admin says it saved (Strapi posts `{ type: 'strapiUpdate' }` to the frame); see
 * features/shell/preview-notice.tsx.
 *
 * The token lives in the address only: another tab or the public site never sees a draft. A forged or expired
 * token gets the published page, because the service, not this code, decides.
 */
import { useSyncExternalStore } from 'react';

let token: string | undefined;

/** Reads the token from a location's query string; an empty or absent `preview` leaves preview mode. */
export function startPreview(search: string): void {
  const value = new URLSearchParams(search).get('preview');
  token = value ? value : undefined;
}

if (typeof window !== 'undefined') startPreview(window.location.search);

export function previewToken(): string | undefined {
  return token;
}

/** The message Strapi's Preview sends to the frame after the editor saved. */
export function isStrapiUpdate(event: MessageEvent, origin: string): boolean {
  return (
    event.origin === origin &&
    typeof event.data === 'object' &&
    event.data !== null &&
    (event.data as { type?: unknown }).type === 'strapiUpdate'
  );
}

/** The token is read once per page session and never changes. */
const noChanges = () => () => undefined;

/**
 * Whether this page session is a preview. False while hydrating: the server's HTML has no notice, and the
 * first render must match it.
 */
export function useInPreview(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => token !== undefined,
    () => false,
  );
}
