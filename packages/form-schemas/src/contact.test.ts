import { describe, expect, it } from 'vitest';

import {
  agilitiEnquiryPayloadSchema,
  capitalizeName,
  careerEnquiryPayloadSchema,
  CONTACT_LIMITS,
  contactFormSchema,
  type ContactFormValues,
  contactRequirements,
  HEAR_ABOUT_US_OPTIONS,
  projectLeadPayloadSchema,
  toAgilitiEnquiryPayload,
  toCareerEnquiryPayload,
  toProjectLeadPayload,
} from './contact';
import { CONTACT_FORM_TYPES, type ContactFormType } from './contact-types';
import { fieldErrors } from './field-errors';

const complete: ContactFormValues = {
  firstName: 'ada',
  lastName: 'lovelace',
  email: 'ada@example.com',
  phone: '+91 98450 12345',
  companyName: 'Analytical Engines 2',
  howDidYouHearAboutUs: 'LinkedIn',
  message: 'We need a team for a payments app.',
};

const empty: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  companyName: '',
  howDidYouHearAboutUs: '',
  message: '',
};

/** The first message per field, as react-hook-form's resolver shows it; null when the form is valid. */
function errorsOf(formType: ContactFormType, values: Partial<ContactFormValues>) {
  const result = contactFormSchema(formType).safeParse({ ...complete, ...values });
  if (result.success) return null;
  return Object.fromEntries(fieldErrors(result.error).map((error) => [error.path.join('.'), error.message]));
}
const messageFor = (formType: ContactFormType, field: keyof ContactFormValues, value: string) =>
  errorsOf(formType, { [field]: value })?.[field];

describe('contact form types and options (docs/forms.md#validation)', () => {
  it('has the five form types', () => {
    expect(CONTACT_FORM_TYPES).toEqual(['project', 'partner', 'general', 'agiliti', 'career']);
  });

  it('offers the eleven "how did you hear about us" options in order', () => {
    expect(HEAR_ABOUT_US_OPTIONS).toEqual([
      'Ad Campaign',
      'Search Engine',
      'Social media',
      'LinkedIn',
      'Business Directory',
      'Job Portal',
      'Networking Event Webinars',
      'Recommended by colleague',
      'Third party Review',
      'Worked with the company Previously',
      'Other',
    ]);
  });

  it('has the limits of docs/forms.md#validation', () => {
    expect(CONTACT_LIMITS).toMatchObject({
      nameMin: 2,
      companyMin: 4,
      phoneMinDigits: 10,
      phoneMaxLength: 17,
      messageMin: 2,
    });
  });
});

describe('required fields per type (docs/forms.md#validation)', () => {
  it.each([
    ['project', { company: true, phone: false, hearAbout: true, message: true }],
    ['partner', { company: true, phone: false, hearAbout: true, message: true }],
    ['general', { company: true, phone: false, hearAbout: true, message: true }],
    ['agiliti', { company: false, phone: true, hearAbout: false, message: true }],
    ['career', { company: false, phone: true, hearAbout: true, message: false }],
  ] as const)('%s requires %o', (formType, expected) => {
    expect(contactRequirements(formType)).toEqual(expected);
  });

  it.each(CONTACT_FORM_TYPES)('%s: an empty form names every field it requires with "Required"', (formType) => {
    const needs = contactRequirements(formType);
    const result = contactFormSchema(formType).safeParse(empty);
    if (result.success) throw new Error('an empty form must not pass');
    const byField = Object.fromEntries(fieldErrors(result.error).map((error) => [error.path[0], error.message]));
    const expected: Record<string, string> = { firstName: 'Required', lastName: 'Required', email: 'Required' };
    if (needs.phone) expected.phone = 'Required';
    if (needs.company) expected.companyName = 'Required';
    if (needs.hearAbout) expected.howDidYouHearAboutUs = 'Required';
    if (needs.message) expected.message = 'Required';
    expect(byField).toEqual(expected);
  });

  it.each(CONTACT_FORM_TYPES)('%s: a complete form is valid', (formType) => {
    expect(errorsOf(formType, {})).toBeNull();
  });

  it('treats spaces only as empty', () => {
    expect(messageFor('project', 'companyName', '   ')).toBe('Required');
    expect(messageFor('project', 'message', '  ')).toBe('Required');
    expect(messageFor('career', 'phone', '   ')).toBe('Required');
    expect(errorsOf('project', { phone: '   ' })).toBeNull();
  });

  it('leaves optional fields alone when empty, and still checks them when filled', () => {
    expect(errorsOf('career', { companyName: '', message: '' })).toBeNull();
    expect(errorsOf('agiliti', { companyName: '', howDidYouHearAboutUs: '' })).toBeNull();
    expect(errorsOf('project', { phone: '' })).toBeNull();
    expect(messageFor('career', 'companyName', 'ab')).toBe('Company name is too short');
    expect(messageFor('career', 'message', 'a')).toBe('Message should have atleast 2 characters');
    expect(messageFor('project', 'phone', '12345')).toBe('Number should have atleast 10 digits');
    expect(messageFor('agiliti', 'howDidYouHearAboutUs', 'A friend')).toBe('Invalid selection');
  });
});

