import { z } from 'zod';

import { emailField } from './email';
import { checkUpload, type UploadRule } from './files';
import { MAX_UPLOAD_BYTES } from './limits';
import { messages } from './messages';
import { hasOnlyNameCharacters } from './names';
import { plainTextString } from './text';

/**
 * The job application of docs/careers.md and §5 "Job application": the browser validates
 * the form's own fields with `jobApplicationFormSchema`; `toRecruitingRecord` turns them into the recruiting
 * record of §3 that `POST /api/zoho-recruit/apply-job` carries (§7), and the content service validates that
 * record with `jobApplicationRecordSchema`. Both apply the same rule functions, so a message never differs.
 */

// ---------------------------------------------------------------------------------------------------------
// Country dial codes (docs/careers.md, §9)
// ---------------------------------------------------------------------------------------------------------

export interface CountryDialCode {
  readonly countryName: string;
  readonly code: string;
  /** The digits of a mobile number after the dial code, as the national numbering plan fixes them. */
  readonly phoneLength: number;
}

/**
 * One entry per dial code, with the length of a mobile number in that country's public numbering plan
 * (ITU-T E.164 national significant numbers). docs/careers.md#the-application-form fixes +1 at 10, +91 at 10, +971 at 9, +65 at 8 and
 * keeps every length between 7 and 10, so plans whose mobiles are longer (Brazil's and China's 11) are left
 * out rather than accepted with a wrong length. Where a plan allows two lengths, the common mobile one is used.
 */
