/**
 * Career enquiries: the enquiry, its CV (kept privately, src/private-files) and two mails, stored together.
 * The CV file is copied before the transaction and removed again if the transaction fails, so a record never
 * points at a missing file and no file outlives a refused enquiry.
 */
import { type CareerEnquiryPayload, contactCvUpload } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { wakeOutbox } from '../../../outbox';
import { enqueueMails } from '../../../outbox/enqueue';
import { cappedContactMails, contactMailFields } from '../../../outbox/contact-mails';
import {
  rejectionOf,
  removeStored,
  type StoredFileInfo,
  storePrivately,
  type UploadedFile,
} from '../../../private-files/store';
import { documentsOf } from '../../../submissions/documents';
import { rejectField, type SubmissionContext } from '../../../submissions/handle';
import { pageUrlOf } from '../../../submissions/links';

export const CAREER_ENQUIRY_UID = 'api::career-enquiry.career-enquiry';

type Enquiry = CareerEnquiryPayload['data'];

export interface CareerEnquiryFields extends Omit<Enquiry, 'pageUrl'> {
  pageUrl: string | null;
  cv: StoredFileInfo | null;
  cvOriginalName: string | null;
}

function describeCv(cv: StoredFileInfo | null): string {
  if (!cv) return 'not attached';
  return `${cv.originalName} (${Math.max(1, Math.round(cv.size / 1024))} KB): download it from the enquiry in the admin (Career enquiries)`;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The CV is optional; when sent it must be one PDF of at most 5 MB, by name and by content. */
  async checkCv(cv: UploadedFile | UploadedFile[] | undefined): Promise<void> {
    if (cv === undefined) return;
    if (Array.isArray(cv)) throw rejectField('cv', 'Attach one CV only');
    const rejection = await rejectionOf(contactCvUpload, cv);
    if (rejection) throw rejectField('cv', rejection);
  },

  async submit(enquiry: Enquiry, cvFile: UploadedFile | undefined, context: SubmissionContext): Promise<string> {
    const cv = cvFile ? await storePrivately(cvFile) : null;
    try {
      // The thank-you mail goes to the typed address only within its daily cap (outbox/thank-you-cap.ts).
      const mails = await cappedContactMails(strapi, {
        form: 'career',
        firstname: enquiry.firstname,
        lastname: enquiry.lastname,
        email: enquiry.email,
        fields: [...contactMailFields('careerEnquiry', enquiry), { label: 'CV', value: describeCv(cv) }],
        pageUrl: pageUrlOf(context, enquiry.pageUrl),
        siteUrl: context.origin,
      });
      const documentId = await strapi.db.transaction(async () => {
        const stored = await documentsOf<CareerEnquiryFields>(strapi, CAREER_ENQUIRY_UID).create({
          data: { ...enquiry, pageUrl: enquiry.pageUrl ?? null, cv, cvOriginalName: cv?.originalName ?? null },
        });
        await enqueueMails(strapi, { type: 'career', id: stored.documentId }, mails);
        return stored.documentId;
      });
      wakeOutbox();
      return documentId;
    } catch (error) {
      if (cv) await removeStored(cv.storedName);
      throw error;
    }
  },
});
