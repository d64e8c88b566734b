import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fieldErrors } from './field-errors';
import { MAX_UPLOAD_BYTES } from './limits';
import {
  COUNTRY_DIAL_CODES,
  CURRENTLY_PURSUING,
  DEFAULT_DIAL_CODE,
  emptyJobApplicationForm,
  EXPERIENCED_ONLY_FIELDS,
  FORM_FIELD_OF_RECORD_FIELD,
  FRESHER_ONLY_FIELDS,
  type JobApplicationFormValues,
  jobApplicationDataPartSchema,
  jobApplicationFormSchema,
  type JobApplicationRecord,
  jobApplicationRecordSchema,
  jobIdsPartSchema,
  latestPassoutYear,
  phoneLengthFor,
  toRecruitingRecord,
} from './job-application';

const resume = { name: 'Ada Lovelace CV.pdf', size: 120_000 };

const fresher: JobApplicationFormValues = {
  ...emptyJobApplicationForm(),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  dialCode: '+91',
  phone: '9845012345',
  dob: '2001-12-10',
  gender: 'Female',
  state: 'Karnataka',
  country: 'India',
  qualification: 'B.E. Computer Science',
  passoutYear: '2023',
  internship: 'Analytical Engines Ltd',
  internDuration: '6 months',
  linkedin: 'https://www.linkedin.com/in/ada-lovelace',
  resume,
};

const experienced: JobApplicationFormValues = {
  ...fresher,
  experienceKind: 'experienced',
  yearsOfExperience: '4.5',
  employer: 'Difference Engines',
  currentRole: 'QA Engineer',
  noticePeriod: '30 days',
};

/** The first message per field, as react-hook-form's resolver shows it; null when the form is valid. */
/** A LinkedIn profile URL of the given length. */
const linkedinOf = (length: number) => `https://www.linkedin.com/in/${'a'.repeat(length - 28)}`;

function errorsOf(values: JobApplicationFormValues): Record<string, string> | null {
  const result = jobApplicationFormSchema.safeParse(values);
  if (result.success) return null;
  return Object.fromEntries(fieldErrors(result.error).map((error) => [error.path.join('.'), error.message]));
}

function messageFor<K extends keyof JobApplicationFormValues>(
  field: K,
  value: JobApplicationFormValues[K],
  base: JobApplicationFormValues = fresher,
): string | undefined {
  return errorsOf({ ...base, [field]: value })?.[field];
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('job application form: complete forms (docs/careers.md)', () => {
  it('starts as a fresher with +91 and no links or files', () => {
    const empty = emptyJobApplicationForm();
    expect(empty.experienceKind).toBe('fresher');
    expect(empty.dialCode).toBe('+91');
    expect(empty.otherLinks).toEqual([]);
    expect(empty.resume).toBeNull();
    expect(empty.currentlyPursuing).toBe(false);
  });

  it('accepts a complete fresher and a complete experienced applicant', () => {
    expect(errorsOf(fresher)).toBeNull();
    expect(errorsOf(experienced)).toBeNull();
  });

  it('names every required field of an empty form with its message', () => {
    expect(errorsOf(emptyJobApplicationForm())).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      phone: 'Required',
      dob: 'Required',
      gender: 'Required',
      state: 'Required',
      country: 'Required',
      qualification: 'Required',
      passoutYear: 'Required',
      linkedin: 'Required',
      resume: 'Resume is required',
    });
  });

  it('adds the experience fields when experienced', () => {
    expect(errorsOf({ ...emptyJobApplicationForm(), experienceKind: 'experienced' })).toMatchObject({
      yearsOfExperience: 'Required',
      employer: 'Required',
      currentRole: 'Required',
      noticePeriod: 'Required',
    });
  });

  it('ignores the experience fields of a fresher, whatever they hold', () => {
    expect(
      errorsOf({ ...fresher, yearsOfExperience: 'many', employer: '', noticePeriod: '30 days!', currentRole: '' }),
    ).toBeNull();
  });

  it('lists the branch-only fields', () => {
    expect(EXPERIENCED_ONLY_FIELDS).toEqual([
      'yearsOfExperience',
      'employer',
      'currentRole',
      'noticePeriod',
      'currentlyPursuing',
    ]);
    expect(FRESHER_ONLY_FIELDS).toEqual(['internship', 'internDuration']);
  });
});

