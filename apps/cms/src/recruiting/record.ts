/**
 * The recruiting record sent with an application (docs/careers.md), with its exact field names. The shared
 * schema validates it at the door; past that, providers only need each field as text.
 */
export const RECRUITING_RECORD_FIELDS = [
  'First_Name',
  'Last_Name',
  'Email',
  'Mobile',
  'Date_of_Birth',
  'Gender',
  'State',
  'Country',
  'Highest_Qualification_Held',
  'Passout_Year',
  'Internship',
  'Internship_Duration',
  'Experience_in_Years',
  'Current_Employer',
  'Current_Job_Title',
  'Notice_Period',
  'Linkedin_URL',
  'Other_Links',
] as const;
export type RecruitingRecordField = (typeof RECRUITING_RECORD_FIELDS)[number];

/** A validated record: the names are docs/careers.md's; the values are whatever the shared schema produced. */
export type RecruitingRecord = Readonly<Partial<Record<RecruitingRecordField, unknown>>> & {
  readonly First_Name: string;
  readonly Last_Name: string;
  readonly Email: string;
};

/** One field as text: lists (Other_Links) one entry per line, numbers and flags as written, empty as ''. */
export function fieldText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(fieldText).filter(Boolean).join('\n');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Every field of the record as text, in docs/careers.md's order. */
export function recordAsText(record: RecruitingRecord): Record<RecruitingRecordField, string> {
  return Object.fromEntries(RECRUITING_RECORD_FIELDS.map((field) => [field, fieldText(record[field])])) as Record<
    RecruitingRecordField,
    string
  >;
}

/**
 * The key that makes a second application of one address to one job a duplicate. An address may have 254
 * characters, so with the job id the key can pass the 255 a `string` attribute holds: its column is `text`.
 */
export function applicationKey(email: string, jobId: string): string {
  return `${email.trim().toLowerCase()}|${jobId}`;
}

/** Labels for the careers team's mail. */
export const RECORD_LABELS: Readonly<Record<RecruitingRecordField, string>> = {
  First_Name: 'First name',
  Last_Name: 'Last name',
  Email: 'Email',
  Mobile: 'Mobile',
  Date_of_Birth: 'Date of birth',
  Gender: 'Gender',
  State: 'State',
  Country: 'Country',
  Highest_Qualification_Held: 'Highest qualification',
  Passout_Year: 'Passout year',
  Internship: 'Internship',
  Internship_Duration: 'Internship duration',
  Experience_in_Years: 'Experience in years',
  Current_Employer: 'Current employer',
  Current_Job_Title: 'Current job title',
  Notice_Period: 'Notice period',
  Linkedin_URL: 'LinkedIn',
  Other_Links: 'Other links',
};
