/**
 * The agiliti form: SPEC.md §7 says it saves nothing to the content service, yet its mails go out. Only the
 * two mails are queued, under a submission id of their own so each still exists once.
 */
import { randomUUID } from 'node:crypto';

import type { AgilitiEnquiryPayload } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { wakeOutbox } from '../../../outbox';
import { enqueueMails } from '../../../outbox/enqueue';
import { cappedContactMails, contactMailFields } from '../../../outbox/contact-mails';
import type { SubmissionContext } from '../../../submissions/handle';
import { pageUrlOf } from '../../../submissions/links';

type Enquiry = AgilitiEnquiryPayload['data'];

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async notify(enquiry: Enquiry, context: SubmissionContext): Promise<string> {
    const submissionId = randomUUID();
    // The thank-you mail goes to the typed address only within its daily cap (outbox/thank-you-cap.ts).
    const mails = await cappedContactMails(strapi, {
      form: 'agiliti',
      firstname: enquiry.firstname,
      lastname: enquiry.lastname,
      email: enquiry.email,
      fields: contactMailFields('agilitiEnquiry', enquiry),
      pageUrl: pageUrlOf(context, enquiry.pageUrl),
      siteUrl: context.origin,
    });
    await strapi.db.transaction(() => enqueueMails(strapi, { type: 'agiliti', id: submissionId }, mails));
    wakeOutbox();
    return submissionId;
  },
});