describe('names, state and country (docs/careers.md#the-application-form)', () => {
  it.each(['firstName', 'lastName', 'state', 'country'] as const)(
    '%s: required, letters and spaces only, trimmed, at least 2',
    (field) => {
      expect(messageFor(field, '')).toBe('Required');
      expect(messageFor(field, '   ')).toBe('Required');
      expect(messageFor(field, 'A')).toBe('too short');
      expect(messageFor(field, ' A ')).toBe('too short');
      expect(messageFor(field, 'Ada4')).toBe('Enter only alphabet');
      expect(messageFor(field, 'Ada--Mae')).toBe('Enter only alphabet');
      expect(messageFor(field, "O''Brien")).toBe('Enter only alphabet');
      expect(messageFor(field, '-Ann')).toBe('Enter only alphabet');
      // Issue 33, item 3: an apostrophe (' or ’) or a hyphen between letters belongs to a name.
      for (const name of ["O'Brien", 'D’Souza', 'Smith-Jones', 'Jean-Luc', 'Baden-Württemberg']) {
        expect(messageFor(field, name)).toBeUndefined();
      }
      expect(messageFor(field, 'Tamil Nadu')).toBeUndefined();
      expect(messageFor(field, '  Goa  ')).toBeUndefined();
      expect(messageFor(field, 'Karnātaka')).toBeUndefined();
      expect(messageFor(field, 'A'.repeat(200))).toBe('This is too long');
    },
  );
});

describe('email (docs/forms.md#validation)', () => {
  it('is required and needs at least 3 characters before @', () => {
    expect(messageFor('email', '')).toBe('Required');
    expect(messageFor('email', 'ab@example.com')).toBe('Invalid email');
    expect(messageFor('email', 'abc@example')).toBe('Invalid email');
    expect(messageFor('email', ' abc@example.com ')).toBeUndefined();
  });
});

describe('phone and dial code (docs/careers.md#the-application-form)', () => {
  it('is required and digits only', () => {
    expect(messageFor('phone', '')).toBe('Required');
    expect(messageFor('phone', '98450 12345')).toBe('Please enter digits only');
    expect(messageFor('phone', '+919845012345')).toBe('Please enter digits only');
    expect(messageFor('phone', '98450abcde')).toBe('Please enter digits only');
  });

  it("must have the selected country's length", () => {
    expect(messageFor('phone', '984501234')).toBe('Enter a 10-digit number');
    expect(messageFor('phone', '98450123456')).toBe('Enter a 10-digit number');
    expect(errorsOf({ ...fresher, dialCode: '+65', phone: '91234567' })).toBeNull();
    expect(errorsOf({ ...fresher, dialCode: '+65', phone: '9845012345' })?.phone).toBe('Enter a 8-digit number');
    expect(errorsOf({ ...fresher, dialCode: '+971', phone: '501234567' })).toBeNull();
  });

  it('refuses a dial code the table does not hold', () => {
    expect(messageFor('dialCode', '+999')).toBe('Invalid selection');
  });

  it('has about 75 codes, one entry each, 7 to 10 digits, with the lengths docs/careers.md names', () => {
    expect(COUNTRY_DIAL_CODES.length).toBeGreaterThanOrEqual(70);
    expect(COUNTRY_DIAL_CODES.length).toBeLessThanOrEqual(95);
    expect(new Set(COUNTRY_DIAL_CODES.map((entry) => entry.code)).size).toBe(COUNTRY_DIAL_CODES.length);
    for (const entry of COUNTRY_DIAL_CODES) {
      expect(entry.code).toMatch(/^\+\d{1,4}$/);
      expect(entry.phoneLength).toBeGreaterThanOrEqual(7);
      expect(entry.phoneLength).toBeLessThanOrEqual(10);
      expect(entry.countryName.length).toBeGreaterThan(1);
    }
    expect(phoneLengthFor('+1')).toBe(10);
    expect(phoneLengthFor('+91')).toBe(10);
    expect(phoneLengthFor('+971')).toBe(9);
    expect(phoneLengthFor('+65')).toBe(8);
    expect(phoneLengthFor('+44')).toBe(10);
    expect(phoneLengthFor('+0')).toBeUndefined();
    expect(DEFAULT_DIAL_CODE).toBe('+91');
    expect(COUNTRY_DIAL_CODES[0]?.code).toBe('+91');
  });
});

