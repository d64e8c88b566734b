import { type ReactNode, useId } from 'react';

import { errorClass, type FieldTone, hintClass, labelClass } from './field-styles';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': boolean;
  readonly 'aria-required': boolean | undefined;
}

export interface FormFieldProps {
  readonly label: ReactNode;
  readonly required?: boolean;
  readonly hint?: ReactNode;
  /** Shown only when set; the caller decides when (e.g. once the field is touched). */
  readonly error?: string | undefined;
  readonly tone?: FieldTone;
  readonly className?: string;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control, an optional hint and an error message, tied together with ids. */
export function FormField({ label, required, hint, error, tone = 'default', className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass[tone]}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': Boolean(error),
        'aria-required': required || undefined,
      })}
      {error ? <FieldError id={errorId} message={error} tone={tone} /> : null}
      {hint ? (
        <p id={hintId} className={hintClass[tone]}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The star after a required field's label; screen readers hear "required" from the control itself. */
export function RequiredMark() {
  return (
    <span aria-hidden className="ml-0.5 text-red-700 dark:text-red-400">
      *
    </span>
  );
}

/** An error under its field, prefixed with '*' as docs/forms.md#validation shows it. */
export function FieldError({ id, message, tone = 'default' }: { id: string; message: string; tone?: FieldTone }) {
  return (
    <p id={id} className={errorClass[tone]} data-testid="field-error">
      <span aria-hidden>*</span>
      {message}
    </p>
  );
}