export const COUNTRY_DIAL_CODES: readonly CountryDialCode[] = [
  { countryName: 'India', code: '+91', phoneLength: 10 },
  { countryName: 'United States / Canada', code: '+1', phoneLength: 10 },
  { countryName: 'United Kingdom', code: '+44', phoneLength: 10 },
  { countryName: 'United Arab Emirates', code: '+971', phoneLength: 9 },
  { countryName: 'Singapore', code: '+65', phoneLength: 8 },
  { countryName: 'Australia', code: '+61', phoneLength: 9 },
  { countryName: 'Germany', code: '+49', phoneLength: 10 },
  { countryName: 'France', code: '+33', phoneLength: 9 },
  { countryName: 'Netherlands', code: '+31', phoneLength: 9 },
  { countryName: 'Ireland', code: '+353', phoneLength: 9 },
  { countryName: 'Saudi Arabia', code: '+966', phoneLength: 9 },
  { countryName: 'Qatar', code: '+974', phoneLength: 8 },
  { countryName: 'Kuwait', code: '+965', phoneLength: 8 },
  { countryName: 'Oman', code: '+968', phoneLength: 8 },
  { countryName: 'Bahrain', code: '+973', phoneLength: 8 },
  { countryName: 'Sri Lanka', code: '+94', phoneLength: 9 },
  { countryName: 'Nepal', code: '+977', phoneLength: 10 },
  { countryName: 'Bangladesh', code: '+880', phoneLength: 10 },
  { countryName: 'Bhutan', code: '+975', phoneLength: 8 },
  { countryName: 'Maldives', code: '+960', phoneLength: 7 },
  { countryName: 'Pakistan', code: '+92', phoneLength: 10 },
  { countryName: 'Afghanistan', code: '+93', phoneLength: 9 },
  { countryName: 'Malaysia', code: '+60', phoneLength: 9 },
  { countryName: 'Indonesia', code: '+62', phoneLength: 10 },
  { countryName: 'Philippines', code: '+63', phoneLength: 10 },
  { countryName: 'Thailand', code: '+66', phoneLength: 9 },
  { countryName: 'Vietnam', code: '+84', phoneLength: 9 },
  { countryName: 'Cambodia', code: '+855', phoneLength: 9 },
  { countryName: 'Myanmar', code: '+95', phoneLength: 9 },
  { countryName: 'Hong Kong', code: '+852', phoneLength: 8 },
  { countryName: 'Macau', code: '+853', phoneLength: 8 },
  { countryName: 'Taiwan', code: '+886', phoneLength: 9 },
  { countryName: 'Japan', code: '+81', phoneLength: 10 },
  { countryName: 'South Korea', code: '+82', phoneLength: 10 },
  { countryName: 'New Zealand', code: '+64', phoneLength: 9 },
  { countryName: 'Israel', code: '+972', phoneLength: 9 },
  { countryName: 'Jordan', code: '+962', phoneLength: 9 },
  { countryName: 'Lebanon', code: '+961', phoneLength: 8 },
  { countryName: 'Iran', code: '+98', phoneLength: 10 },
  { countryName: 'Turkey', code: '+90', phoneLength: 10 },
  { countryName: 'Russia / Kazakhstan', code: '+7', phoneLength: 10 },
  { countryName: 'Ukraine', code: '+380', phoneLength: 9 },
  { countryName: 'Poland', code: '+48', phoneLength: 9 },
  { countryName: 'Czech Republic', code: '+420', phoneLength: 9 },
  { countryName: 'Slovakia', code: '+421', phoneLength: 9 },
  { countryName: 'Hungary', code: '+36', phoneLength: 9 },
  { countryName: 'Romania', code: '+40', phoneLength: 9 },
  { countryName: 'Bulgaria', code: '+359', phoneLength: 9 },
  { countryName: 'Greece', code: '+30', phoneLength: 10 },
  { countryName: 'Cyprus', code: '+357', phoneLength: 8 },
  { countryName: 'Malta', code: '+356', phoneLength: 8 },
  { countryName: 'Italy', code: '+39', phoneLength: 10 },
  { countryName: 'Spain', code: '+34', phoneLength: 9 },
  { countryName: 'Portugal', code: '+351', phoneLength: 9 },
  { countryName: 'Belgium', code: '+32', phoneLength: 9 },
  { countryName: 'Luxembourg', code: '+352', phoneLength: 9 },
  { countryName: 'Switzerland', code: '+41', phoneLength: 9 },
  { countryName: 'Austria', code: '+43', phoneLength: 10 },
  { countryName: 'Denmark', code: '+45', phoneLength: 8 },
  { countryName: 'Norway', code: '+47', phoneLength: 8 },
  { countryName: 'Sweden', code: '+46', phoneLength: 9 },
  { countryName: 'Finland', code: '+358', phoneLength: 9 },
  { countryName: 'Iceland', code: '+354', phoneLength: 7 },
  { countryName: 'Estonia', code: '+372', phoneLength: 8 },
  { countryName: 'Latvia', code: '+371', phoneLength: 8 },
  { countryName: 'Lithuania', code: '+370', phoneLength: 8 },
  { countryName: 'Croatia', code: '+385', phoneLength: 9 },
  { countryName: 'Serbia', code: '+381', phoneLength: 9 },
  { countryName: 'Egypt', code: '+20', phoneLength: 10 },
  { countryName: 'Morocco', code: '+212', phoneLength: 9 },
  { countryName: 'Algeria', code: '+213', phoneLength: 9 },
  { countryName: 'Tunisia', code: '+216', phoneLength: 8 },
  { countryName: 'Nigeria', code: '+234', phoneLength: 10 },
  { countryName: 'Ghana', code: '+233', phoneLength: 9 },
  { countryName: 'Kenya', code: '+254', phoneLength: 9 },
  { countryName: 'Uganda', code: '+256', phoneLength: 9 },
  { countryName: 'Tanzania', code: '+255', phoneLength: 9 },
  { countryName: 'Ethiopia', code: '+251', phoneLength: 9 },
  { countryName: 'Zambia', code: '+260', phoneLength: 9 },
  { countryName: 'Zimbabwe', code: '+263', phoneLength: 9 },
  { countryName: 'South Africa', code: '+27', phoneLength: 9 },
  { countryName: 'Mexico', code: '+52', phoneLength: 10 },
  { countryName: 'Cuba', code: '+53', phoneLength: 8 },
  { countryName: 'Colombia', code: '+57', phoneLength: 10 },
  { countryName: 'Venezuela', code: '+58', phoneLength: 10 },
  { countryName: 'Peru', code: '+51', phoneLength: 9 },
  { countryName: 'Chile', code: '+56', phoneLength: 9 },
  { countryName: 'Argentina', code: '+54', phoneLength: 10 },
];

/** docs/careers.md#the-application-form: the country code defaults to +91. */
export const DEFAULT_DIAL_CODE = '+91';