describe('date of birth (docs/careers.md#the-application-form)', () => {
  it('is required and not in the future', () => {
    expect(messageFor('dob', '')).toBe('Required');
    expect(messageFor('dob', '2026-06-15')).toBeUndefined();
    expect(messageFor('dob', '2026-06-17')).toBe('Invalid date of birth');
    expect(messageFor('dob', '2030-01-01')).toBe('Invalid date of birth');
  });

  it('must be a real calendar date', () => {
    expect(messageFor('dob', '2001-02-30')).toBe('Invalid date of birth');
    expect(messageFor('dob', '10/12/2001')).toBe('Invalid date of birth');
    expect(messageFor('dob', '1899-12-31')).toBe('Invalid date of birth');
    expect(messageFor('dob', '2000-02-29')).toBeUndefined();
  });
});

describe('gender (docs/careers.md#the-application-form)', () => {
  it('is Male or Female', () => {
    expect(messageFor('gender', '')).toBe('Required');
    expect(messageFor('gender', 'Male')).toBeUndefined();
    expect(messageFor('gender', 'Female')).toBeUndefined();
    expect(messageFor('gender', 'female')).toBe('Invalid selection');
    expect(messageFor('gender', 'Other')).toBe('Invalid selection');
  });
});

describe('qualification and passout year (docs/careers.md#the-application-form)', () => {
  it('qualification: required, at least 2', () => {
    expect(messageFor('qualification', '')).toBe('Required');
    expect(messageFor('qualification', 'B')).toBe('too short');
    expect(messageFor('qualification', 'BA')).toBeUndefined();
  });

  it('passout year: a number from 1970 to the current year plus 5', () => {
    expect(latestPassoutYear()).toBe(2031);
    expect(messageFor('passoutYear', '')).toBe('Required');
    expect(messageFor('passoutYear', 'twenty')).toBe('Invalid year');
    expect(messageFor('passoutYear', '2020.5')).toBe('Invalid year');
    expect(messageFor('passoutYear', '1969')).toBe('Please enter valid data');
    expect(messageFor('passoutYear', '2032')).toBe('Please enter valid data');
    expect(messageFor('passoutYear', '1970')).toBeUndefined();
    expect(messageFor('passoutYear', '2031')).toBeUndefined();
  });
});

