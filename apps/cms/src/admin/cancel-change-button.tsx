/**
 * The button that cancels a scheduled change, in the page's panel and on the Scheduled changes page: it says what it
 * cancels to a screen reader, shows its spinner while the service answers, and reports the outcome in the admin's
 * notification.
 */
import { Button } from '@strapi/design-system';
import { useNotification } from '@strapi/strapi/admin';
import { useState } from 'react';

import { useCancelChange } from './scheduled-changes-api';

export function CancelChangeButton({
  changeId,
  label,
  onCancelled,
}: {
  readonly changeId: number;
  /** What the button cancels, for its accessible name: "Cancel: {label}". */
  readonly label: string;
  readonly onCancelled: () => void;
}) {
  const cancel = useCancelChange();
  const { toggleNotification } = useNotification();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="danger-light"
      size="S"
      loading={busy}
      aria-label={`Cancel: ${label}`}
      onClick={async () => {
        setBusy(true);
        const problem = await cancel(changeId);
        setBusy(false);
        toggleNotification(problem ? { type: 'danger', message: problem } : { type: 'success', message: 'Cancelled.' });
        onCancelled();
      }}
    >
      Cancel
    </Button>
  );
}
