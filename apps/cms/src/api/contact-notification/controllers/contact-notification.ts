/** `POST /api/contact-notifications`: the agiliti form's mails, with a contact pass; nothing is stored. */
import { agilitiEnquiryPayloadSchema } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { mailConfig } from '../../../outbox/config';
import { type Context, handleSubmission, jsonBody } from '../../../submissions/handle';
import type contactNotificationService from '../services/contact-notification';

type ContactNotificationService = ReturnType<typeof contactNotificationService>;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async notify(ctx: Context) {
    const service = strapi.service(
      'api::contact-notification.contact-notification',
    ) as unknown as ContactNotificationService;
    await handleSubmission(
      ctx,
      strapi,
      {
        kind: 'contact',
        schema: agilitiEnquiryPayloadSchema,
        read: jsonBody,
        save: (payload, context) => service.notify(payload.data, context),
      },
      mailConfig().publicUrl,
    );
  },
});