/** The mobile number length for a dial code, or undefined for a code the table does not hold. */
export function phoneLengthFor(code: string): number | undefined {
  return COUNTRY_DIAL_CODES.find((entry) => entry.code === code)?.phoneLength;
}

/** The message for a number of the wrong length: docs/careers.md names the rule, not the words. */
export function phoneLengthMessage(length: number): string {
  return `Enter a ${length}-digit number`;
}

// ---------------------------------------------------------------------------------------------------------
// Limits and the upload rule (docs/careers.md#the-application-form)
// ---------------------------------------------------------------------------------------------------------

export const EXPERIENCE_KINDS = ['fresher', 'experienced'] as const;
export type ExperienceKind = (typeof EXPERIENCE_KINDS)[number];

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

/** docs/forms.md#states-and-errors: "the submitted notice period then becomes Currently Pursuing". */
export const CURRENTLY_PURSUING = 'Currently Pursuing';

/** The server's answer to a second application with the same email to the same job (docs/careers.md#the-application-form). */
export const DUPLICATE_APPLICATION_MESSAGE = 'Duplicate data found';

export const JOB_APPLICATION_LIMITS = {
  nameMin: 2,
  nameMax: 60,
  placeMax: 80,
  qualificationMin: 2,
  qualificationMax: 120,
  passoutYearMin: 1970,
  /** The latest passout year is the current year plus this. */
  passoutYearsAhead: 5,
  experienceMin: 0.5,
  experienceMax: 50,
  textMax: 120,
  noticePeriodMax: 50,
  urlMax: 500,
  /** Stored in a Strapi `string` column (varchar(255) on PostgreSQL), which refuses longer values on save. */
  linkedinUrlMax: 255,
  otherLinksMax: 3,
  earliestDateOfBirth: '1900-01-01',
} as const;

/** docs/careers.md#the-application-form: pdf or docx for the application, each file 5 MB at most. */
export const jobApplicationUpload: UploadRule = {
  extensions: ['.pdf', '.docx'],
  mimeTypes: ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  maxBytes: MAX_UPLOAD_BYTES,
  typeMessage: messages.resumeType,
  sizeMessage: messages.fileTooLarge,
};

// ---------------------------------------------------------------------------------------------------------
// One function per rule: each returns the field's first message, or undefined when the value passes
// ---------------------------------------------------------------------------------------------------------

type Rule<T> = (value: T) => string | undefined;

