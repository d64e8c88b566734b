import { type ReactNode, useId } from 'react';

export interface SubmitButtonProps {
  readonly children: ReactNode;
  /**
   * The form is not ready to send: docs/forms.md#states-and-errors keeps its button disabled until the form is changed and valid. It
   * says so with `aria-disabled` and stays focusable and pressable (issue 33, item 2): a press goes to the form's
   * check, which shows every field's message and moves the focus to the first field that needs attention.
   */
  readonly disabled: boolean;
  /** The form is being sent: the button is truly disabled, so a second press never sends it twice. */
  readonly busy: boolean;
  /** Read by screen readers while sending, after the button's own label. */
  readonly busyLabel?: string;
  readonly className?: string;
  /**
   * The labels of the fields the form still needs, shown beside the button while it is disabled ("Still needed:
   * How did you hear about us?") and read with it. Without it the button stands alone.
   */
  readonly stillNeeded?: readonly string[];
}

/** The words of the line beside a disabled button. */
export function stillNeededText(labels: readonly string[]): string {
  return `Still needed: ${labels.join(', ')}`;
}

export function SubmitButton({
  children,
  disabled,
  busy,
  busyLabel = 'sending',
  className = '',
  stillNeeded,
}: SubmitButtonProps) {
  const lineId = useId();
  const line = disabled && !busy && stillNeeded && stillNeeded.length > 0 ? stillNeededText(stillNeeded) : null;
  const button = (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={disabled || undefined}
      aria-describedby={line ? lineId : undefined}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${className}`}
    >
      {busy ? (
        <span
          aria-hidden
          data-testid="submit-spinner"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : null}
      {children}
      {busy ? <span className="sr-only">, {busyLabel}</span> : null}
    </button>
  );
  if (stillNeeded === undefined) return button;
  return (
    <div className="flex flex-col gap-2 sm:items-end">
      {button}
      {line ? (
        <p id={lineId} className="text-sm text-slate-700 sm:text-right dark:text-slate-300" data-testid="still-needed">
          {line}
        </p>
      ) : null}
    </div>
  );
}