describe('names (docs/forms.md#validation)', () => {
  it.each(['firstName', 'lastName'] as const)(
    '%s: required, letters and spaces, no leading space, at least 2',
    (field) => {
      expect(messageFor('project', field, '')).toBe('Required');
      expect(messageFor('project', field, ' Ada')).toBe('Cannot start with space');
      expect(messageFor('project', field, 'A')).toBe('Name is too short');
      expect(messageFor('project', field, 'Ad4')).toBe('Enter only alphabet');
      expect(messageFor('project', field, 'Ada--Mae')).toBe('Enter only alphabet');
      expect(messageFor('project', field, 'Mary Ann')).toBeUndefined();
      expect(messageFor('project', field, 'Al')).toBeUndefined();
      expect(messageFor('project', field, 'A'.repeat(CONTACT_LIMITS.nameMax + 1))).toBe(
        'Name cannot be longer than 60 characters',
      );
    },
  );
});

describe('names in every alphabet (issue 20, item 3: letters are Unicode letters and their marks)', () => {
  // "Zoë" twice: composed (one code point) and decomposed (o + combining diaeresis), as some keyboards type it.
  // Issue 33, item 3: an apostrophe (' or ’) or a hyphen between letters is part of a name.
  const names = [
    'José',
    'Zoë',
    'Zoe\u0308',
    'Søren',
    'Łukasz',
    'अनन्या',
    'محمد',
    'Nguyễn Văn',
    'Ђорђе',
    'さくら',
    "O'Brien",
    'D’Souza',
    'Smith-Jones',
    'Jean-Luc',
    "Mary-Kate O'Neil",
  ];

  it.each(names)('the form accepts "%s" as a first and a last name', (name) => {
    expect(errorsOf('project', { firstName: name, lastName: name })).toBeNull();
    expect(errorsOf('career', { firstName: name, lastName: name })).toBeNull();
  });

  it.each(names)('the wire payloads accept "%s" (the server validates with the same rules)', (name) => {
    const values = { ...complete, firstName: name, lastName: name };
    expect(projectLeadPayloadSchema.safeParse(toProjectLeadPayload(values, 'general')).success).toBe(true);
    expect(careerEnquiryPayloadSchema.safeParse(toCareerEnquiryPayload(values)).success).toBe(true);
    expect(agilitiEnquiryPayloadSchema.safeParse(toAgilitiEnquiryPayload(values)).success).toBe(true);
  });

  it("keeps docs/forms.md's messages for what is still not a name", () => {
    expect(messageFor('project', 'firstName', 'José2')).toBe('Enter only alphabet');
    expect(messageFor('project', 'firstName', 'Zoë!')).toBe('Enter only alphabet');
    expect(messageFor('project', 'firstName', '٣٤')).toBe('Enter only alphabet');
    expect(messageFor('project', 'firstName', '😀😀')).toBe('Enter only alphabet');
    expect(messageFor('project', 'lastName', ' محمد')).toBe('Cannot start with space');
    expect(messageFor('project', 'lastName', 'Ł')).toBe('Name is too short');
  });

  it("keeps the contact form's messages for a mark that is not between two letters", () => {
    for (const name of ["O''Brien", "O'", '-Ann', 'Ann-', 'Jean - Luc', "Jean-'Luc"]) {
      expect(messageFor('project', 'firstName', name)).toBe('Enter only alphabet');
    }
  });

  it('capitalises on send only where the script has capitals', () => {
    expect(capitalizeName('josé  łukasz')).toBe('José Łukasz');
    expect(capitalizeName('अनन्या')).toBe('अनन्या');
    expect(capitalizeName('محمد')).toBe('محمد');
  });
});