describe('experience (docs/careers.md#the-application-form)', () => {
  it('years: a number from 0.5 to 50', () => {
    expect(messageFor('yearsOfExperience', '', experienced)).toBe('Required');
    expect(messageFor('yearsOfExperience', 'five', experienced)).toBe('Must be a number');
    expect(messageFor('yearsOfExperience', '-1', experienced)).toBe('Must be a number');
    expect(messageFor('yearsOfExperience', '0.4', experienced)).toBe('Enter between 0.5 and 50 years');
    expect(messageFor('yearsOfExperience', '50.5', experienced)).toBe('Enter between 0.5 and 50 years');
    expect(messageFor('yearsOfExperience', '0.5', experienced)).toBeUndefined();
    expect(messageFor('yearsOfExperience', '50', experienced)).toBeUndefined();
  });

  it('employer and job title are required', () => {
    expect(messageFor('employer', ' ', experienced)).toBe('Required');
    expect(messageFor('currentRole', '', experienced)).toBe('Required');
  });

  it('notice period: required, letters, digits, spaces and dots', () => {
    expect(messageFor('noticePeriod', '', experienced)).toBe('Required');
    expect(messageFor('noticePeriod', '30 days!', experienced)).toBe('Invalid data');
    expect(messageFor('noticePeriod', '2-3 weeks', experienced)).toBe('Invalid data');
    expect(messageFor('noticePeriod', '1.5 months', experienced)).toBeUndefined();
  });

  it('notice period is not required while currently pursuing', () => {
    expect(errorsOf({ ...experienced, currentlyPursuing: true, noticePeriod: '' })).toBeNull();
  });
});

describe('links (docs/careers.md#the-application-form)', () => {
  it('linkedin: required URL', () => {
    expect(messageFor('linkedin', '')).toBe('Required');
    expect(messageFor('linkedin', 'ada lovelace')).toBe('Enter a valid URL');
    expect(messageFor('linkedin', 'linkedin')).toBe('Enter a valid URL');
    expect(messageFor('linkedin', 'ftp://linkedin.com/in/ada')).toBe('Enter a valid URL');
    expect(messageFor('linkedin', 'linkedin.com/in/ada')).toBeUndefined();
    expect(messageFor('linkedin', 'https://www.linkedin.com/in/ada-lovelace/?locale=en_US')).toBeUndefined();
  });

  it('linkedin: at most 255 characters, the column it is stored in', () => {
    expect(linkedinOf(255)).toHaveLength(255);
    expect(messageFor('linkedin', linkedinOf(255))).toBeUndefined();
    expect(messageFor('linkedin', linkedinOf(256))).toBe('Enter a valid URL');
    // Other links are stored as text and keep the longer limit.
    expect(errorsOf({ ...fresher, otherLinks: [{ url: linkedinOf(300) }] })).toBeNull();
  });

  it('otherLinks: each a URL, at most 3', () => {
    expect(errorsOf({ ...fresher, otherLinks: [{ url: 'https://github.com/ada' }] })).toBeNull();
    expect(errorsOf({ ...fresher, otherLinks: [{ url: 'https://github.com/ada' }, { url: 'not a url' }] })).toEqual({
      'otherLinks.1.url': 'Enter a valid URL',
    });
    expect(errorsOf({ ...fresher, otherLinks: [{ url: '' }] })).toEqual({ 'otherLinks.0.url': 'Enter a valid URL' });
    const four = ['a.dev', 'b.dev', 'c.dev', 'd.dev'].map((host) => ({ url: `https://${host}` }));
    expect(errorsOf({ ...fresher, otherLinks: four })).toEqual({ otherLinks: 'You can add up to 3 links' });
    expect(errorsOf({ ...fresher, otherLinks: four.slice(0, 3) })).toBeNull();
  });
});

