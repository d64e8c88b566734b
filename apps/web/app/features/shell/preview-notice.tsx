/**
 * In the admin's preview panel (content/preview.ts): says that the page shows saved drafts, and reads the
 * content again each time the admin reports a save, so the editor sees the change without reloading.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { isStrapiUpdate, useInPreview } from '~/content/preview';

export function PreviewNotice() {
  const queryClient = useQueryClient();
  const inPreview = useInPreview();

  useEffect(() => {
    if (!inPreview) return;
    const onMessage = (event: MessageEvent) => {
      // The admin is on this same origin; anything else posting to the frame is ignored.
      if (isStrapiUpdate(event, window.location.origin)) void queryClient.invalidateQueries({ queryKey: ['content'] });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [inPreview, queryClient]);

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
