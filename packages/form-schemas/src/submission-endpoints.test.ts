import { describe, expect, it } from 'vitest';

import {
  contactFieldOfWireName,
  type ContactFormValues,
  contactWireNames,
  toAgilitiEnquiryPayload,
  toCareerEnquiryPayload,
  toProjectLeadPayload,
} from './contact';
import { MAX_UPLOAD_BYTES, MB } from './limits';
import { strapiRoutePath, submissionEndpoints } from './submission-endpoints';

describe('the submission table', () => {
  it('gives every form its docs/forms.md#how-a-submission-runs path, once', () => {
    const paths = Object.values(submissionEndpoints).map((endpoint) => endpoint.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(submissionEndpoints.jobApplication.path).toBe('/api/zoho-recruit/apply-job');
    expect(strapiRoutePath(submissionEndpoints.careerEnquiry)).toBe('/contact-for-careers');
  });

  it('derives a file route body limit from the upload limit (6 MB for one file, 12 MB for two)', () => {
    expect(submissionEndpoints.careerEnquiry.bodyLimit).toBe(6 * MB);
    expect(submissionEndpoints.jobApplication.bodyLimit).toBe(12 * MB);
    for (const endpoint of Object.values(submissionEndpoints)) {
      expect(endpoint.bodyLimit).toBeGreaterThanOrEqual(endpoint.maxFiles * MAX_UPLOAD_BYTES);
      expect(endpoint.body === 'multipart').toBe(endpoint.maxFiles > 0);
    }
  });

  it('has every form spend a pass, and only the captcha route count against the captcha budget', () => {
    for (const [name, endpoint] of Object.entries(submissionEndpoints)) {
      expect(endpoint.captcha === null, name).toBe(name === 'captchaVerify');
      expect(endpoint.rateBucket, name).toBe(name === 'captchaVerify' ? 'captcha' : 'submission');
    }
  });
});

describe('the contact form field map', () => {
  const values: ContactFormValues = {
    firstName: 'ada',
    lastName: 'lovelace',
    email: ' ada@example.com ',
    phone: '+91 98765 43210',
    companyName: 'Analytical ',
    howDidYouHearAboutUs: 'LinkedIn',
    message: ' Hello ',
  };

  it('sends each field under its wire name, and reads every wire name back to the same field', () => {
    const payloads = {
      projectLead: toProjectLeadPayload(values, 'project').data,
      careerEnquiry: toCareerEnquiryPayload(values).data,
      agilitiEnquiry: toAgilitiEnquiryPayload(values).data,
    };
    for (const [endpoint, names] of Object.entries(contactWireNames)) {
      const sent: Record<string, unknown> = payloads[endpoint as keyof typeof payloads];
      for (const [field, wireName] of Object.entries(names)) {
        expect(sent[wireName], `${endpoint}.${wireName}`).toBeDefined();
        expect(contactFieldOfWireName(wireName)).toBe(field);
        expect(contactFieldOfWireName(field)).toBe(field);
      }
    }
    expect(payloads.careerEnquiry).toMatchObject({ firstname: 'Ada', contact: '+91 98765 43210', aboutyou: 'Hello' });
    expect(contactFieldOfWireName('formType')).toBeUndefined();
  });
});