describe('resume and cover letter (docs/careers.md#the-application-form)', () => {
  it('resume: required, pdf or docx, 5 MB at most', () => {
    expect(messageFor('resume', null)).toBe('Resume is required');
    expect(messageFor('resume', { name: 'cv.docx', size: 1000 })).toBeUndefined();
    expect(messageFor('resume', { name: 'CV.PDF', size: MAX_UPLOAD_BYTES })).toBeUndefined();
    expect(messageFor('resume', { name: 'cv.doc', size: 1000 })).toBe('Only pdf and docx are allowed');
    expect(messageFor('resume', { name: 'cv.pdf.exe', size: 1000 })).toBe('Only pdf and docx are allowed');
    expect(messageFor('resume', { name: 'cv.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'The file must be 5 MB or smaller',
    );
  });

  it('cover letter: optional, and held to the same types when given', () => {
    expect(messageFor('coverLetter', null)).toBeUndefined();
    expect(messageFor('coverLetter', { name: 'letter.docx', size: 1000 })).toBeUndefined();
    expect(messageFor('coverLetter', { name: 'letter.txt', size: 1000 })).toBe('Only pdf and docx are allowed');
  });
});

describe('toRecruitingRecord (docs/careers.md)', () => {
  it('maps a fresher with docs/careers.md field names, experience fields empty', () => {
    expect(
      toRecruitingRecord({
        ...fresher,
        firstName: ' Ada ',
        otherLinks: [{ url: 'https://github.com/ada' }, { url: ' https://ada.dev ' }],
      }),
    ).toEqual({
      First_Name: 'Ada',
      Last_Name: 'Lovelace',
      Email: 'ada@example.com',
      Mobile: '+91 9845012345',
      Date_of_Birth: '2001-12-10',
      Gender: 'Female',
      State: 'Karnataka',
      Country: 'India',
      Highest_Qualification_Held: 'B.E. Computer Science',
      Passout_Year: 2023,
      Internship: 'Analytical Engines Ltd',
      Internship_Duration: '6 months',
      Experience_in_Years: 0,
      Current_Employer: '',
      Current_Job_Title: '',
      Notice_Period: '',
      Linkedin_URL: 'https://www.linkedin.com/in/ada-lovelace',
      Other_Links: 'https://github.com/ada, https://ada.dev',
    } satisfies JobApplicationRecord);
  });

  it('maps an experienced applicant, internship fields empty', () => {
    expect(toRecruitingRecord(experienced)).toMatchObject({
      Experience_in_Years: 4.5,
      Current_Employer: 'Difference Engines',
      Current_Job_Title: 'QA Engineer',
      Notice_Period: '30 days',
      Internship: '',
      Internship_Duration: '',
    });
  });

  it("sends 'Currently Pursuing' as the notice period when ticked", () => {
    expect(toRecruitingRecord({ ...experienced, currentlyPursuing: true, noticePeriod: '' }).Notice_Period).toBe(
      CURRENTLY_PURSUING,
    );
    expect(CURRENTLY_PURSUING).toBe('Currently Pursuing');
  });

  it('names a form field for every record field', () => {
    const record = toRecruitingRecord(fresher);
    expect(Object.keys(FORM_FIELD_OF_RECORD_FIELD).sort()).toEqual(Object.keys(record).sort());
  });
});

describe('jobApplicationRecordSchema (the wire record)', () => {
  const recordErrors = (record: unknown) => {
    const result = jobApplicationRecordSchema.safeParse(record);
    if (result.success) return null;
    return Object.fromEntries(fieldErrors(result.error).map((error) => [error.path.join('.'), error.message]));
  };

  it('accepts what the form maps, for both branches and Currently Pursuing', () => {
    for (const values of [fresher, experienced, { ...experienced, currentlyPursuing: true }]) {
      const record = toRecruitingRecord(values);
      expect(jobApplicationRecordSchema.parse(record)).toEqual(record);
    }
  });

  it('refuses an empty record field by field, with the same messages as the form', () => {
    // Without Experience_in_Years the record does not say it is a fresher's, so the experience fields count.
    expect(recordErrors({})).toEqual({
      Current_Employer: 'Required',
      Current_Job_Title: 'Required',
      Notice_Period: 'Required',
      First_Name: 'Required',
      Last_Name: 'Required',
      Email: 'Required',
      Mobile: 'Required',
      Date_of_Birth: 'Required',
      Gender: 'Required',
      State: 'Required',
      Country: 'Required',
      Highest_Qualification_Held: 'Required',
      Passout_Year: 'Required',
      Experience_in_Years: 'Required',
      Linkedin_URL: 'Required',
    });
  });

  it('checks each field as the form does', () => {
    const record = toRecruitingRecord(experienced);
    expect(recordErrors({ ...record, First_Name: 'A1' })).toEqual({ First_Name: 'Enter only alphabet' });
    expect(recordErrors({ ...record, Email: 'ab@x.io' })).toEqual({ Email: 'Invalid email' });
    expect(recordErrors({ ...record, Mobile: '+91 98450' })).toEqual({ Mobile: 'Enter a 10-digit number' });
    expect(recordErrors({ ...record, Mobile: '+999 9845012345' })).toEqual({ Mobile: 'Invalid selection' });
    expect(recordErrors({ ...record, Mobile: '9845012345' })).toEqual({ Mobile: 'Please enter digits only' });
    expect(recordErrors({ ...record, Date_of_Birth: '2027-01-01' })).toEqual({
      Date_of_Birth: 'Invalid date of birth',
    });
    expect(recordErrors({ ...record, Gender: 'X' })).toEqual({ Gender: 'Invalid selection' });
    expect(recordErrors({ ...record, Passout_Year: 1960 })).toEqual({ Passout_Year: 'Please enter valid data' });
    expect(recordErrors({ ...record, Passout_Year: '2020' })).toEqual({ Passout_Year: 'Invalid year' });
    expect(recordErrors({ ...record, Experience_in_Years: '4' })).toEqual({ Experience_in_Years: 'Must be a number' });
    expect(recordErrors({ ...record, Experience_in_Years: 60 })).toEqual({
      Experience_in_Years: 'Enter between 0.5 and 50 years',
    });
    expect(recordErrors({ ...record, Current_Employer: '' })).toEqual({ Current_Employer: 'Required' });
    expect(recordErrors({ ...record, Notice_Period: '' })).toEqual({ Notice_Period: 'Required' });
    expect(recordErrors({ ...record, Notice_Period: '<script>' })).toEqual({ Notice_Period: 'Invalid data' });
    expect(recordErrors({ ...record, Linkedin_URL: 'nope' })).toEqual({ Linkedin_URL: 'Enter a valid URL' });
    expect(recordErrors({ ...record, Linkedin_URL: linkedinOf(255) })).toBeNull();
    expect(recordErrors({ ...record, Linkedin_URL: linkedinOf(300) })).toEqual({ Linkedin_URL: 'Enter a valid URL' });
    expect(recordErrors({ ...record, Other_Links: 'https://a.dev, nope' })).toEqual({
      Other_Links: 'Enter a valid URL',
    });
    expect(
      recordErrors({ ...record, Other_Links: 'https://a.dev, https://b.dev, https://c.dev, https://d.dev' }),
    ).toEqual({ Other_Links: 'You can add up to 3 links' });
  });

  it("blanks the other branch's fields and drops unknown ones", () => {
    const fresherRecord = toRecruitingRecord(fresher);
    const parsed = jobApplicationRecordSchema.parse({
      ...fresherRecord,
      Current_Employer: 'Sneaky Ltd',
      Notice_Period: '<b>',
      Admin: true,
    });
    expect(parsed).toEqual(fresherRecord);
  });

  it('takes the data part as a list of exactly one record, and the job ids as a list of one id', () => {
    const record = toRecruitingRecord(fresher);
    expect(jobApplicationDataPartSchema.parse([record])).toEqual([record]);
    expect(jobApplicationDataPartSchema.safeParse([]).success).toBe(false);
    expect(jobApplicationDataPartSchema.safeParse([record, record]).success).toBe(false);
    expect(jobApplicationDataPartSchema.safeParse(record).success).toBe(false);
    expect(jobIdsPartSchema.parse(['612000000123'])).toEqual(['612000000123']);
    expect(jobIdsPartSchema.parse([42])).toEqual(['42']);
    expect(jobIdsPartSchema.safeParse([]).success).toBe(false);
    expect(jobIdsPartSchema.safeParse(['1', '2']).success).toBe(false);
    expect(jobIdsPartSchema.safeParse(['../etc']).success).toBe(false);
    expect(jobIdsPartSchema.safeParse(['']).success).toBe(false);
  });
});