const DIGITS = /^\d+$/;
const NOTICE_PERIOD = /^[A-Za-z0-9 .]+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An optional http(s) scheme, a host with a top-level part of at least 2 letters, an optional port and path. */
const URL_PATTERN = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d{2,5})?([/?#]\S*)?$/i;

/**
 * First name, last name, state, country: required, letters of any script and spaces (with an apostrophe or hyphen
 * between letters: names.ts, which the contact forms share), trimmed, at least 2.
 */
const placeOrPersonName =
  (max: number): Rule<string> =>
  (raw) => {
    const value = raw.trim();
    if (value === '') return messages.required;
    if (!hasOnlyNameCharacters(value)) return messages.onlyAlphabet;
    if (value.length < JOB_APPLICATION_LIMITS.nameMin) return messages.tooShort;
    if (value.length > max) return messages.valueTooLong;
    return undefined;
  };
const checkPersonName = placeOrPersonName(JOB_APPLICATION_LIMITS.nameMax);
const checkPlaceName = placeOrPersonName(JOB_APPLICATION_LIMITS.placeMax);

const checkEmail: Rule<string> = (value) => emailField.safeParse(value).error?.issues[0]?.message;

const requiredText =
  (max: number): Rule<string> =>
  (raw) => {
    const value = raw.trim();
    if (value === '') return messages.required;
    if (value.length > max) return messages.valueTooLong;
    return undefined;
  };
const checkWorkText = requiredText(JOB_APPLICATION_LIMITS.textMax);

const optionalText =
  (max: number): Rule<string> =>
  (raw) =>
    raw.trim().length > max ? messages.valueTooLong : undefined;
const checkInternship = optionalText(JOB_APPLICATION_LIMITS.textMax);
const checkInternDuration = optionalText(JOB_APPLICATION_LIMITS.noticePeriodMax);

/** The phone's digits after the dial code, as long as the dial code's country fixes. */
function checkPhone(raw: string, dialCode: string): string | undefined {
  const value = raw.trim();
  if (value === '') return messages.required;
  if (!DIGITS.test(value)) return messages.digitsOnly;
  const length = phoneLengthFor(dialCode);
  if (length !== undefined && value.length !== length) return phoneLengthMessage(length);
  return undefined;
}

const checkDialCode: Rule<string> = (value) =>
  phoneLengthFor(value) === undefined ? messages.invalidSelection : undefined;

/**
 * The latest calendar date anywhere on earth (UTC+14): a birth date that is already today somewhere is not
 * in the future, so the browser and the server agree whatever their time zones.
 */
function latestToday(now: Date): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A yyyy-mm-dd date (what a date input holds), not in the future. */
const checkDateOfBirth: Rule<string> = (raw) => {
  const value = raw.trim();
  if (value === '') return messages.required;
  if (!isCalendarDate(value)) return messages.invalidDateOfBirth;
  if (value < JOB_APPLICATION_LIMITS.earliestDateOfBirth || value > latestToday(new Date())) {
    return messages.invalidDateOfBirth;
  }
  return undefined;
};

const checkGender: Rule<string> = (value) => {
  if (value.trim() === '') return messages.required;
  return (GENDERS as readonly string[]).includes(value) ? undefined : messages.invalidSelection;
};

const checkQualification: Rule<string> = (raw) => {
  const value = raw.trim();
  if (value === '') return messages.required;
  if (value.length < JOB_APPLICATION_LIMITS.qualificationMin) return messages.tooShort;
  if (value.length > JOB_APPLICATION_LIMITS.qualificationMax) return messages.valueTooLong;
  return undefined;
};

/** The latest passout year accepted now: the current year plus 5 (docs/careers.md#the-application-form). */
export function latestPassoutYear(now: Date = new Date()): number {
  return now.getFullYear() + JOB_APPLICATION_LIMITS.passoutYearsAhead;
}

function checkPassoutYearNumber(year: number): string | undefined {
  if (!Number.isInteger(year)) return messages.invalidYear;
  if (year < JOB_APPLICATION_LIMITS.passoutYearMin || year > latestPassoutYear()) return messages.invalidYearRange;
  return undefined;
}

const checkPassoutYear: Rule<string> = (raw) => {
  const value = raw.trim();
  if (value === '') return messages.required;
  if (!DIGITS.test(value)) return messages.invalidYear;
  return checkPassoutYearNumber(Number(value));
};

function checkExperienceNumber(years: number): string | undefined {
  if (!Number.isFinite(years)) return messages.mustBeANumber;
  if (years < JOB_APPLICATION_LIMITS.experienceMin || years > JOB_APPLICATION_LIMITS.experienceMax) {
    return messages.experienceRange;
  }
  return undefined;
}

const checkYearsOfExperience: Rule<string> = (raw) => {
  const value = raw.trim();
  if (value === '') return messages.required;
  if (!DECIMAL.test(value)) return messages.mustBeANumber;
  return checkExperienceNumber(Number(value));
};

const checkNoticePeriod: Rule<string> = (raw) => {
  const value = raw.trim();
  if (value === '') return messages.required;
  if (!NOTICE_PERIOD.test(value)) return messages.invalidNoticePeriod;
  if (value.length > JOB_APPLICATION_LIMITS.noticePeriodMax) return messages.valueTooLong;
  return undefined;
};

/** Whether a value is a URL as the application's link fields take it. */
export function isApplicationUrl(value: string): boolean {
  return value.length <= JOB_APPLICATION_LIMITS.urlMax && URL_PATTERN.test(value);
}

const checkLinkedin: Rule<string> = (raw) => {
  const value = raw.trim();
  if (value === '') return messages.required;
  return isApplicationUrl(value) && value.length <= JOB_APPLICATION_LIMITS.linkedinUrlMax
    ? undefined
    : messages.invalidUrl;
};

/** An extra link: once added it must be a URL (an empty one is removed, not sent). */
const checkOtherLink: Rule<string> = (raw) => (isApplicationUrl(raw.trim()) ? undefined : messages.invalidUrl);

/** What the rules need of a chosen file: the browser's File and the server's upload both have these. */
export interface UploadedFileLike {
  readonly name: string;
  readonly size: number;
}

function isUploadedFileLike(value: unknown): value is UploadedFileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    typeof (value as { size?: unknown }).size === 'number'
  );
}

