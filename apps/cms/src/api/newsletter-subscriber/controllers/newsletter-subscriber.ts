/**
 * `POST /api/save-newsletter-users` (docs/forms.md#how-a-submission-runs): `{ data: { email, attribution } }` with a
 * newsletter captcha pass.
 */
import { newsletterPayloadSchema } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { mailConfig } from '../../../settings/runtime-env';
import { type Context, handleSubmission, jsonBody } from '../../../submissions/handle';
import { type ServiceOf, serviceOf } from '../../../settings/strapi-services';
import type newsletterService from '../services/newsletter-subscriber';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async subscribe(ctx: Context) {
    const service = serviceOf<ServiceOf<typeof newsletterService>>(
      strapi,
      'api::newsletter-subscriber.newsletter-subscriber',
    );
    await handleSubmission(
      ctx,
      strapi,
      {
        kind: 'newsletter',
        schema: newsletterPayloadSchema,
        read: jsonBody,
        // After the pass is spent: each "already subscribed" answer costs a solved captcha.
        checkStored: (payload) => service.ensureNotSubscribed(payload.data.email),
        save: (payload, context) => service.subscribe(payload.data.email, payload.data.attribution, context),
      },
      mailConfig().publicUrl,
    );
  },
});
