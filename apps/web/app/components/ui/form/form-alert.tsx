import { AlertCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';

import type { FieldTone } from './field-styles';

const tones: Record<FieldTone, string> = {
  default: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200',
  inverse: 'border-red-900 bg-red-950/60 text-red-200',
};

/**
 * The form's error summary. It exists only while there is a message: an element with role="alert" is
 * announced when it is inserted, and an empty one would only add noise to the page's landmarks. A new
 * message takes focus, so the visitor lands on what went wrong when no single field is to blame.
 */
export function FormAlert({
  message,
  tone = 'default',
}: {
  readonly message: string | null;
  readonly tone?: FieldTone;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className={`mt-4 flex items-start gap-2 rounded-xl border px-4 py-3 text-sm font-medium outline-none focus-visible:outline-2 ${tones[tone]}`}
      data-testid="form-alert"
    >
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </div>
  );
}
