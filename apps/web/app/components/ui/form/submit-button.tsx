import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  readonly children: ReactNode;
  /** Disabled until the form is changed and valid (SPEC.md §4), and while it is sent. */
  readonly disabled: boolean;
  readonly busy: boolean;
  /** Read by screen readers while sending, after the button's own label. */
  readonly busyLabel?: string;
  readonly className?: string;
}

export function SubmitButton({ children, disabled, busy, busyLabel = 'sending', className = '' }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 ${className}`}
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
}
