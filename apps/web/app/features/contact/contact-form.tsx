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
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useLocation } from 'react-router';

import { useChosenFileCheck } from '~/components/ui/form/chosen-file-check';
import { controlClass } from '~/components/ui/form/field-styles';
import { FileField } from '~/components/ui/form/file-field';
import { FormField } from '~/components/ui/form/form-field';
import { SelectControl } from '~/components/ui/form/select-control';
import { type FieldLabels, useFieldsStillNeeded } from '~/components/ui/form/still-needed';
import { SubmissionForm } from '~/components/ui/form/submission-form';
import { useTypedBeforeHydration } from '~/components/ui/form/typed-before-hydration';
import { useSubmissionForm } from '~/components/ui/form/use-submission-form';
import { ThankYouDialog } from '~/components/ui/thank-you-dialog';
import { useContactEntry } from '~/content/contact-entry';
import type { ServerFieldError } from '~/submissions/submission-error';
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
export function fieldForServerError(error: ServerFieldError): FieldPath<ContactFormValues> | undefined {
  const name = error.path[0];
  return name === undefined ? undefined : contactFieldOfWireName(name);
}

/** A 400 about the CV, whose file field is not one of react-hook-form's: the form shows its message itself. */
const isAboutTheCv = (error: ServerFieldError) => error.path[0] === 'cv';

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
  const saveProjectLead = useSaveProjectLead();
  const saveCareerEnquiry = useSaveCareerEnquiry();
  const sendAgilitiEnquiry = useSendAgilitiEnquiry();
  const schema = useMemo(() => contactFormSchema(formType), [formType]);
  const submission = useSubmissionForm<ContactFormValues>({
    schema,
    defaultValues: emptyValues,
    captchaKind: 'contact',
  });
  const { form, errorOf } = submission;
  const {
    register,
    reset,
    setFocus,
    setValue,
    trigger,
    control,
    formState: { touchedFields, isSubmitted },
  } = form;

  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  // An alert about a send under the previous type no longer applies (state adjusted during render).
  const [alertType, setAlertType] = useState(formType);
  if (alertType !== formType) {
    setAlertType(formType);
    submission.clearAlert();
  }

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

  const checkCv = useChosenFileCheck(contactCvUpload, 'CV');
  const chooseCv = (file: File | null) => {
    setCv(file);
    setCvError(file ? checkUpload(contactCvUpload, file) : null);
    // Its first bytes too, at once (issue 33, item 8): a program renamed to .pdf is refused when chosen, with the
    // message the server gives it.
    checkCv('cv', file, setCvError);
  };

  const send = async (values: ContactFormValues, pass: string) => {
    const pageUrl = pathname;
    if (formType === 'career') return saveCareerEnquiry.mutateAsync({ values, cv, pageUrl, pass });
    if (formType === 'agiliti') return sendAgilitiEnquiry.mutateAsync({ values, pageUrl, pass });
    return saveProjectLead.mutateAsync({ values, formType, pageUrl, pass });
  };

  const onSubmit = submission.handleSubmission({
    blockingField: () => {
      // A CV set aside under another type is not sent with it.
      if (!isCareer || !cv) return undefined;
      const problem = cvError ?? checkUpload(contactCvUpload, cv);
      if (!problem) return undefined;
      setCvError(problem);
      return 'cv';
    },
    send,
    onSent: () => {
      reset(emptyValues);
      setCv(null);
      setCvError(null);
      // The dialog returns focus where it was when it opened: the start of the form, ready for another.
      setFocus('firstName');
      setThanked(true);
    },
    conversion: { name: 'enquiry', type: formType },
    onRefused: ({ fieldErrors }) => {
      for (const fieldError of fieldErrors.filter(isAboutTheCv)) setCvError(fieldError.message);
      const others = fieldErrors.filter((fieldError) => !isAboutTheCv(fieldError));
      return fieldErrors.length > 0 && submission.showFieldErrors(others, fieldForServerError);
    },
    logMessage: `The ${formType} inquiry failed`,
  });

  // On /contact the form hydrates when the visitor reaches for it: what they typed meanwhile is theirs.
  const registerKeepingTyped = useTypedBeforeHydration(register, setValue, submission.captcha.start);
  const controlProps = (field: FieldPath<ContactFormValues>) => ({
    ...registerKeepingTyped(field),
  });

  if (!copy) return null;
  return (
    <>
      <SubmissionForm
        formRef={formRef}
        aria-label={copy.formName}
        data-testid="contact-form"
        data-form-type={formType}
        submission={submission}
        onSubmit={onSubmit}
        submitLabel={copy.submitLabel}
        blocked={isCareer && Boolean(cvError)}
        stillNeeded={stillNeeded}
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
      </SubmissionForm>
      <ThankYouDialog open={thanked} onOpenChange={setThanked} message={copy.thankYou} formRef={formRef} />
    </>
  );
}

/** The contact form with the query client its captcha and sends use (the shell has none). */
export const ContactForm = withQueryClient(ContactFormFields);
