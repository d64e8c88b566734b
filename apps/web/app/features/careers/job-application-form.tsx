/**
 * The job application form (docs/careers.md, §4, §5): every field of the table with its
 * rule and message from the shared schema. Flow (§4): captcha, then the multipart submit, then the success
 * popup; confirming it resets the form and returns to /career/open-roles. 'Duplicate data found' from the
 * server shows 'Email already exists.'; a role that closed meanwhile shows the server's message with a link
 * to the open roles; any other failure shows the generic error. Every failure keeps what was typed.
 */
import {
  acceptAttribute,
  COUNTRY_DIAL_CODES,
  createJobApplicationFormSchema,
  DUPLICATE_APPLICATION_MESSAGE,
  emptyJobApplicationForm,
  EXPERIENCED_ONLY_FIELDS,
  FORM_FIELD_OF_RECORD_FIELD,
  FRESHER_ONLY_FIELDS,
  GENDERS,
  JOB_APPLICATION_LIMITS,
  type JobApplicationFormValues,
  jobApplicationUpload,
  messages,
  phoneLengthFor,
  uploadHint,
} from '@auralis/form-schemas';
import { Plus, Trash2, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, type FieldPath, useFieldArray, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';

import { useChosenFileCheck } from '~/components/ui/form/chosen-file-check';
import { controlClass, labelClass } from '~/components/ui/form/field-styles';
import { FileField } from '~/components/ui/form/file-field';
import { FieldError, FormField, RequiredMark } from '~/components/ui/form/form-field';
import { SelectControl } from '~/components/ui/form/select-control';
import { type FieldLabels, useFieldsStillNeeded } from '~/components/ui/form/still-needed';
import { SubmissionForm } from '~/components/ui/form/submission-form';
import { useTypedBeforeHydration } from '~/components/ui/form/typed-before-hydration';
import { useSubmissionForm } from '~/components/ui/form/use-submission-form';
import { paths } from '~/site/menu';
import type { ServerFieldError } from '~/submissions/submission-error';
import { withQueryClient } from '~/submissions/query-client';

import { useApplyJob } from './api/apply-job';
import type { Place } from './api/reverse-geocode';
import { ApplicationSentDialog } from './application-sent-dialog';
import type { JobState } from './job-state';
import { LocationPrefill } from './location-prefill';
import { useLocationPrefill } from './use-location-prefill';

type Values = JobApplicationFormValues<File>;
type FieldName = FieldPath<Values>;
type FileFieldName = 'resume' | 'coverLetter';

/** The fields in the form's order with their labels, for the line beside the disabled button (issue 33, item 2). */
const FIELD_LABELS: FieldLabels = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['dialCode', 'Country code'],
  ['phone', 'Phone number'],
  ['dob', 'Date of birth'],
  ['gender', 'Gender'],
  ['state', 'State'],
  ['country', 'Country'],
  ['qualification', 'Highest qualification'],
  ['passoutYear', 'Passout year'],
  ['experienceKind', 'Experience'],
  ['internship', 'Internship'],
  ['internDuration', 'Internship duration'],
  ['yearsOfExperience', 'Years of experience'],
  ['employer', 'Current employer'],
  ['currentRole', 'Current job title'],
  ['noticePeriod', 'Notice period'],
  ['linkedin', 'LinkedIn profile'],
  ['otherLinks', 'Other links'],
  ['resume', 'Resume'],
  ['coverLetter', 'Cover letter'],
];

const FILE_LABELS: Record<FileFieldName, string> = { resume: 'Resume', coverLetter: 'Cover letter' };

const fieldOfServerName: Record<string, FieldName> = {
  ...FORM_FIELD_OF_RECORD_FIELD,
  resume: 'resume',
  coverLetter: 'coverLetter',
};

