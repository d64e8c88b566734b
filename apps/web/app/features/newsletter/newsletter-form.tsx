/**
 * The newsletter sign-up in the footer's Connect block (docs/forms.md): captcha, then save; the
 * success message stays for ten seconds and the form resets; an address already subscribed is a field
 * error; any other failure keeps the address and shows the generic error.
 */
import { messages, NEWSLETTER_SUCCESS_MS, newsletterFormSchema } from '@auralis/form-schemas';
import { CheckCircle2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { z } from 'zod';

import { FormAlert } from '~/components/ui/form/form-alert';
import { useSubmissionForm } from '~/components/ui/form/use-submission-form';
import { withQueryClient } from '~/submissions/query-client';

import { useSaveNewsletterUser } from './api/save-newsletter-user';
import { NewsletterFrame } from './newsletter-frame';

type NewsletterInput = z.input<typeof newsletterFormSchema>;
type NewsletterOutput = z.output<typeof newsletterFormSchema>;

/**
 * What the visitor did in the placeholder before this form's code arrived (newsletter-signup.tsx), read as this
 * form takes its place.
 */
export interface CarriedOverInput {
  readonly email: string;
  readonly focused: boolean;
  /** The visitor left the field: its message shows, as it would have in this form. */
  readonly touched: boolean;
  /** The visitor pressed Enter in the placeholder: the form is sent (or shows its error) on arrival. */
  readonly submitRequested: boolean;
}

function NewsletterFormFields({ takeOver }: { readonly takeOver?: () => CarriedOverInput } = {}) {
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveNewsletterUser();
  const [subscribed, setSubscribed] = useState(false);
  const submission = useSubmissionForm<NewsletterInput, NewsletterOutput>({
    schema: newsletterFormSchema,
    defaultValues: { email: '' },
    captchaKind: 'newsletter',
  });
  const { captcha, alert } = submission;
  const { register, reset, setError, setValue } = submission.form;

  useEffect(() => {
    if (!subscribed) return;
    const timer = setTimeout(() => setSubscribed(false), NEWSLETTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [subscribed]);

  const submit = submission.handleSubmission({
    onStart: () => setSubscribed(false),
    send: ({ email }, pass) => save.mutateAsync({ email, pass }),
    onSent: () => {
      reset();
      setSubscribed(true);
    },
    conversion: { name: 'newsletter_signup' },
    onRefused: ({ fieldErrors }) => {
      // docs/content-and-editing.md: the content service answers 400 for an address that is already subscribed.
      const message = fieldErrors.find((item) => item.path[0] === 'email')?.message;
      setError('email', { message: message ?? messages.emailAlreadyExists }, { shouldFocus: true });
      return true;
    },
    // docs/forms.md#states-and-errors logs these only; docs/forms.md also tells the visitor, who keeps the address.
    logMessage: 'Newsletter sign-up failed',
  });

  /**
   * Enter in the field sends the form even while the button is still disabled: the schema's check is
   * asynchronous, so a fast typist's Enter can arrive before the button enables, and a browser ignores
   * Enter when the form's button is disabled. handleSubmit validates first, so an invalid address shows
   * its message instead of being sent.
   */
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!submission.busy) void submit();
  };

  // Once, on mount: nothing typed into the placeholder is lost, and focus stays where the visitor left it. A
  // layout effect runs in the task that commits the swap, before the browser hands the page another key press:
  // a passive effect ran after a paint, and a key typed into the new, still empty field in between was
  // overwritten by the carried-over text (a fast typist's last letter, and the Enter after it, were lost).
  const { startOnInteraction } = captcha;
  useLayoutEffect(() => {
    const carriedOver = takeOver?.();
    if (!carriedOver) return;
    if (carriedOver.email || carriedOver.touched) {
      setValue('email', carriedOver.email, {
        shouldDirty: true,
        shouldTouch: carriedOver.touched,
        shouldValidate: true,
      });
      startOnInteraction.onInput();
    }
    // Focused here, in this same task, not with react-hook-form's setFocus: that waits for a timer (7.92), and
    // until it fired the focus was on the page's body, where the keys pressed meanwhile went (a browser test on a
    // loaded machine lost half an address). The caret follows the carried text, where the visitor was typing.
    // The field is where the placeholder's was: nothing to scroll to, and the page must not move under the visitor.
    const field = form.current?.elements.namedItem('email');
    if (carriedOver.focused && field instanceof HTMLInputElement) field.focus({ preventScroll: true });
    if (carriedOver.submitRequested) void submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the carried-over input applies once, on mount
  }, []);

  const emailError = submission.errorOf('email');

  return (
    <NewsletterFrame
      formRef={form}
      formProps={{ onSubmit: submit, ...captcha.startOnInteraction }}
      error={emailError}
      renderInput={(attributes) => <input {...attributes} {...register('email')} onKeyDown={submitOnEnter} />}
      submitDisabled={!submission.ready}
      busy={submission.busy}
      status={
        subscribed ? (
          <p className="mt-3 flex items-center gap-2 font-medium text-accent-400">
            <CheckCircle2 aria-hidden className="size-4" />
            {messages.newsletterSuccess}
          </p>
        ) : null
      }
    >
      <FormAlert message={alert?.message ?? null} tone="inverse" />
      {captcha.widget}
    </NewsletterFrame>
  );
}

/** The sign-up form with the query client its captcha and send use (the shell has none). */
export const NewsletterForm = withQueryClient(NewsletterFormFields);
