/**
 * SPEC.md §2 "Thank-you dialog": Thank You, saying a call or email will follow, closable with an X.
 * Radix Dialog gives the APG modal dialog: focus moves in and is trapped, Escape closes, focus returns.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2, X } from 'lucide-react';
import { useRef } from 'react';

export interface ThankYouDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** What the visitor sent, for the sentence under the title. */
  readonly message?: string;
}

export function ThankYouDialog({
  open,
  onOpenChange,
  message = 'We have your message. Someone from our team will call or email you within one business day.',
}: ThankYouDialogProps) {
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
            if (!returnFocusTo.current?.isConnected) return;
            event.preventDefault();
            returnFocusTo.current.focus();
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