/** Where a server's 400 message belongs; undefined when no single field is to blame. */
export function fieldForServerError(error: ServerFieldError): FieldName | undefined {
  const name = error.path[0];
  if (name === undefined || name === 'Other_Links') return undefined;
  return fieldOfServerName[name];
}

const isAboutTheJob = (error: ServerFieldError) => error.path[0] === 'jobids';

/**
 * The server's message when the job closed after the visitor opened this form. No field holds the job, and
 * nothing the visitor can change here fixes it: they need another role.
 */
function closedRoleMessage(fieldErrors: readonly ServerFieldError[]): string | undefined {
  return fieldErrors.find(isAboutTheJob)?.message;
}

function isDuplicate(message: string, fieldErrors: readonly ServerFieldError[]): boolean {
  return (
    message.includes(DUPLICATE_APPLICATION_MESSAGE) ||
    fieldErrors.some((error) => error.message.includes(DUPLICATE_APPLICATION_MESSAGE))
  );
}

/** Today as yyyy-mm-dd in the visitor's time zone: the latest date of birth the date picker offers. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface JobApplicationFormProps {
  readonly job: JobState;
}

function JobApplicationFormFields({ job }: JobApplicationFormProps) {
  const navigate = useNavigate();
  const applyJob = useApplyJob();
  const schema = useMemo(() => createJobApplicationFormSchema<File>(), []);
  const submission = useSubmissionForm<Values>({
    schema,
    defaultValues: emptyJobApplicationForm<File>(),
    captchaKind: 'application',
  });
  const { form, alert } = submission;
  const {
    register: registerField,
    control,
    reset,
    setError,
    clearErrors,
    setValue,
    getValues,
    trigger,
    formState: { errors },
  } = form;
  const [sent, setSent] = useState(false);
  // A chosen file whose first bytes are not what its name says (issue 33, item 8), by field: the schema checks
  // names and sizes only, as the server's rules do; the bytes are read once, when the file is chosen.
  const [refusedFiles, setRefusedFiles] = useState<Partial<Record<FileFieldName, string>>>({});
  // The form hydrates when the visitor reaches for it (job-application-form-island.tsx): what they typed meanwhile
  // is theirs, and a field they already left shows its message.
  const register = useTypedBeforeHydration(registerField, setValue, submission.captcha.start);
  const otherLinks = useFieldArray({ control, name: 'otherLinks' });
  const experienceKind = useWatch({ control, name: 'experienceKind' });
  const currentlyPursuing = useWatch({ control, name: 'currentlyPursuing' });
  const dialCode = useWatch({ control, name: 'dialCode' });
  const phoneLength = phoneLengthFor(dialCode);

  const prefillPlace = (place: Place) => {
    // Only empty fields: what the visitor typed wins over the browser's guess.
    for (const [field, value] of [
      ['state', place.state],
      ['country', place.country],
    ] as const) {
      if (value && getValues(field).trim() === '') {
        setValue(field, value, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
      }
    }
  };
  const location = useLocationPrefill(prefillPlace);

  const checkFile = useChosenFileCheck(jobApplicationUpload);
  const chooseFile = (name: FileFieldName, file: File | null) => {
    setRefusedFiles(({ [name]: _earlier, ...others }) => others);
    checkFile(name, file, (problem) => {
      if (problem) setRefusedFiles((refused) => ({ ...refused, [name]: problem }));
    });
  };
  const refusedFileFields = (Object.keys(refusedFiles) as FileFieldName[]).filter((name) => refusedFiles[name]);
  const missingFields = useFieldsStillNeeded(schema, control, FIELD_LABELS);
  const stillNeeded = [
    ...missingFields,
    ...refusedFileFields.map((name) => FILE_LABELS[name]).filter((label) => !missingFields.includes(label)),
  ];

  const errorOf = (field: FieldName): string | undefined => {
    if ((field === 'resume' || field === 'coverLetter') && refusedFiles[field]) return refusedFiles[field];
    return submission.errorOf(field);
  };

  const input = (field: FieldName, extra = '') => ({
    ...register(field),
    className: controlClass('default', Boolean(errorOf(field)), extra),
  });

  const onSubmit = submission.handleSubmission({
    // The schema passed, but a chosen file is not what its name says: its field takes the focus, its message shows.
    blockingField: () => refusedFileFields[0],
    send: (values, pass) => applyJob.mutateAsync({ values, jobId: job.id, pass }),
    onSent: () => setSent(true),
    conversion: { name: 'job_application' },
    onRefused: ({ message, fieldErrors }) => {
      if (isDuplicate(message, fieldErrors)) {
        setError('email', { message: messages.applicationEmailExists }, { shouldFocus: true });
        return true;
      }
      if (fieldErrors.length === 0) return false;
      const closedRole = closedRoleMessage(fieldErrors);
      // With the role closed, the alert is what matters and takes the focus, not a field.
      const everyPlaced = submission.showFieldErrors(
        fieldErrors.filter((fieldError) => !isAboutTheJob(fieldError)),
        fieldForServerError,
        { focus: closedRole === undefined },
      );
      return closedRole ?? everyPlaced;
    },
    logMessage: 'The job application failed',
  });
  // The alert tells of a role that closed: the visitor needs another one.
  const roleClosed = alert !== null && closedRoleMessage(alert.error.fieldErrors) !== undefined;

  const confirmSent = () => {
    setSent(false);
    reset(emptyJobApplicationForm<File>());
    void navigate(paths.openRoles);
  };

  const chooseExperienceKind = (kind: string) => {
    // docs/careers.md#the-application-form: choosing fresher clears the experience-only errors (and the other way round).
    clearErrors(kind === 'fresher' ? [...EXPERIENCED_ONLY_FIELDS] : [...FRESHER_ONLY_FIELDS]);
  };

  const togglePursuing = (checked: boolean) => {
    if (!checked) return;
    // docs/careers.md#the-application-form: ticking Currently Pursuing disables and clears the notice period and makes it optional.
    setValue('noticePeriod', '', { shouldDirty: true });
    clearErrors('noticePeriod');
  };

  const chooseDialCode = (code: string) => {
    const length = phoneLengthFor(code);
    const phone = getValues('phone');
    if (length !== undefined && phone.length > length) setValue('phone', phone.slice(0, length), { shouldDirty: true });
    if (phone !== '') void trigger('phone');
  };

  const linksLeft = JOB_APPLICATION_LIMITS.otherLinksMax - otherLinks.fields.length;
  const linksError = (errors.otherLinks as { message?: string; root?: { message?: string } } | undefined)?.root
    ?.message;

  return (
    <>
      <SubmissionForm
        aria-label={`Application for ${job.Job_Opening_Name}`}
        data-testid="job-application-form"
        submission={submission}
        onSubmit={onSubmit}
        submitLabel="Submit application"
        blocked={refusedFileFields.length > 0}
        stillNeeded={stillNeeded}
        afterAlert={
          roleClosed ? (
            <p className="mt-2 text-sm">
              <Link
                to={paths.openRoles}
                className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
              >
                See the roles that are open
              </Link>
            </p>
          ) : null
        }
      >
        <h2 className="text-2xl font-bold sm:col-span-2">About you</h2>
        <FormField label="First name" required error={errorOf('firstName')}>
          {(props) => <input {...props} {...input('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField label="Last name" required error={errorOf('lastName')}>
          {(props) => <input {...props} {...input('lastName')} autoComplete="family-name" />}
        </FormField>
        <FormField label="Email" required error={errorOf('email')}>
          {(props) => <input {...props} {...input('email')} type="email" inputMode="email" autoComplete="email" />}
        </FormField>
        <FormField
          label="Phone number"
          required
          error={errorOf('phone') ?? errorOf('dialCode')}
          hint={phoneLength ? `${phoneLength} digits after the country code.` : undefined}
        >
          {(props) => (
            // The code keeps a fixed width and the number takes the rest; each control fills its own box
            // (controlClass makes controls full width, so the widths live on the wrappers).
            <div className="flex gap-2">
              <div className="w-32 shrink-0 sm:w-40">
                <select
                  aria-label="Country code"
                  {...register('dialCode', { onChange: (event) => chooseDialCode(String(event.target.value)) })}
                  autoComplete="tel-country-code"
                  className={controlClass('default', Boolean(errorOf('dialCode')), 'appearance-auto px-2')}
                >
                  {COUNTRY_DIAL_CODES.map((entry) => (
                    <option key={entry.code} value={entry.code}>
                      {entry.code} {entry.countryName}
                    </option>
                  ))}
                </select>
              </div>
              <div className="min-w-0 flex-1">
                <input
                  {...props}
                  {...input('phone')}
                  // HTML's autofill puts tel-national (the number without its country code, which the select
                  // beside it holds) in the text group: on type="tel" it is invalid. The keypad comes from inputMode.
                  type="text"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={phoneLength}
                />
              </div>
            </div>
          )}
        </FormField>
        <FormField label="Date of birth" required error={errorOf('dob')}>
          {(props) => (
            <input
              {...props}
              {...input('dob')}
              type="date"
              min={JOB_APPLICATION_LIMITS.earliestDateOfBirth}
              max={localToday()}
              autoComplete="bday"
            />
          )}
        </FormField>
        <FormField label="Gender" required error={errorOf('gender')}>
          {(props) => (
            <SelectControl
              {...props}
              {...register('gender')}
              options={GENDERS}
              placeholder="Select"
              invalid={Boolean(errorOf('gender'))}
            />
          )}
        </FormField>
        <FormField label="State" required error={errorOf('state')}>
          {(props) => <input {...props} {...input('state')} autoComplete="address-level1" />}
        </FormField>
        <FormField label="Country" required error={errorOf('country')}>
          {(props) => <input {...props} {...input('country')} autoComplete="country-name" />}
        </FormField>
        <LocationPrefill location={location} />

        <h2 className="mt-4 text-2xl font-bold sm:col-span-2">Education and experience</h2>
        <FormField label="Highest qualification" required error={errorOf('qualification')}>
          {(props) => <input {...props} {...input('qualification')} placeholder="B.E. Computer Science" />}
        </FormField>
        <FormField label="Passout year" required error={errorOf('passoutYear')}>
          {(props) => <input {...props} {...input('passoutYear')} inputMode="numeric" maxLength={4} />}
        </FormField>
        <fieldset className="sm:col-span-2">
          <legend className={labelClass.default}>
            Experience
            <RequiredMark />
          </legend>
          <div className="flex flex-wrap gap-3">
            {(['fresher', 'experienced'] as const).map((kind) => (
              <label
                key={kind}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-slate-800"
              >
                <input
                  type="radio"
                  value={kind}
                  {...register('experienceKind', { onChange: (event) => chooseExperienceKind(event.target.value) })}
                  className="size-4 accent-brand-600"
                />
                {kind === 'fresher' ? 'Fresher' : 'Experienced'}
              </label>
            ))}
          </div>
        </fieldset>
        {experienceKind === 'fresher' ? (
          <>
            <FormField label="Internship" error={errorOf('internship')} hint="Where you interned, if you did.">
              {(props) => <input {...props} {...input('internship')} />}
            </FormField>
            <FormField label="Internship duration" error={errorOf('internDuration')}>
              {(props) => <input {...props} {...input('internDuration')} placeholder="6 months" />}
            </FormField>
          </>
        ) : (
          <>
            <FormField label="Years of experience" required error={errorOf('yearsOfExperience')}>
              {(props) => <input {...props} {...input('yearsOfExperience')} inputMode="decimal" />}
            </FormField>
            <FormField label="Current employer" required error={errorOf('employer')}>
              {(props) => <input {...props} {...input('employer')} autoComplete="organization" />}
            </FormField>
            <FormField label="Current job title" required error={errorOf('currentRole')}>
              {(props) => <input {...props} {...input('currentRole')} autoComplete="organization-title" />}
            </FormField>
            <div>
              <FormField label="Notice period" required={!currentlyPursuing} error={errorOf('noticePeriod')}>
                {(props) => (
                  <input {...props} {...input('noticePeriod')} disabled={currentlyPursuing} placeholder="30 days" />
                )}
              </FormField>
              <label className="mt-3 inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  {...register('currentlyPursuing', { onChange: (event) => togglePursuing(event.target.checked) })}
                  className="size-4 accent-brand-600"
                />
                Currently Pursuing
              </label>
            </div>
          </>
        )}

        <h2 className="mt-4 text-2xl font-bold sm:col-span-2">Profiles and documents</h2>
        <FormField label="LinkedIn profile" required error={errorOf('linkedin')} className="sm:col-span-2">
          {(props) => (
            <input
              {...props}
              {...input('linkedin')}
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/your-name"
            />
          )}
        </FormField>
        <fieldset className="sm:col-span-2" data-testid="other-links">
          <legend className={labelClass.default}>Other links</legend>
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
            A portfolio, GitHub or anything else you want us to see; up to {JOB_APPLICATION_LIMITS.otherLinksMax}.
          </p>
          <div className="mb-3 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => otherLinks.append({ url: '' })}
              disabled={linksLeft <= 0}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              <Plus aria-hidden className="size-4" />
              Add a link
            </button>
            {otherLinks.fields.length > 0 ? (
              <button
                type="button"
                onClick={() => otherLinks.remove()}
                className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/50"
              >
                <Trash2 aria-hidden className="size-4" />
                Remove all links
              </button>
            ) : null}
          </div>
          {linksError ? <FieldError id="other-links-error" message={linksError} /> : null}
          {/* The buttons sit above the list: a link's message appearing on blur never moves them under the pointer. */}
          <ul className="grid gap-3">
            {otherLinks.fields.map((link, index) => (
              <li key={link.id} className="flex items-start gap-2">
                <FormField
                  label={<span className="sr-only">Other link {index + 1}</span>}
                  error={errorOf(`otherLinks.${index}.url`)}
                  className="min-w-0 flex-1 [&>label]:mb-0"
                >
                  {(props) => (
                    <input
                      {...props}
                      {...input(`otherLinks.${index}.url`)}
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                    />
                  )}
                </FormField>
                <button
                  type="button"
                  onClick={() => otherLinks.remove(index)}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                >
                  <X aria-hidden className="size-5" />
                  <span className="sr-only">Remove other link {index + 1}</span>
                </button>
              </li>
            ))}
          </ul>
          <p className="sr-only" aria-live="polite">
            {otherLinks.fields.length} of {JOB_APPLICATION_LIMITS.otherLinksMax} links added.
          </p>
        </fieldset>
        {(['resume', 'coverLetter'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <FileField
                label={name === 'resume' ? 'Resume' : 'Cover letter'}
                name={name}
                required={name === 'resume'}
                accept={acceptAttribute(jobApplicationUpload)}
                file={field.value}
                onChange={(file) => {
                  // Choosing or removing a file is the file input's touch: its message shows from then on.
                  field.onChange(file);
                  field.onBlur();
                  chooseFile(name, file);
                }}
                error={errorOf(name)}
                hint={uploadHint(jobApplicationUpload)}
              />
            )}
          />
        ))}
      </SubmissionForm>
      <ApplicationSentDialog open={sent} jobName={job.Job_Opening_Name} onConfirm={confirmSent} />
    </>
  );
}

/** The application form with the query client its captcha and send use (the shell has none). */
export const JobApplicationForm = withQueryClient(JobApplicationFormFields);
