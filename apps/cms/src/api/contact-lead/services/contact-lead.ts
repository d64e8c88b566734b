/**
 * Project, partner and general enquiries: the lead is stored and two mails are queued in one transaction, the
 * first to the form type's team address, the second a thank-you to the visitor (SPEC.md §7).
 */
import type { ProjectLeadPayload } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { wakeOutbox } from '../../../outbox';
import { enqueueMails } from '../../../outbox/enqueue';
import { cappedContactMails, contactMailFields } from '../../../outbox/contact-mails';
import { documentsOf } from '../../../submissions/documents';
import type { SubmissionContext } from '../../../submissions/handle';
import { pageUrlOf } from '../../../submissions/links';

export const CONTACT_LEAD_UID = 'api::contact-lead.contact-lead';

type Lead = ProjectLeadPayload['data'];
type LeadFields = Omit<Lead, 'pageUrl'> & { pageUrl: string | null };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async submit(lead: Lead, context: SubmissionContext): Promise<string> {
    // The thank-you mail goes to the typed address only within its daily cap (outbox/thank-you-cap.ts).
    const mails = await cappedContactMails(strapi, {
      form: lead.formType,
      firstname: lead.firstname,
      lastname: lead.lastname,
      email: lead.email,
      fields: contactMailFields('projectLead', lead),
      pageUrl: pageUrlOf(context, lead.pageUrl),
      siteUrl: context.origin,
    });
    const documentId = await strapi.db.transaction(async () => {
      const stored = await documentsOf<LeadFields>(strapi, CONTACT_LEAD_UID).create({
        data: { ...lead, pageUrl: lead.pageUrl ?? null },
      });
      await enqueueMails(strapi, { type: lead.formType, id: stored.documentId }, mails);
      return stored.documentId;
    });
    wakeOutbox();
    return documentId;
  },
});
