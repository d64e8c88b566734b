/**
 * What the admin's Scheduled changes page and the edit view's Schedule panel share: the calls to the admin
 * routes (src/admin-server/scheduled-changes.ts) with the signed-in admin's token, and how a time is shown:
 * always in the editor's own time zone, with the zone written out.
 */
import { useFetchClient } from '@strapi/strapi/admin';
import { useCallback, useEffect, useState } from 'react';

import type { ScheduledChangeView } from '../scheduled-changes/view';

export type { ScheduledChangeView };

/** Must match SCHEDULED_CHANGES_ADMIN_PREFIX of src/admin-server/scheduled-changes.ts. */
export const SCHEDULED_CHANGES_ROUTES = '/scheduled-changes-admin/changes';

/** The pages' type: PAGE_UID of @auralis/content-manifest, which the admin's bundle does not load. */
export const PAGE_TYPE = 'api::page.page';

/** The editor's time zone as the browser knows it, e.g. "Europe/Berlin". */
export const editorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

const withZone = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});

/** "Mon, 30 Nov 2026, 09:00 CET": the instant in the editor's zone, with the zone; seconds only when not 00. */
export const formatWhen = (iso: string): string => withZone.format(new Date(iso)).replace(/(\d{2}:\d{2}):00 /, '$1 ');

/** The words the team reads for a change and its state. */
export const CHANGE_LABEL = { publish: 'Publish', unpublish: 'Unpublish' } as const;
export const STATE_LABEL = {
  scheduled: 'Scheduled',
  done: 'Done',
  cancelled: 'Cancelled',
  failed: 'Failed',
} as const;

/** The message of an admin route's error answer, or `fallback`. */
export function errorMessage(caught: unknown, fallback: string): string {
  const message = (caught as { response?: { data?: { error?: { message?: unknown } } } }).response?.data?.error
    ?.message;
  return typeof message === 'string' && message !== '' ? message : fallback;
}

/** The scheduled changes, of one entry or of every type the admin may schedule; `reload` after a change. */
export function useScheduledChanges(entry?: { readonly targetType: string; readonly targetDocumentId: string }) {
  const { get } = useFetchClient();
  const [changes, setChanges] = useState<readonly ScheduledChangeView[]>();
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  const targetType = entry?.targetType;
  const targetDocumentId = entry?.targetDocumentId;
  useEffect(() => {
    let current = true;
    const query = targetType && targetDocumentId ? `?${new URLSearchParams({ targetType, targetDocumentId })}` : '';
    get<{ data: ScheduledChangeView[] }>(`${SCHEDULED_CHANGES_ROUTES}${query}`).then(
      (response) => {
        if (!current) return;
        setChanges(response.data.data);
        setError('');
      },
      (caught: unknown) => {
        if (current) setError(errorMessage(caught, 'The scheduled changes could not be loaded. Reload the page.'));
      },
    );
    return () => {
      current = false;
    };
  }, [get, targetType, targetDocumentId, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { changes, error, reload };
}

/** Cancels a change; resolves with an error message, or '' when it was cancelled. */
export function useCancelChange() {
  const { post } = useFetchClient();
  return useCallback(
    async (id: number): Promise<string> => {
      try {
        await post(`${SCHEDULED_CHANGES_ROUTES}/${id}/cancel`, {});
        return '';
      } catch (caught) {
        return errorMessage(caught, 'The change could not be cancelled. Please try again.');
      }
    },
    [post],
  );
}