describe('company (docs/forms.md#validation)', () => {
  it('allows letters of every alphabet, digits and spaces', () => {
    expect(messageFor('project', 'companyName', 'Société Générale')).toBeUndefined();
    expect(messageFor('project', 'companyName', 'Łódź Software 7')).toBeUndefined();
  });

  it('allows letters, digits and spaces, at least 4', () => {
    expect(messageFor('project', 'companyName', 'Acme 42')).toBeUndefined();
    expect(messageFor('project', 'companyName', 'Acm')).toBe('Company name is too short');
    expect(messageFor('project', 'companyName', 'Acme & Co')).toBe('Use only letters, digits and spaces');
    expect(messageFor('project', 'companyName', 'A'.repeat(CONTACT_LIMITS.companyMax + 1))).toBe(
      'Company name cannot be longer than 120 characters',
    );
  });
});

describe('phone (docs/forms.md#validation)', () => {
  it('allows digits, spaces and plus, at least 10 digits and at most 17 characters', () => {
    expect(messageFor('career', 'phone', '9845012345')).toBeUndefined();
    expect(messageFor('career', 'phone', '+91 98450 12345')).toBeUndefined();
    expect(messageFor('career', 'phone', '98450-12345')).toBe('Use only digits, spaces and +');
    expect(messageFor('career', 'phone', '984501234')).toBe('Number should have atleast 10 digits');
    expect(messageFor('career', 'phone', '+1 2 3 4 5 6 7 8 9')).toBe('Number should have atleast 10 digits');
    expect(messageFor('career', 'phone', '+91 98450 12345 67')).toBe('Number cannot be longer than 17 characters');
    expect(messageFor('career', 'phone', '+91 9845 0123 456')).toBeUndefined();
  });
});

describe('email (docs/forms.md#validation: as for the newsletter)', () => {
  it('is required and must match the pattern', () => {
    expect(messageFor('general', 'email', '')).toBe('Required');
    expect(messageFor('general', 'email', 'ab@example.com')).toBe('Invalid email');
    expect(messageFor('general', 'email', ' abc@example.com ')).toBeUndefined();
  });
});

describe('how did you hear about us (docs/forms.md#validation)', () => {
  it.each(HEAR_ABOUT_US_OPTIONS)('accepts "%s"', (option) => {
    expect(messageFor('project', 'howDidYouHearAboutUs', option)).toBeUndefined();
  });

  it('rejects anything else', () => {
    expect(messageFor('project', 'howDidYouHearAboutUs', 'linkedin')).toBe('Invalid selection');
  });
});

describe('message (docs/forms.md#validation)', () => {
  it('needs at least 2 characters, trimmed', () => {
    expect(messageFor('project', 'message', 'a')).toBe('Message should have atleast 2 characters');
    expect(messageFor('project', 'message', ' a ')).toBe('Message should have atleast 2 characters');
    expect(messageFor('project', 'message', 'ok')).toBeUndefined();
    expect(messageFor('project', 'message', 'a'.repeat(CONTACT_LIMITS.messageMax + 1))).toBe(
      'Message cannot be longer than 5000 characters',
    );
  });
});

describe('capitalizeName (docs/forms.md#validation: names are capitalised on send)', () => {
  it.each([
    ['ada', 'Ada'],
    ['mary ann', 'Mary Ann'],
    ['  mary   ann  ', 'Mary Ann'],
    ['mcDonald', 'McDonald'],
    ['ADA', 'ADA'],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(capitalizeName(input)).toBe(expected);
  });
});

