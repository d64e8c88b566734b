import type { FormHTMLAttributes, InputHTMLAttributes, ReactNode, Ref } from 'react';

import { controlClass } from '~/components/ui/form/field-styles';
import { FormField } from '~/components/ui/form/form-field';
import { SubmitButton } from '~/components/ui/form/submit-button';

export interface NewsletterFrameProps {
  readonly formRef?: Ref<HTMLFormElement>;
  readonly formProps?: FormHTMLAttributes<HTMLFormElement>;
  /** Shown under the field; the caller decides when (once the field is touched). */
  readonly error?: string | undefined;
  /** The email input, given the attributes that tie it to its label, hint and error. */
  readonly renderInput: (attributes: InputHTMLAttributes<HTMLInputElement>) => ReactNode;
  readonly submitDisabled: boolean;
  readonly busy: boolean;
  /** The live region's text: the success message while it shows. */
  readonly status?: ReactNode;
  /** The form-level alert and the captcha widget. */
  readonly children?: ReactNode;
}

/**
 * The newsletter form's markup, shared by the working form and the placeholder the footer shows until the
 * form's code has loaded (newsletter-signup.tsx): the swap between the two must not move a pixel.
 */
export function NewsletterFrame({
  formRef,
  formProps,
  error,
  renderInput,
  submitDisabled,
  busy,
  status,
  children,
}: NewsletterFrameProps) {
  return (
    <form
      ref={formRef}
      className="w-full max-w-md"
      noValidate
      aria-label="Newsletter sign-up"
      data-testid="newsletter-form"
      {...formProps}
    >
      {/* The error sits right under the field on every width; the button follows the field, level with it. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-2">
        <FormField
          label="Email address"
          tone="inverse"
          error={error}
          hint="One email a month on engineering, data and design. Unsubscribe any time."
          className="flex-1"
        >
          {(control) =>
            renderInput({
              ...control,
              type: 'email',
              autoComplete: 'email',
              inputMode: 'email',
              placeholder: 'you@company.com',
              className: controlClass('inverse', Boolean(error), '', 'rounded-full'),
            })
          }
        </FormField>
        <SubmitButton
          disabled={submitDisabled}
          busy={busy}
          busyLabel="subscribing"
          className="bg-white text-slate-900 hover:bg-brand-100 sm:mt-7"
        >
          Subscribe
        </SubmitButton>
      </div>
      {/* A polite live region that is always there (announced when its text changes); no status role, so
          it never stands in for a page's loading status. */}
      <div aria-live="polite" className="text-sm" data-testid="newsletter-status">
        {status}
      </div>
      {children}
    </form>
  );
}