/** The resume: required, pdf or docx, 5 MB at most. */
export function checkResume(file: UploadedFileLike | null | undefined): string | undefined {
  if (!file) return messages.resumeRequired;
  return checkUpload(jobApplicationUpload, file) ?? undefined;
}

/** The cover letter: optional, and when given, held to the resume's type and size. */
export function checkCoverLetter(file: UploadedFileLike | null | undefined): string | undefined {
  if (!file) return undefined;
  return checkUpload(jobApplicationUpload, file) ?? undefined;
}

// ---------------------------------------------------------------------------------------------------------
// The browser form (docs/forms.md#validation, §4, §5)
// ---------------------------------------------------------------------------------------------------------

/**
 * The form's own fields as the browser holds them. `TFile` is the browser's File in the web app; the rules
 * only read a file's name and size. otherLinks are objects because react-hook-form's field arrays key them.
 */
export interface JobApplicationFormValues<TFile extends UploadedFileLike = UploadedFileLike> {
  firstName: string;
  lastName: string;
  email: string;
  dialCode: string;
  phone: string;
  /** yyyy-mm-dd. */
  dob: string;
  gender: string;
  state: string;
  country: string;
  qualification: string;
  passoutYear: string;
  experienceKind: ExperienceKind;
  yearsOfExperience: string;
  employer: string;
  currentRole: string;
  noticePeriod: string;
  currentlyPursuing: boolean;
  internship: string;
  internDuration: string;
  linkedin: string;
  otherLinks: { url: string }[];
  resume: TFile | null;
  coverLetter: TFile | null;
}

/** The fields only an experienced applicant fills (docs/careers.md#the-application-form: choosing fresher clears their errors). */
export const EXPERIENCED_ONLY_FIELDS = [
  'yearsOfExperience',
  'employer',
  'currentRole',
  'noticePeriod',
  'currentlyPursuing',
] as const satisfies readonly (keyof JobApplicationFormValues)[];

/** The fields only a fresher fills. */
export const FRESHER_ONLY_FIELDS = [
  'internship',
  'internDuration',
] as const satisfies readonly (keyof JobApplicationFormValues)[];

export function emptyJobApplicationForm<
  TFile extends UploadedFileLike = UploadedFileLike,
>(): JobApplicationFormValues<TFile> {
  return {
    firstName: '',
    lastName: '',
    email: '',
    dialCode: DEFAULT_DIAL_CODE,
    phone: '',
    dob: '',
    gender: '',
    state: '',
    country: '',
    qualification: '',
    passoutYear: '',
    experienceKind: 'fresher',
    yearsOfExperience: '',
    employer: '',
    currentRole: '',
    noticePeriod: '',
    currentlyPursuing: false,
    internship: '',
    internDuration: '',
    linkedin: '',
    otherLinks: [],
    resume: null,
    coverLetter: null,
  };
}

type Check = readonly [path: (string | number)[], message: string | undefined];

