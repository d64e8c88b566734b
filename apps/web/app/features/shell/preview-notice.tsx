/**
 * In the admin's preview panel (content/preview.ts): says that the page shows saved drafts. The server
 * renders the drafts only for a request that carries the signed token in its address, so within the panel
 * every internal link is followed as a full page load with the token, and a save in the admin reloads the
 * page, which the server renders afresh (a preview is never cached).
 */
import { useEffect } from 'react';

import { isStrapiUpdate, previewToken, useInPreview } from '~/content/preview';

/** The address of an internal link, with the preview token; undefined for anything else. */
export function previewHref(anchor: HTMLAnchorElement, origin: string, token: string): string | undefined {
  if (anchor.target && anchor.target !== '_self') return undefined;
  if (anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return undefined;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/admin') || url.pathname.startsWith('/uploads/'))
    return undefined;
  url.searchParams.set('preview', token);
  return url.href;
}

export function PreviewNotice() {
  const inPreview = useInPreview();

  useEffect(() => {
    const token = previewToken();
    if (!inPreview || !token) return;
    const onMessage = (event: MessageEvent) => {
      // The admin is on this same origin; anything else posting to the frame is ignored.
      if (isStrapiUpdate(event, window.location.origin)) window.location.reload();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const href = anchor ? previewHref(anchor, window.location.origin, token) : undefined;
      if (!href) return;
      event.preventDefault();
      window.location.assign(href);
    };
    window.addEventListener('message', onMessage);
    // Capture: before React Router's own link handler turns the click into an in-app navigation.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('click', onClick, true);
    };
  }, [inPreview]);

  if (!inPreview) return null;
  return (
    <p
      role="status"
      data-testid="preview-notice"
      className="fixed right-3 bottom-3 z-50 rounded-full bg-amber-300 px-4 py-2 text-sm font-semibold text-slate-900 shadow-lg"
    >
      Preview: saved drafts, not yet published
    </p>
  );
}