describe('wire payloads (docs/forms.md#how-a-submission-runs)', () => {
  const values: ContactFormValues = {
    ...complete,
    firstName: 'mary ann',
    lastName: 'o neil',
    email: ' ada@example.com ',
  };

  it('project, partner and general go to contact-for-projects with capitalised names', () => {
    for (const formType of ['project', 'partner', 'general'] as const) {
      const payload = toProjectLeadPayload(values, formType, '/contact');
      expect(payload).toEqual({
        data: {
          firstname: 'Mary Ann',
          lastname: 'O Neil',
          email: 'ada@example.com',
          phone: '+91 98450 12345',
          company: 'Analytical Engines 2',
          hearAbout: 'LinkedIn',
          message: 'We need a team for a payments app.',
          formType,
          pageUrl: '/contact',
        },
      });
      expect(projectLeadPayloadSchema.safeParse(payload).success).toBe(true);
    }
  });

  it('career goes to contact-for-careers with its own field names', () => {
    const payload = toCareerEnquiryPayload({ ...values, companyName: '', message: '' }, '/career');
    expect(payload).toEqual({
      data: {
        firstname: 'Mary Ann',
        lastname: 'O Neil',
        email: 'ada@example.com',
        contact: '+91 98450 12345',
        company: '',
        aboutyou: '',
        hearAboutUs: 'LinkedIn',
        pageUrl: '/career',
      },
    });
    expect(careerEnquiryPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('agiliti carries its form type and may leave company and source empty', () => {
    const payload = toAgilitiEnquiryPayload({ ...values, companyName: '', howDidYouHearAboutUs: '' }, '/agiliti');
    expect(payload.data).toMatchObject({ firstname: 'Mary Ann', formType: 'agiliti', company: '', hearAbout: '' });
    expect(agilitiEnquiryPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('the server rejects a project lead without company, source or message, naming the wire fields', () => {
    const result = projectLeadPayloadSchema.safeParse({
      data: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', formType: 'project' },
    });
    if (result.success) throw new Error('an incomplete lead must not pass');
    expect(fieldErrors(result.error).map((error) => error.path.join('.'))).toEqual(['company', 'hearAbout', 'message']);
  });

  it('the server refuses a form type that is not a project lead', () => {
    const payload = toProjectLeadPayload(complete, 'project');
    const result = projectLeadPayloadSchema.safeParse({ data: { ...payload.data, formType: 'career' } });
    expect(result.success).toBe(false);
  });

  it('a page URL must be a path on this site, and a bad one is dropped rather than refused', () => {
    const payload = toProjectLeadPayload(complete, 'project', 'https://evil.example/');
    const parsed = projectLeadPayloadSchema.parse(payload);
    expect(parsed.data.pageUrl).toBeUndefined();
  });

  it.each(['//elsewhere.example/x', '/\\elsewhere.example/x', '///elsewhere.example'])(
    'a page URL that a browser reads as another host (%s) is dropped too',
    (pageUrl) => {
      const parsed = projectLeadPayloadSchema.parse(toProjectLeadPayload(complete, 'project', pageUrl));
      expect(parsed.data.pageUrl).toBeUndefined();
      expect(careerEnquiryPayloadSchema.parse(toCareerEnquiryPayload(complete, pageUrl)).data.pageUrl).toBeUndefined();
    },
  );

  it('a page path longer than its 255-character column is dropped too', () => {
    const path = (length: number) => `/${'a'.repeat(length - 1)}`;
    const parse = (pageUrl: string) =>
      projectLeadPayloadSchema.parse(toProjectLeadPayload(complete, 'project', pageUrl));
    expect(parse(path(255)).data.pageUrl).toBe(path(255));
    expect(parse(path(256)).data.pageUrl).toBeUndefined();
    const career = careerEnquiryPayloadSchema.parse(toCareerEnquiryPayload(complete, path(300)));
    expect(career.data.pageUrl).toBeUndefined();
  });
});
