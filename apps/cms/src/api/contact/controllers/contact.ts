/**
 * HTTP side of the contact form (docs/forms.md#how-a-submission-runs): `POST /api/contact-for-projects` (project, partner, general),
 * `POST /api/contact-for-careers` (multipart: `data`, a JSON string of the enquiry, and an optional `cv`) and
 * `POST /api/contact-notifications` (agiliti), each with a contact captcha pass and the steps of
 * src/submissions/handle.ts.
 */
import {
  agilitiEnquiryPayloadSchema,
  careerEnquiryPayloadSchema,
  projectLeadPayloadSchema,
} from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { type ServiceOf, serviceOf } from '../../../settings/strapi-services';
import { mailConfig } from '../../../settings/runtime-env';
import type { UploadedFile } from '../../../private-files/store';
import { type Context, handleSubmission, jsonBody, rejectField } from '../../../submissions/handle';
import { singleFile } from '../../../submissions/uploads';
import type contactService from '../services/contact';

/** The `data` part as the schema expects it: `{ data: {...} }`. A JSON body without a CV is accepted too. */
function readCareerEnquiry(ctx: Context): unknown {
  const body = jsonBody(ctx) as { data?: unknown } | undefined;
  const data = body?.data;
  if (typeof data !== 'string') return { data };
  try {
    return { data: JSON.parse(data) as unknown };
  } catch {
    throw rejectField('data', 'The data part must be JSON');
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf<ServiceOf<typeof contactService>>(strapi, 'api::contact.contact');

  return {
    async projectLead(ctx: Context) {
      await handleSubmission(
        ctx,
        strapi,
        {
          kind: 'contact',
          schema: projectLeadPayloadSchema,
          read: jsonBody,
          save: (payload, context) => service().projectLead(payload.data, context),
        },
        mailConfig().publicUrl,
      );
    },

    async careerEnquiry(ctx: Context) {
      let cv: UploadedFile | undefined;
      await handleSubmission(
        ctx,
        strapi,
        {
          kind: 'contact',
          schema: careerEnquiryPayloadSchema,
          read: readCareerEnquiry,
          checkRequest: async () => {
            cv = await service().checkCv(singleFile(ctx, 'cv'));
          },
          save: (payload, context) => service().careerEnquiry(payload.data, cv, context),
        },
        mailConfig().publicUrl,
      );
    },

    async agilitiEnquiry(ctx: Context) {
      await handleSubmission(
        ctx,
        strapi,
        {
          kind: 'contact',
          schema: agilitiEnquiryPayloadSchema,
          read: jsonBody,
          save: (payload, context) => service().agilitiEnquiry(payload.data, context),
        },
        mailConfig().publicUrl,
      );
    },
  };
};