/** Every rule of docs/forms.md#validation's table against the form's values, fresher or experienced. */
function formChecks(values: JobApplicationFormValues): Check[] {
  const checks: Check[] = [
    [['firstName'], checkPersonName(values.firstName)],
    [['lastName'], checkPersonName(values.lastName)],
    [['email'], checkEmail(values.email)],
    [['dialCode'], checkDialCode(values.dialCode)],
    [['phone'], checkPhone(values.phone, values.dialCode)],
    [['dob'], checkDateOfBirth(values.dob)],
    [['gender'], checkGender(values.gender)],
    [['state'], checkPlaceName(values.state)],
    [['country'], checkPlaceName(values.country)],
    [['qualification'], checkQualification(values.qualification)],
    [['passoutYear'], checkPassoutYear(values.passoutYear)],
    [['linkedin'], checkLinkedin(values.linkedin)],
    [['resume'], checkResume(values.resume)],
    [['coverLetter'], checkCoverLetter(values.coverLetter)],
  ];
  if (values.experienceKind === 'experienced') {
    checks.push(
      [['yearsOfExperience'], checkYearsOfExperience(values.yearsOfExperience)],
      [['employer'], checkWorkText(values.employer)],
      [['currentRole'], checkWorkText(values.currentRole)],
    );
    if (!values.currentlyPursuing) checks.push([['noticePeriod'], checkNoticePeriod(values.noticePeriod)]);
  } else {
    checks.push(
      [['internship'], checkInternship(values.internship)],
      [['internDuration'], checkInternDuration(values.internDuration)],
    );
  }
  if (values.otherLinks.length > JOB_APPLICATION_LIMITS.otherLinksMax) {
    checks.push([['otherLinks'], messages.tooManyLinks]);
  }
  values.otherLinks.forEach((link, index) => {
    checks.push([['otherLinks', index, 'url'], checkOtherLink(link.url)]);
  });
  return checks;
}

/**
 * The form schema, typed for the file the caller holds (the web app passes File; the rules only read its name
 * and size). The shape only checks types; every rule runs in one refinement, so all of a form's messages show
 * at once, each at its field, whichever branch the applicant is on.
 */
export function createJobApplicationFormSchema<TFile extends UploadedFileLike = UploadedFileLike>() {
  const file = z.custom<TFile>(isUploadedFileLike, { error: messages.invalidSelection }).nullable();
  return z
    .object({
      firstName: plainTextString(),
      lastName: plainTextString(),
      email: plainTextString(),
      dialCode: plainTextString(),
      phone: plainTextString(),
      dob: plainTextString(),
      gender: plainTextString(),
      state: plainTextString(),
      country: plainTextString(),
      qualification: plainTextString(),
      passoutYear: plainTextString(),
      experienceKind: z.enum(EXPERIENCE_KINDS, { error: messages.invalidSelection }),
      yearsOfExperience: plainTextString(),
      employer: plainTextString(),
      currentRole: plainTextString(),
      noticePeriod: plainTextString(),
      currentlyPursuing: z.boolean(),
      internship: plainTextString(),
      internDuration: plainTextString(),
      linkedin: plainTextString(),
      otherLinks: z.array(z.object({ url: plainTextString() })),
      resume: file,
      coverLetter: file,
    })
    .superRefine((values: JobApplicationFormValues<TFile>, ctx) => {
      for (const [path, message] of formChecks(values)) {
        if (message !== undefined) ctx.addIssue({ code: 'custom', path, message });
      }
    });
}

export const jobApplicationFormSchema = createJobApplicationFormSchema();

// ---------------------------------------------------------------------------------------------------------
// The recruiting record on the wire (docs/careers.md, §7 apply-job)
// ---------------------------------------------------------------------------------------------------------

/**
 * The recruiting record, with docs/careers.md's exact field names. Every field is always present: a fresher's
 * experience fields are empty with Experience_in_Years 0, an experienced applicant's internship fields are
 * empty. Mobile is the dial code, a space and the digits ("+91 9845012345"); Other_Links joins the extra
 * links with ", " (a URL never holds a comma followed by a space).
 */
export interface JobApplicationRecord {
  First_Name: string;
  Last_Name: string;
  Email: string;
  Mobile: string;
  /** yyyy-mm-dd. */
  Date_of_Birth: string;
  Gender: Gender;
  State: string;
  Country: string;
  Highest_Qualification_Held: string;
  Passout_Year: number;
  Internship: string;
  Internship_Duration: string;
  /** 0 for a fresher, else 0.5 to 50. */
  Experience_in_Years: number;
  Current_Employer: string;
  Current_Job_Title: string;
  /** Letters, digits, spaces and dots, or "Currently Pursuing"; empty for a fresher. */
  Notice_Period: string;
  Linkedin_URL: string;
  Other_Links: string;
}

export const OTHER_LINKS_SEPARATOR = ', ';

