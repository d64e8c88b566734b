/**
 * One contact form for the five types of docs/careers.md (project, partner, general, agiliti, career), each with
 * its own rules (§5). Flow (§4): captcha, then save (the content service queues the mails), then reset and
 * the Thank You dialog. A failure keeps everything the visitor typed.
 *
 * Changing the type (the picker on /contact) keeps the same form and what was typed in it (issue 20, item 2):
 * every type has the same text fields, so they keep their values and are checked again with the new type's
 * rules; the CV, which only the career type has, is set aside while another type shows and comes back with it.
 */
import {
  acceptAttribute,
  checkChosenFile,
  checkUpload,
  contactCvUpload,
  contactFieldOfWireName,
  contactFormSchema,
  type ContactFormType,
  type ContactFormValues,
  contactRequirements,
  CONTACT_LIMITS,
  HEAR_ABOUT_US_OPTIONS,
  uploadHint,
} from '@auralis/form-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useLocation } from 'react-router';

import { controlClass } from '~/components/ui/form/field-styles';
import { FileField } from '~/components/ui/form/file-field';
import { FormAlert } from '~/components/ui/form/form-alert';
import { FormField } from '~/components/ui/form/form-field';
import { SelectControl } from '~/components/ui/form/select-control';
import { SubmitButton } from '~/components/ui/form/submit-button';
import { type FieldLabels, useFieldsStillNeeded } from '~/components/ui/form/still-needed';
import { useTypedBeforeHydration } from '~/components/ui/form/typed-before-hydration';
import { ThankYouDialog } from '~/components/ui/thank-you-dialog';
import { useContactEntry } from '~/content/contact-entry';
import { useCaptcha } from '~/submissions/captcha/use-captcha';
import { asSubmissionError, type ServerFieldError } from '~/submissions/submission-error';
import { withQueryClient } from '~/submissions/query-client';

import { useSaveCareerEnquiry } from './api/save-career-enquiry';
import { useSaveProjectLead } from './api/save-project-lead';
import { useSendAgilitiEnquiry } from './api/send-agiliti-enquiry';

const emptyValues: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  howDidYouHearAboutUs: '',
  message: '',
};

/** A 400's field, by its wire name (docs/forms.md#how-a-submission-runs) or the form's own, back to the form's field for its message. */
export function fieldForServerError(error: ServerFieldError): FieldPath<ContactFormValues> | 'cv' | undefined {
  const name = error.path[0];
  if (name === 'cv') return 'cv';
  return name === undefined ? undefined : contactFieldOfWireName(name);
}

export interface ContactFormProps {
  readonly formType: ContactFormType;
}

