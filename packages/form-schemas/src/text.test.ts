import { describe, expect, it } from 'vitest';

import {
  agilitiEnquiryPayloadSchema,
  careerEnquiryPayloadSchema,
  contactFormSchema,
  projectLeadPayloadSchema,
} from './contact';
import { fieldErrors } from './field-errors';
import {
  createJobApplicationFormSchema,
  emptyJobApplicationForm,
  jobApplicationRecordSchema,
  toRecruitingRecord,
} from './job-application';
import { messages } from './messages';
import { hasForbiddenControlCharacters } from './text';

const CONTROL = ['\u0000', '\u0007', '\u000b', '\u000c', '\r', '\u001b', '\u007f', '\u0085', '\u009b'];

const lead = {
  firstname: 'Asha',
  lastname: 'Rao',
  email: 'asha.rao@example.com',
  phone: '+91 98450 12345',
  company: 'Northwind Retail',
  hearAbout: 'LinkedIn',
  message: 'Line one\nLine two\twith a tab\r\nand a CRLF line.',
  formType: 'project',
  pageUrl: '/contact',
};

const record = toRecruitingRecord({
  ...emptyJobApplicationForm(),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '9845012345',
  dob: '1990-12-10',
  gender: 'Female',
  state: 'Karnataka',
  country: 'India',
  qualification: 'BSc Mathematics',
  passoutYear: '2012',
  experienceKind: 'experienced',
  yearsOfExperience: '4',
  employer: 'Analytical Engines',
  currentRole: 'Engineer',
  noticePeriod: '30 days',
  linkedin: 'https://www.linkedin.com/in/ada',
});

const errorAt = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }, field: string) =>
  result.error ? fieldErrors(result.error).find((error) => error.path.join('.') === field)?.message : undefined;

describe('control characters in text fields (issue 19, item 6)', () => {
  it('are every C0 and C1 control and DEL, but tab, line feed and CRLF', () => {
    for (const character of CONTROL)
      expect(hasForbiddenControlCharacters(`a${character}b`), escape(character)).toBe(true);
    for (const allowed of ['a\tb', 'a\nb', 'a\r\nb', 'Karnātaka', 'José — “quoted”', '']) {
      expect(hasForbiddenControlCharacters(allowed), allowed).toBe(false);
    }
  });

  it('accept tabs and line breaks in a message', () => {
    expect(projectLeadPayloadSchema.safeParse({ data: lead }).success).toBe(true);
  });

  it.each(['message', 'company', 'phone', 'firstname'])('refuse a NUL in the contact field %s, naming it', (field) => {
    const withNul = { ...lead, [field]: `${lead[field as keyof typeof lead]}\u0000` };
    for (const schema of [projectLeadPayloadSchema, agilitiEnquiryPayloadSchema]) {
      const data = schema === agilitiEnquiryPayloadSchema ? { ...withNul, formType: 'agiliti' } : withNul;
      expect(errorAt(schema.safeParse({ data }), field)).toBe(messages.controlCharacters);
    }
  });

  it('refuse every control character in the career enquiry and in the browser form', () => {
    for (const character of CONTROL) {
      const enquiry = {
        firstname: 'Ravi',
        lastname: 'Menon',
        email: 'ravi@example.com',
        contact: '+91 99000 11223',
        aboutyou: `About me${character}`,
        hearAboutUs: 'LinkedIn',
      };
      expect(errorAt(careerEnquiryPayloadSchema.safeParse({ data: enquiry }), 'aboutyou')).toBe(
        messages.controlCharacters,
      );
      const form = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '+91 98450 12345',
        companyName: 'Analytical Engines',
        howDidYouHearAboutUs: 'LinkedIn',
        message: `Hello${character}there`,
      };
      expect(errorAt(contactFormSchema('project').safeParse(form), 'message')).toBe(messages.controlCharacters);
    }
  });

  it('drop a page URL holding one (the browser fills it in, so the enquiry still counts)', () => {
    const parsed = projectLeadPayloadSchema.parse({ data: { ...lead, pageUrl: '/contact\u0000' } });
    expect(parsed.data.pageUrl).toBeUndefined();
  });

  it('refuse a NUL in any free-text field of the application record, and in the form', () => {
    expect(jobApplicationRecordSchema.safeParse(record).success).toBe(true);
    for (const field of ['Highest_Qualification_Held', 'Current_Employer', 'Current_Job_Title', 'Linkedin_URL']) {
      const result = jobApplicationRecordSchema.safeParse({
        ...record,
        [field]: `${String(record[field as keyof typeof record])}\u0000`,
      });
      expect(errorAt(result, field), field).toBe(messages.controlCharacters);
    }
    const form = { ...emptyJobApplicationForm(), qualification: 'BSc\u0000' };
    expect(errorAt(createJobApplicationFormSchema().safeParse(form), 'qualification')).toBe(messages.controlCharacters);
  });
});