/** Which form field a record field comes from, so a server's field message lands where the visitor typed. */
export const FORM_FIELD_OF_RECORD_FIELD = {
  First_Name: 'firstName',
  Last_Name: 'lastName',
  Email: 'email',
  Mobile: 'phone',
  Date_of_Birth: 'dob',
  Gender: 'gender',
  State: 'state',
  Country: 'country',
  Highest_Qualification_Held: 'qualification',
  Passout_Year: 'passoutYear',
  Internship: 'internship',
  Internship_Duration: 'internDuration',
  Experience_in_Years: 'yearsOfExperience',
  Current_Employer: 'employer',
  Current_Job_Title: 'currentRole',
  Notice_Period: 'noticePeriod',
  Linkedin_URL: 'linkedin',
  Other_Links: 'otherLinks',
} as const satisfies Record<keyof JobApplicationRecord, keyof JobApplicationFormValues>;

/** The form's values as the recruiting record (trimmed; the notice period is 'Currently Pursuing' if ticked). */
export function toRecruitingRecord(form: JobApplicationFormValues): JobApplicationRecord {
  const experienced = form.experienceKind === 'experienced';
  const noticePeriod = form.currentlyPursuing ? CURRENTLY_PURSUING : form.noticePeriod.trim();
  return {
    First_Name: form.firstName.trim(),
    Last_Name: form.lastName.trim(),
    Email: form.email.trim(),
    Mobile: `${form.dialCode} ${form.phone.trim()}`,
    Date_of_Birth: form.dob.trim(),
    Gender: form.gender === 'Female' ? 'Female' : 'Male',
    State: form.state.trim(),
    Country: form.country.trim(),
    Highest_Qualification_Held: form.qualification.trim(),
    Passout_Year: Number(form.passoutYear.trim()),
    Internship: experienced ? '' : form.internship.trim(),
    Internship_Duration: experienced ? '' : form.internDuration.trim(),
    Experience_in_Years: experienced ? Number(form.yearsOfExperience.trim()) : 0,
    Current_Employer: experienced ? form.employer.trim() : '',
    Current_Job_Title: experienced ? form.currentRole.trim() : '',
    Notice_Period: experienced ? noticePeriod : '',
    Linkedin_URL: form.linkedin.trim(),
    Other_Links: form.otherLinks
      .map((link) => link.url.trim())
      .filter((url) => url !== '')
      .join(OTHER_LINKS_SEPARATOR),
  };
}

const MOBILE = /^(\+\d{1,4}) (\d+)$/;

function checkMobile(value: string): string | undefined {
  if (value.trim() === '') return messages.required;
  const match = MOBILE.exec(value.trim());
  if (!match) return messages.digitsOnly;
  return checkDialCode(match[1] ?? '') ?? checkPhone(match[2] ?? '', match[1] ?? '');
}

function checkOtherLinks(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  const links = value.split(OTHER_LINKS_SEPARATOR);
  if (links.length > JOB_APPLICATION_LIMITS.otherLinksMax) return messages.tooManyLinks;
  return links.some((link) => !isApplicationUrl(link.trim())) ? messages.invalidUrl : undefined;
}

/**
 * Absent or null counts as empty: a JSON record may leave an empty field out. A value of another type is a
 * shape error; numbers are read by their rules, so an empty record still gets every field's own message.
 */
const wireText = z.preprocess((value) => (value === undefined || value === null ? '' : value), plainTextString());

function checkWireNumber(value: unknown, typeMessage: string, rangeCheck: (value: number) => string | undefined) {
  if (value === undefined || value === null || value === '') return messages.required;
  if (typeof value !== 'number' || !Number.isFinite(value)) return typeMessage;
  return rangeCheck(value);
}

const recordShape = z.object({
  First_Name: wireText,
  Last_Name: wireText,
  Email: wireText,
  Mobile: wireText,
  Date_of_Birth: wireText,
  Gender: wireText,
  State: wireText,
  Country: wireText,
  Highest_Qualification_Held: wireText,
  Passout_Year: z.unknown().optional(),
  Internship: wireText,
  Internship_Duration: wireText,
  Experience_in_Years: z.unknown().optional(),
  Current_Employer: wireText,
  Current_Job_Title: wireText,
  Notice_Period: wireText,
  Linkedin_URL: wireText,
  Other_Links: wireText,
});