function ContactFormFields({ formType }: ContactFormProps) {
  // The form's words are the contact entry's (content/contact-entry.ts); the pages show no form without them.
  const copy = useContactEntry().forms[formType];
  const needs = contactRequirements(formType);
  const isCareer = formType === 'career';
  const { pathname } = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const captcha = useCaptcha('contact');
  const saveProjectLead = useSaveProjectLead();
  const saveCareerEnquiry = useSaveCareerEnquiry();
  const sendAgilitiEnquiry = useSendAgilitiEnquiry();
  const schema = useMemo(() => contactFormSchema(formType), [formType]);

  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  // An alert about a send under the previous type no longer applies (state adjusted during render).
  const [alertType, setAlertType] = useState(formType);
  if (alertType !== formType) {
    setAlertType(formType);
    setAlert(null);
  }

  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    setValue,
    trigger,
    control,
    formState: { errors, touchedFields, isDirty, isValid, isSubmitting, isSubmitted },
  } = useForm<ContactFormValues, unknown, ContactFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: emptyValues,
  });

  // react-hook-form reads the resolver of the latest render, so a new type's rules apply to the next check;
  // this check runs them now, so that the messages shown and the submit button agree with the new type (a
  // company name is required for a project, not for a career enquiry). Only the fields whose messages already
  // show are checked: the others still wait for the visitor to leave them. Validity is always the whole form's.
  const checkedType = useRef(formType);
  useEffect(() => {
    if (checkedType.current === formType) return;
    checkedType.current = formType;
    const shown = (Object.keys(emptyValues) as FieldPath<ContactFormValues>[]).filter(
      (name) => isSubmitted || touchedFields[name],
    );
    void trigger(shown);
  }, [formType, isSubmitted, touchedFields, trigger]);

  const errorOf = (field: FieldPath<ContactFormValues>) =>
    touchedFields[field] || isSubmitted ? errors[field]?.message : undefined;

  // The fields in the form's order with their labels, for the line beside the disabled button (issue 33, item 2).
  const labels = useMemo<FieldLabels>(
    () => [
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['email', 'Work email'],
      ['phone', 'Phone number'],
      ['companyName', copy?.companyLabel ?? 'Company'],
      ['howDidYouHearAboutUs', 'How did you hear about us?'],
      ['message', copy?.messageLabel ?? 'Message'],
    ],
    [copy?.companyLabel, copy?.messageLabel],
  );
  const missingFields = useFieldsStillNeeded(schema, control, labels);
  const stillNeeded = isCareer && cvError ? [...missingFields, 'Your CV'] : missingFields;
  const cannotSend = !isDirty || !isValid || (isCareer && Boolean(cvError));

  // The file chosen last: a check of an earlier choice that ends after it is not its verdict.
  const chosenCv = useRef<File | null>(null);
  const chooseCv = (file: File | null) => {
    chosenCv.current = file;
    setCv(file);
    setCvError(file ? checkUpload(contactCvUpload, file) : null);
    if (!file) return;
    // Its first bytes too, at once (issue 33, item 8): a program renamed to .pdf is refused when chosen, with the
    // message the server gives it.
    void checkChosenFile(contactCvUpload, file).then(
      (problem) => {
        if (chosenCv.current === file) setCvError(problem);
      },
      (error: unknown) => console.error('The chosen CV could not be read', error),
    );
  };

  /** The CV's field, where the focus goes when the CV is what stops the form. */
  const focusCv = (form: EventTarget | null | undefined) => {
    const field = form instanceof HTMLFormElement ? form.elements.namedItem('cv') : null;
    if (field instanceof HTMLInputElement) field.focus();
  };

  const send = async (values: ContactFormValues, pass: string) => {
    const pageUrl = pathname;
    if (formType === 'career') return saveCareerEnquiry.mutateAsync({ values, cv, pageUrl, pass });
    if (formType === 'agiliti') return sendAgilitiEnquiry.mutateAsync({ values, pageUrl, pass });
    return saveProjectLead.mutateAsync({ values, formType, pageUrl, pass });
  };

  const onSubmit = async (values: ContactFormValues, event?: BaseSyntheticEvent) => {
    setAlert(null);
    // A CV set aside under another type is not sent with it.
    if (isCareer && cv) {
      const problem = cvError ?? checkUpload(contactCvUpload, cv);
      if (problem) {
        setCvError(problem);
        focusCv(event?.target);
        return;
      }
    }
    try {
      const pass = await captcha.getPass();
      await send(values, pass);
      reset(emptyValues);
      setCv(null);
      setCvError(null);
      // The dialog returns focus where it was when it opened: the start of the form, ready for another.
      setFocus('firstName');
      setThanked(true);
    } catch (caught) {
      const error = asSubmissionError(caught);
      if (error.kind === 'invalid' && error.fieldErrors.length > 0) {
        let focused = false;
        let unplaced = false;
        for (const fieldError of error.fieldErrors) {
          const field = fieldForServerError(fieldError);
          if (field === 'cv') {
            setCvError(fieldError.message);
          } else if (field) {
            setError(field, { message: fieldError.message }, { shouldFocus: !focused });
            focused = true;
          } else {
            unplaced = true;
          }
        }
        if (!unplaced) return;
      }
      console.error(`The ${formType} inquiry failed`, error);
      setAlert(error.visitorMessage);
    }
  };

  // On /contact the form hydrates when the visitor reaches for it: what they typed meanwhile is theirs.
  const registerKeepingTyped = useTypedBeforeHydration(register, setValue, captcha.start);
  const controlProps = (field: FieldPath<ContactFormValues>) => ({
    ...registerKeepingTyped(field),
  });

  if (!copy) return null;
  return (
    <>
      <form
        ref={formRef}
        noValidate
        aria-label={copy.formName}
        data-testid="contact-form"
        data-form-type={formType}
        onSubmit={handleSubmit(onSubmit)}
        className="grid gap-5 sm:grid-cols-2"
        {...captcha.startOnInteraction}
      >
        <FormField label="First name" required error={errorOf('firstName')}>
          {(control) => (
            <input
              {...control}
              {...controlProps('firstName')}
              autoComplete="given-name"
              className={controlClass('default', Boolean(errorOf('firstName')))}
            />
          )}
        </FormField>
        <FormField label="Last name" required error={errorOf('lastName')}>
          {(control) => (
            <input
              {...control}
              {...controlProps('lastName')}
              autoComplete="family-name"
              className={controlClass('default', Boolean(errorOf('lastName')))}
            />
          )}
        </FormField>
        <FormField label="Work email" required error={errorOf('email')}>
          {(control) => (
            <input
              {...control}
              {...controlProps('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              className={controlClass('default', Boolean(errorOf('email')))}
            />
          )}
        </FormField>
        <FormField label="Phone number" required={needs.phone} error={errorOf('phone')}>
          {(control) => (
            <input
              {...control}
              {...controlProps('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={CONTACT_LIMITS.phoneMaxLength}
              placeholder="+91 98450 12345"
              className={controlClass('default', Boolean(errorOf('phone')))}
            />
          )}
        </FormField>
        <FormField label={copy.companyLabel} required={needs.company} error={errorOf('companyName')}>
          {(control) => (
            <input
              {...control}
              {...controlProps('companyName')}
              autoComplete="organization"
              className={controlClass('default', Boolean(errorOf('companyName')))}
            />
          )}
        </FormField>
        <FormField
          label="How did you hear about us?"
          required={needs.hearAbout}
          error={errorOf('howDidYouHearAboutUs')}
        >
          {(control) => (
            <SelectControl
              {...control}
              {...controlProps('howDidYouHearAboutUs')}
              options={HEAR_ABOUT_US_OPTIONS}
              invalid={Boolean(errorOf('howDidYouHearAboutUs'))}
            />
          )}
        </FormField>
        <FormField
          label={copy.messageLabel}
          required={needs.message}
          error={errorOf('message')}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              {...controlProps('message')}
              rows={5}
              maxLength={CONTACT_LIMITS.messageMax}
              placeholder={copy.messageExample}
              className={controlClass('default', Boolean(errorOf('message')), 'resize-y')}
            />
          )}
        </FormField>
        {isCareer ? (
          <div className="sm:col-span-2">
            <FileField
              label="Your CV"
              name="cv"
              required
              accept={acceptAttribute(contactCvUpload)}
              file={cv}
              onChange={chooseCv}
              error={cvError}
              hint={uploadHint(contactCvUpload)}
            />
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Fields marked <span aria-hidden>*</span>
            <span className="sr-only">with a star</span> are required.
          </p>
          <SubmitButton
            disabled={cannotSend}
            // Once the visitor has started (or pressed Send): a form not yet touched needs everything.
            stillNeeded={isDirty || isSubmitted ? stillNeeded : []}
            busy={isSubmitting}
            className="bg-brand-600 text-white hover:bg-brand-700 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300"
          >
            {copy.submitLabel}
          </SubmitButton>
        </div>
        <div className="sm:col-span-2">
          <FormAlert message={alert} />
        </div>
        {captcha.widget}
      </form>
      <ThankYouDialog open={thanked} onOpenChange={setThanked} message={copy.thankYou} formRef={formRef} />
    </>
  );
}

/** The contact form with the query client its captcha and sends use (the shell has none). */
export const ContactForm = withQueryClient(ContactFormFields);
