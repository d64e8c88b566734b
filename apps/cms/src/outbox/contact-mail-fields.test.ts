import { toCareerEnquiryPayload, toProjectLeadPayload } from '@auralis/form-schemas';
import { describe, expect, it } from 'vitest';

import { contactMailFields } from './contact-mails';

const values = {
  firstName: 'ada',
  lastName: 'lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  companyName: 'Analytical Engines',
  howDidYouHearAboutUs: 'LinkedIn',
  message: 'Hello',
};

describe("the team mail's fields of a contact submission", () => {
  it('lists a project enquiry in the form order, with the labels the team reads', () => {
    expect(contactMailFields('projectLead', toProjectLeadPayload(values, 'project').data)).toEqual([
      { label: 'First name', value: 'Ada' },
      { label: 'Last name', value: 'Lovelace' },
      { label: 'Email', value: 'ada@example.com' },
      { label: 'Phone', value: '+44 20 7946 0000' },
      { label: 'Company', value: 'Analytical Engines' },
      { label: 'How did you hear about us', value: 'LinkedIn' },
      { label: 'Message', value: 'Hello' },
    ]);
  });

  it('names a career enquiry by its own words, "About you" before the referral', () => {
    expect(contactMailFields('careerEnquiry', toCareerEnquiryPayload(values).data).map((field) => field.label)).toEqual(
      ['First name', 'Last name', 'Email', 'Contact', 'Company', 'About you', 'How did you hear about us'],
    );
  });
});
