import type { FormEventHandler, FormHTMLAttributes, ReactNode, Ref } from 'react';

import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import type { SubmissionStatus } from './use-submission-form';

export interface SubmissionFormProps
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'className' | 'children'> {
  readonly formRef?: Ref<HTMLFormElement>;
  /** From useSubmissionForm. */
  readonly submission: SubmissionStatus;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly submitLabel: ReactNode;
  /** Something the schema does not check stops the send (a chosen file that is not what its name says). */
  readonly blocked?: boolean;
  /** The labels of the fields the form still needs (components/ui/form/still-needed.ts). */
  readonly stillNeeded: readonly string[];
  /** Shown under the alert. */
  readonly afterAlert?: ReactNode;
  /** The fields. */
  readonly children: ReactNode;
}

/**
 * A form on the two-column grid (the contact and job application forms): its fields, then the required-fields
 * note beside the submit button, the alert, and the invisible captcha widget, whose loading the first
 * interaction with the form starts (docs/forms.md#how-a-submission-runs).
 */
export function SubmissionForm({
  formRef,
  submission,
  onSubmit,
  submitLabel,
  blocked = false,
  stillNeeded,
  afterAlert,
  children,
  ...attributes
}: SubmissionFormProps) {
  const { captcha, ready, started, busy, alert } = submission;
  return (
    <form
      ref={formRef}
      noValidate
      {...attributes}
      onSubmit={onSubmit}
      className="grid gap-5 sm:grid-cols-2"
      {...captcha.startOnInteraction}
    >
      {children}
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Fields marked <span aria-hidden>*</span>
          <span className="sr-only">with a star</span> are required.
        </p>
        <SubmitButton
          disabled={!ready || blocked}
          // Once the visitor has started (or pressed the button): a form not yet touched needs everything.
          stillNeeded={started ? stillNeeded : []}
          busy={busy}
          className="bg-brand-600 text-white hover:bg-brand-700 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300"
        >
          {submitLabel}
        </SubmitButton>
      </div>
      <div className="sm:col-span-2">
        <FormAlert message={alert?.message ?? null} />
        {afterAlert}
      </div>
      {captcha.widget}
    </form>
  );
}
