/**
 * `POST /api/contact-for-careers` (SPEC.md §7): multipart, the `data` part a JSON string of the enquiry and an
 * optional `cv` part (one PDF, at most 5 MB), with a contact captcha pass.
 */
import { careerEnquiryPayloadSchema } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { mailConfig } from '../../../outbox/config';
import type { UploadedFile } from '../../../private-files/store';
import { type Context, handleSubmission, jsonBody, rejectField } from '../../../submissions/handle';
import { singleFile } from '../../../submissions/uploads';
import type careerEnquiryService from '../services/career-enquiry';

type CareerEnquiryService = ReturnType<typeof careerEnquiryService>;

/** The `data` part as the schema expects it: `{ data: {...} }`. A JSON body without a CV is accepted too. */
function readEnquiry(ctx: Context): unknown {
  const body = jsonBody(ctx) as { data?: unknown } | undefined;
  const data = body?.data;
  if (typeof data !== 'string') return { data };
  try {
    return { data: JSON.parse(data) as unknown };
  } catch {
    throw rejectField('data', 'The data part must be JSON');
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async submit(ctx: Context) {
    const service = strapi.service('api::career-enquiry.career-enquiry') as unknown as CareerEnquiryService;
    const cv = singleFile(ctx, 'cv');
    await handleSubmission(
      ctx,
      strapi,
      {
        kind: 'contact',
        schema: careerEnquiryPayloadSchema,
        read: readEnquiry,
        checkRequest: () => service.checkCv(cv),
        save: (payload, context) => service.submit(payload.data, cv as UploadedFile | undefined, context),
      },
      mailConfig().publicUrl,
    );
  },
});
