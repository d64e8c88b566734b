/**
 * The contact form's five enquiry types (docs/forms.md#how-a-submission-runs). Every type causes the same two mails, built here once:
 * the enquiry to the type's team address, replying to the visitor, and a thank-you to the visitor within its
 * daily cap (src/outbox/thank-you-cap.ts). Project, partner and general enquiries are stored as contact leads;
 * career enquiries with their CV, kept privately (src/private-files); the agiliti form stores nothing, as
 * docs/forms.md says, and its mails are queued under a submission id of their own so each still exists once. A
 * submission and its mails are written in one transaction.
 */
import { randomUUID } from 'node:crypto';

import {
  type AgilitiEnquiryPayload,
  type AttributionColumns,
  attributionColumnsOf,
  type CareerEnquiryPayload,
  type ContactFormType,
  contactCvUpload,
  type ProjectLeadPayload,
} from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { collections, documentsOf } from '../../../content-model/collections';
import { queueCrmHandover, wakeCrm } from '../../../crm';
import { wakeOutbox } from '../../../outbox';
import { cappedContactMails, contactMailFields } from '../../../outbox/contact-mails';
import { enqueueMails } from '../../../outbox/enqueue';
import type { MailField } from '../../../outbox/templates';
import {
  rejectionOf,
  removeStored,
  type StoredFileInfo,
  storePrivately,
  type UploadedFile,
} from '../../../private-files/store';
import { rejectField, type SubmissionContext } from '../../../submissions/handle';
import { flagRepeatSender } from '../../../submissions/lead-inbox';
import { pageUrlOf } from '../../../submissions/links';

type Lead = ProjectLeadPayload['data'];
type CareerEnquiry = CareerEnquiryPayload['data'];
type AgilitiEnquiry = AgilitiEnquiryPayload['data'];

/** `repeatSender`: the address sent a lead or career enquiry in the last 90 days (submissions/lead-inbox.ts). */
type LeadFields = Omit<Lead, 'pageUrl' | 'attribution'> &
  AttributionColumns & { pageUrl: string | null; repeatSender: boolean };

export interface CareerEnquiryFields extends Omit<CareerEnquiry, 'pageUrl' | 'attribution'>, AttributionColumns {
  pageUrl: string | null;
  repeatSender: boolean;
  cv: StoredFileInfo | null;
  cvOriginalName: string | null;
}

/** Who wrote, as every enquiry type names them. */
interface Sender {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly pageUrl?: string;
}

function describeCv(cv: StoredFileInfo | null): string {
  if (!cv) return 'not attached';
  return `${cv.originalName} (${Math.max(1, Math.round(cv.size / 1024))} KB): download it from the enquiry in the admin (Career enquiries)`;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * Builds the two mails, then stores the submission (when its type stores one) and queues them together.
   * Returns the submission's id: the stored document's, or a fresh one for a type that stores nothing.
   */
  async function submit(
    form: ContactFormType,
    sender: Sender,
    fields: readonly MailField[],
    context: SubmissionContext,
    store?: () => Promise<string>,
  ): Promise<string> {
    const mails = await cappedContactMails(strapi, {
      form,
      firstname: sender.firstname,
      lastname: sender.lastname,
      email: sender.email,
      fields,
      pageUrl: pageUrlOf(context, sender.pageUrl),
      siteUrl: context.origin,
    });
    const submissionId = await strapi.db.transaction(async () => {
      const id = store ? await store() : randomUUID();
      await enqueueMails(strapi, { type: form, id }, mails);
      return id;
    });
    wakeOutbox();
    wakeCrm();
    return submissionId;
  }

  return {
    /** A project, partner or general enquiry, stored as a contact lead. */
    projectLead(lead: Lead, context: SubmissionContext): Promise<string> {
      return submit(lead.formType, lead, contactMailFields('projectLead', lead), context, async () => {
        const { attribution, ...fields } = lead;
        const repeatSender = await flagRepeatSender(strapi, lead.email, context.receivedAt);
        const stored = await documentsOf<LeadFields>(strapi, collections.contactLead).create({
          data: { ...fields, pageUrl: lead.pageUrl ?? null, repeatSender, ...attributionColumnsOf(attribution) },
        });
        // In this transaction: the lead and its hand-over to the CRM exist together (src/crm).
        await queueCrmHandover(strapi, {
          kind: 'lead',
          submissionId: stored.documentId,
          submittedAt: context.receivedAt,
          origin: context.origin,
          pagePath: lead.pageUrl,
          submission: stored,
        });
        return stored.documentId;
      });
    },

    /**
     * The CV is optional; when sent it must be one PDF within the upload limit, by name and by content.
     * Returns the one file, or nothing.
     */
    async checkCv(cv: UploadedFile | UploadedFile[] | undefined): Promise<UploadedFile | undefined> {
      if (cv === undefined) return undefined;
      if (Array.isArray(cv)) throw rejectField('cv', 'Attach one CV only');
      const rejection = await rejectionOf(contactCvUpload, cv);
      if (rejection) throw rejectField('cv', rejection);
      return cv;
    },

    /**
     * A career enquiry and its CV. The CV is copied before the transaction and removed again if it fails, so
     * a record never points at a missing file and no file outlives a refused enquiry.
     */
    async careerEnquiry(
      enquiry: CareerEnquiry,
      cvFile: UploadedFile | undefined,
      context: SubmissionContext,
    ): Promise<string> {
      const cv = cvFile ? await storePrivately(cvFile) : null;
      const fields = [...contactMailFields('careerEnquiry', enquiry), { label: 'CV', value: describeCv(cv) }];
      try {
        return await submit('career', enquiry, fields, context, async () => {
          const { attribution, ...fields } = enquiry;
          const repeatSender = await flagRepeatSender(strapi, enquiry.email, context.receivedAt);
          const stored = await documentsOf<CareerEnquiryFields>(strapi, collections.careerEnquiry).create({
            data: {
              ...fields,
              pageUrl: enquiry.pageUrl ?? null,
              cv,
              cvOriginalName: cv?.originalName ?? null,
              repeatSender,
              ...attributionColumnsOf(attribution),
            },
          });
          await queueCrmHandover(strapi, {
            kind: 'career-enquiry',
            submissionId: stored.documentId,
            submittedAt: context.receivedAt,
            origin: context.origin,
            pagePath: enquiry.pageUrl,
            submission: stored,
          });
          return stored.documentId;
        });
      } catch (error) {
        if (cv) await removeStored(cv.storedName);
        throw error;
      }
    },

    /** The agiliti form: only its two mails. */
    agilitiEnquiry(enquiry: AgilitiEnquiry, context: SubmissionContext): Promise<string> {
      return submit('agiliti', enquiry, contactMailFields('agilitiEnquiry', enquiry), context);
    },
  };
};
