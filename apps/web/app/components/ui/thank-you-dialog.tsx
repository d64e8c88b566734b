/**
 * docs/forms.md: Thank You, saying a call or email will follow, closable with an X.
 * Radix Dialog gives the APG modal dialog: focus moves in and is trapped, Escape closes, focus returns.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2, X } from 'lucide-react';
import { type RefObject, useRef } from 'react';

export interface ThankYouDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The sentence under the title: when a call or email will follow (the form's words, in its entry). */
  readonly message: string;
  /** The form the dialog answers: focus returns to its first field when what had focus is gone. */
  readonly formRef?: RefObject<HTMLFormElement | null>;
}

const FIRST_FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * Where focus goes when the dialog closes: back to what had it, unless that is gone, disabled or nothing (a
 * form's submit button is disabled while it sends and after the form resets, so focus fell to the page),
 * then to the first field of the form the dialog answers.
 */
function focusTargetAfterClose(previous: HTMLElement | null, form: HTMLFormElement | null): HTMLElement | null {
  if (previous?.isConnected && previous !== document.body && !previous.matches(':disabled')) return previous;
  const scope = previous?.isConnected ? (previous.closest('form') ?? form) : form;
  return scope?.querySelector<HTMLElement>(FIRST_FIELD) ?? null;
}

export function ThankYouDialog({ open, onOpenChange, message, formRef }: ThankYouDialogProps) {
  // The dialog opens after a submission, not from a Radix trigger: remember what had focus and return there.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-8 text-center shadow-2xl outline-none dark:bg-slate-900"
          data-testid="thank-you-dialog"
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = focusTargetAfterClose(returnFocusTo.current, formRef?.current ?? null);
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label="Close"
              className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
            >
              <X aria-hidden className="size-5" />
            </button>
          </Dialog.Close>
          <CheckCircle2 aria-hidden className="mx-auto mb-4 size-14 text-accent-500" />
          <Dialog.Title className="font-display text-2xl font-bold text-slate-900 dark:text-white">
            Thank You
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-600 dark:text-slate-300">{message}</Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
