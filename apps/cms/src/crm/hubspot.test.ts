import { ATTRIBUTION_COLUMNS } from '@auralis/form-schemas';
import { describe, expect, it } from 'vitest';

import { HUBSPOT_FIELD_NAMES, hubspotReason, hubspotSubmission, hubspotSubmitUrl } from './hubspot';
import { HANDED_OVER_FIELDS, handoverPayload } from './payload';

const lead = handoverPayload({
  kind: 'lead',
  submissionId: 'lead1',
  submittedAt: new Date('2026-11-29T10:00:00.000Z'),
  origin: 'https://www.auralis.example',
  pagePath: '/contact',
  submission: {
    formType: 'project',
    firstname: 'Asha',
    lastname: 'Rao',
    email: 'asha.rao@example.com',
    phone: '+91 98450 12345',
    company: 'Northwind Retail',
    hearAbout: 'LinkedIn',
    message: 'A new customer portal.',
    latestSource: 'google',
    latestMedium: 'cpc',
    firstSource: 'linkedin',
    referrerHost: 'www.google.com',
    landingPage: '/services',
    // Internal fields of the lead inbox: never handed over.
    stage: 'won',
    owner: 'editor@auralis.example',
    notes: 'Called on Monday',
  },
});

describe('the HubSpot field mapping', () => {
  it("maps a lead to HubSpot's contact properties and the documented names, leaving empty values out", () => {
    const submission = hubspotSubmission(lead);
    expect(submission.fields).toEqual([
      { name: 'enquiry_type', value: 'project' },
      { name: 'firstname', value: 'Asha' },
      { name: 'lastname', value: 'Rao' },
      { name: 'email', value: 'asha.rao@example.com' },
      { name: 'phone', value: '+91 98450 12345' },
      { name: 'company', value: 'Northwind Retail' },
      { name: 'how_did_you_hear_about_us', value: 'LinkedIn' },
      { name: 'message', value: 'A new customer portal.' },
      { name: 'first_utm_source', value: 'linkedin' },
      { name: 'utm_source', value: 'google' },
      { name: 'utm_medium', value: 'cpc' },
      { name: 'referrer_host', value: 'www.google.com' },
      { name: 'landing_page', value: '/services' },
    ]);
    expect(submission.context).toEqual({
      pageUri: 'https://www.auralis.example/contact',
      pageName: 'Contact form (project)',
    });
    expect(submission.submittedAt).toBe(String(Date.parse('2026-11-29T10:00:00.000Z')));
  });

  it('sends no internal field of the lead inbox', () => {
    expect(JSON.stringify(lead)).not.toMatch(/won|Called on Monday|editor@/);
    expect(JSON.stringify(hubspotSubmission(lead))).not.toMatch(/won|Called on Monday|editor@/);
  });

  it("maps a career enquiry's phone and text to the same properties as a lead's", () => {
    const enquiry = handoverPayload({
      kind: 'career-enquiry',
      submissionId: 'c1',
      submittedAt: new Date(),
      origin: 'https://www.auralis.example',
      submission: {
        firstname: 'Ravi',
        lastname: 'Menon',
        email: 'ravi@example.com',
        contact: '+91 99',
        aboutyou: 'Six years of Node.js.',
      },
    });
    const fields = hubspotSubmission(enquiry).fields;
    expect(fields).toContainEqual({ name: 'phone', value: '+91 99' });
    expect(fields).toContainEqual({ name: 'message', value: 'Six years of Node.js.' });
    expect(hubspotSubmission(enquiry).context).toEqual({ pageName: 'Career enquiry' });
  });

  it('has a HubSpot name for every field handed over and every attribution column', () => {
    const names = [...Object.values(HANDED_OVER_FIELDS).flat(), ...ATTRIBUTION_COLUMNS];
    for (const name of names) expect(HUBSPOT_FIELD_NAMES[name], name).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it("reads HubSpot's refusal in its own words", () => {
    const body = JSON.stringify({
      status: 'error',
      message: 'The request is not valid',
      errors: [{ message: 'Error in fields.email. Invalid email address', errorType: 'INVALID_EMAIL' }],
    });
    expect(hubspotReason(body)).toBe('INVALID_EMAIL: Error in fields.email. Invalid email address');
    expect(hubspotReason('<html>Bad gateway</html>')).toBe('<html>Bad gateway</html>');
  });

  it('submits each kind to its form in the portal, under the overridable base URL', () => {
    const settings = {
      baseUrl: 'http://127.0.0.1:9999',
      portalId: '123456',
      formGuids: { lead: 'a', subscriber: 'b', 'career-enquiry': 'c' },
    };
    expect(hubspotSubmitUrl(settings, 'career-enquiry')).toBe(
      'http://127.0.0.1:9999/submissions/v3/integration/submit/123456/c',
    );
  });
});
