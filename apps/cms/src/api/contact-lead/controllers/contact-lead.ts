/** `POST /api/contact-for-projects` (SPEC.md §7): the project, partner and general forms, with a contact pass. */
import { projectLeadPayloadSchema } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { mailConfig } from '../../../outbox/config';
import { type Context, handleSubmission, jsonBody } from '../../../submissions/handle';
import type contactLeadService from '../services/contact-lead';

type ContactLeadService = ReturnType<typeof contactLeadService>;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async submit(ctx: Context) {
    const service = strapi.service('api::contact-lead.contact-lead') as unknown as ContactLeadService;
    await handleSubmission(
      ctx,
      strapi,
      {
        kind: 'contact',
        schema: projectLeadPayloadSchema,
        read: jsonBody,
        save: (payload, context) => service.submit(payload.data, context),
      },
      mailConfig().publicUrl,
    );
  },
});
