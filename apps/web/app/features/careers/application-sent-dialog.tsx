/**
 * docs/forms.md: after a successful submit the visitor confirms a popup and is returned
 * to /career/open-roles. Radix Dialog gives the modal dialog pattern; closing it any way (OK, Escape, the
 * overlay) is the confirmation.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2 } from 'lucide-react';

export interface ApplicationSentDialogProps {
  readonly open: boolean;
  readonly jobName: string;
  readonly onConfirm: () => void;
}

export function ApplicationSentDialog({ open, jobName, onConfirm }: ApplicationSentDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onConfirm();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-8 text-center shadow-2xl outline-none dark:bg-slate-900"
          data-testid="application-sent-dialog"
        >
          <CheckCircle2 aria-hidden className="mx-auto mb-4 size-14 text-accent-500" />
          <Dialog.Title className="font-display text-2xl font-bold text-slate-900 dark:text-white">
            Application sent
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-600 dark:text-slate-300">
            Thank you for applying for {jobName}. Our recruiting team reads every application and will call or email you
            within ten working days.
          </Dialog.Description>
          <Dialog.Close asChild>
            <button
              type="button"
              className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-8 font-semibold text-white hover:bg-brand-700 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300"
            >
              OK
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