/** The same rules as the form, read off the record (Experience_in_Years 0 marks a fresher). */
function recordChecks(record: z.output<typeof recordShape>): Check[] {
  const experienced = record.Experience_in_Years !== 0;
  const checks: Check[] = [
    [['First_Name'], checkPersonName(record.First_Name)],
    [['Last_Name'], checkPersonName(record.Last_Name)],
    [['Email'], checkEmail(record.Email)],
    [['Mobile'], checkMobile(record.Mobile)],
    [['Date_of_Birth'], checkDateOfBirth(record.Date_of_Birth)],
    [['Gender'], checkGender(record.Gender)],
    [['State'], checkPlaceName(record.State)],
    [['Country'], checkPlaceName(record.Country)],
    [['Highest_Qualification_Held'], checkQualification(record.Highest_Qualification_Held)],
    [['Passout_Year'], checkWireNumber(record.Passout_Year, messages.invalidYear, checkPassoutYearNumber)],
    [['Internship'], checkInternship(record.Internship)],
    [['Internship_Duration'], checkInternDuration(record.Internship_Duration)],
    [['Linkedin_URL'], checkLinkedin(record.Linkedin_URL)],
    [['Other_Links'], checkOtherLinks(record.Other_Links)],
  ];
  if (experienced) {
    const noticePeriod = record.Notice_Period.trim();
    checks.push(
      [
        ['Experience_in_Years'],
        checkWireNumber(record.Experience_in_Years, messages.mustBeANumber, checkExperienceNumber),
      ],
      [['Current_Employer'], checkWorkText(record.Current_Employer)],
      [['Current_Job_Title'], checkWorkText(record.Current_Job_Title)],
      [['Notice_Period'], noticePeriod === CURRENTLY_PURSUING ? undefined : checkNoticePeriod(noticePeriod)],
    );
  }
  return checks;
}

/**
 * One recruiting record as `POST /api/zoho-recruit/apply-job` receives it in its `data` list. Unknown fields
 * are dropped; the output is trimmed, holds only the fields of the applicant's branch (a fresher's
 * experience fields and an experienced applicant's internship fields come out empty), and is typed as
 * `JobApplicationRecord`.
 */
export const jobApplicationRecordSchema: z.ZodType<JobApplicationRecord, unknown> = recordShape
  .superRefine((record, ctx) => {
    for (const [path, message] of recordChecks(record)) {
      if (message !== undefined) ctx.addIssue({ code: 'custom', path, message });
    }
  })
  .transform((record): JobApplicationRecord => {
    const experienced = record.Experience_in_Years !== 0;
    return {
      First_Name: record.First_Name.trim(),
      Last_Name: record.Last_Name.trim(),
      Email: record.Email.trim(),
      Mobile: record.Mobile.trim(),
      Date_of_Birth: record.Date_of_Birth.trim(),
      Gender: record.Gender === 'Female' ? 'Female' : 'Male',
      State: record.State.trim(),
      Country: record.Country.trim(),
      Highest_Qualification_Held: record.Highest_Qualification_Held.trim(),
      Passout_Year: Number(record.Passout_Year),
      Internship: experienced ? '' : record.Internship.trim(),
      Internship_Duration: experienced ? '' : record.Internship_Duration.trim(),
      Experience_in_Years: Number(record.Experience_in_Years),
      Current_Employer: experienced ? record.Current_Employer.trim() : '',
      Current_Job_Title: experienced ? record.Current_Job_Title.trim() : '',
      Notice_Period: experienced ? record.Notice_Period.trim() : '',
      Linkedin_URL: record.Linkedin_URL.trim(),
      Other_Links: record.Other_Links.trim(),
    };
  });

/** The multipart `data` part: a JSON list of exactly one recruiting record (docs/careers.md). */
export const jobApplicationDataPartSchema = z.tuple([jobApplicationRecordSchema], {
  error: 'Send one application record',
});

/** The multipart `jobids` part: a JSON list of the one job id (a number becomes its string). */
export const jobIdsPartSchema = z.tuple(
  [
    z
      .union([z.string(), z.number().int().nonnegative()])
      .transform((id) => String(id).trim())
      .pipe(
        z
          .string()
          .min(1, messages.required)
          .max(64)
          .regex(/^[A-Za-z0-9_-]+$/, 'Invalid job id'),
      ),
  ],
  { error: 'Send one job id' },
);
