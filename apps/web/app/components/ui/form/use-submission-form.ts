/**
 * A form's plumbing, written once (docs/engineering-habits.md, habit 18): its react-hook-form state, checked
 * with the form's shared schema once a field is left (docs/forms.md#in-the-browser), its captcha, and its submit,
 * run as docs/forms.md#how-a-submission-runs says: the captcha's pass, the send, then the form's own success; on a
 * failure the server's field messages at their fields, or the alert, with what was typed kept
 * (docs/forms.md#states-and-errors). Each form keeps only its fields, its rules and what it does with the answer.
 */
import type { CaptchaPassKind } from '@auralis/form-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  get,
  useForm,
  type UseFormHandleSubmit,
  type UseFormReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';

import { type ConversionEvent, sendConversion } from '~/site/analytics/conversion';
import { type FormCaptcha, useCaptcha } from '~/submissions/captcha/use-captcha';
import { asSubmissionError, type ServerFieldError, type SubmissionError } from '~/submissions/submission-error';

/** The alert under a form: its sentence, and the failure it tells of. */
export interface SubmissionAlert {
  readonly message: string;
  readonly error: SubmissionError;
}

/** What a form's frame shows of its submission: the captcha, the button's state and the alert. */
export interface SubmissionStatus {
  readonly captcha: FormCaptcha;
  /** Changed and valid: docs/forms.md#states-and-errors keeps the button waiting until then. */
  readonly ready: boolean;
  /** The visitor changed a field or pressed the button: from then on the button says what is still needed. */
  readonly started: boolean;
  /** Being sent. */
  readonly busy: boolean;
  readonly alert: SubmissionAlert | null;
}

/** One form's steps around the shared submit. */
export interface SubmissionSteps<Output> {
  /** First, once the schema passed: clears what the last submit left on the form. */
  readonly onStart?: () => void;
  /**
   * The name of a field the schema passed but the form does not (a chosen file that is not what its name says):
   * the submit stops there, and the field takes the focus.
   */
  readonly blockingField?: () => string | undefined;
  /** Sends the values with the captcha's pass. */
  readonly send: (values: Output, pass: string) => Promise<unknown>;
  /** The content service took it. */
  readonly onSent: () => void;
  /**
   * The conversion the analytics provider hears once the content service took it (docs/analytics.md): the form's
   * kind only, never what the visitor typed; sent only after the visitor's Accept.
   */
  readonly conversion: ConversionEvent;
  /**
   * The server refused a field (400): true once the form has shown why at its fields, a sentence for the alert
   * instead of the generic one, or false to show the generic one.
   */
  readonly onRefused?: (error: SubmissionError) => boolean | string;
  /** What the console says, with the error, when the visitor is shown the generic alert. */
  readonly logMessage: string;
}

export interface FormSubmission<Input extends FieldValues, Output> extends SubmissionStatus {
  readonly form: UseFormReturn<Input, unknown, Output>;
  /** A field's message once the visitor has left it or pressed the button; a path may be nested (`links.0.url`). */
  readonly errorOf: (field: FieldPath<Input>) => string | undefined;
  /**
   * Puts each of the server's field messages at the field `fieldFor` names, the first of them taking the focus
   * unless something else takes it (`focus: false`); says whether every message found a field.
   */
  readonly showFieldErrors: (
    fieldErrors: readonly ServerFieldError[],
    fieldFor: (error: ServerFieldError) => FieldPath<Input> | undefined,
    options?: { readonly focus?: boolean },
  ) => boolean;
  readonly clearAlert: () => void;
  /** The form's submit handler, running `steps` (docs/forms.md#how-a-submission-runs). */
  readonly handleSubmission: (steps: SubmissionSteps<Output>) => ReturnType<UseFormHandleSubmit<Input, Output>>;
}

export function useSubmissionForm<Input extends FieldValues, Output = Input>({
  schema,
  defaultValues,
  captchaKind,
}: {
  readonly schema: ZodType<Output, Input>;
  readonly defaultValues: DefaultValues<Input>;
  readonly captchaKind: CaptchaPassKind;
}): FormSubmission<Input, Output> {
  const captcha = useCaptcha(captchaKind);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
  // Read while rendering, so that react-hook-form renders the form again when any of them changes.
  const { errors, touchedFields, isDirty, isValid, isSubmitting, isSubmitted } = form.formState;
  const [alert, setAlert] = useState<SubmissionAlert | null>(null);

  const errorOf = (field: FieldPath<Input>): string | undefined => {
    if (!get(touchedFields, field) && !isSubmitted) return undefined;
    const message = get<typeof errors, { message?: unknown } | undefined>(errors, field)?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const showFieldErrors: FormSubmission<Input, Output>['showFieldErrors'] = (fieldErrors, fieldFor, options) => {
    let focused = options?.focus === false;
    let everyPlaced = true;
    for (const fieldError of fieldErrors) {
      const field = fieldFor(fieldError);
      if (field) {
        form.setError(field, { message: fieldError.message }, { shouldFocus: !focused });
        focused = true;
      } else {
        everyPlaced = false;
      }
    }
    return everyPlaced;
  };

  const handleSubmission = ({
    onStart,
    blockingField,
    send,
    onSent,
    conversion,
    onRefused,
    logMessage,
  }: SubmissionSteps<Output>) =>
    form.handleSubmit(async (values, event) => {
      setAlert(null);
      onStart?.();
      const blocking = blockingField?.();
      if (blocking !== undefined) {
        const target: unknown = event?.target;
        const field = target instanceof HTMLFormElement ? target.elements.namedItem(blocking) : null;
        if (field instanceof HTMLInputElement) field.focus();
        return;
      }
      try {
        const pass = await captcha.getPass();
        await send(values, pass);
        onSent();
        sendConversion(conversion);
      } catch (caught) {
        const error = asSubmissionError(caught);
        const refusal = error.kind === 'invalid' && onRefused ? onRefused(error) : false;
        if (refusal === true) return;
        if (typeof refusal === 'string') {
          setAlert({ message: refusal, error });
          return;
        }
        console.error(logMessage, error);
        setAlert({ message: error.visitorMessage, error });
      }
    });

  return {
    form,
    captcha,
    ready: isDirty && isValid,
    started: isDirty || isSubmitted,
    busy: isSubmitting,
    alert,
    errorOf,
    showFieldErrors,
    clearAlert: () => setAlert(null),
    handleSubmission,
  };
}
