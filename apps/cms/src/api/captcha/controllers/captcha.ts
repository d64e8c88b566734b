/**
 * HTTP side of the captcha: parse with the shared schema, call the service, map the outcome to a status.
 */
import { captchaVerifyPayloadSchema, fieldErrors } from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { type ServiceOf, serviceOf } from '../../../settings/strapi-services';
import type captchaService from '../services/captcha';

type Context = Parameters<Core.MiddlewareHandler>[0];

const VERIFY_FAILED = 'The captcha could not be verified. Please try again.';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => serviceOf<ServiceOf<typeof captchaService>>(strapi, 'api::captcha.captcha');

  return {
    async clientConfig(ctx: Context) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = service().clientConfig();
    },

    async challenge(ctx: Context) {
      const challenge = await service().createChallenge();
      if (!challenge) return ctx.notFound('This captcha provider issues no challenges here');
      // Every challenge is single-use: never from a cache.
      ctx.set('Cache-Control', 'no-store');
      ctx.body = challenge;
    },

    async verify(ctx: Context) {
      const parsed = captchaVerifyPayloadSchema.safeParse(ctx.request.body);
      if (!parsed.success) {
        ctx.status = 400;
        ctx.body = {
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: 'Invalid captcha request',
            details: { errors: fieldErrors(parsed.error) },
          },
        };
        return;
      }
      const outcome = await service().verify(parsed.data.token, parsed.data.kind, ctx.request.ip);
      ctx.set('Cache-Control', 'no-store');
      if (!outcome.success) {
        ctx.status = 403;
        ctx.body = {
          success: false,
          data: null,
          error: { status: 403, name: 'ForbiddenError', message: VERIFY_FAILED, details: {} },
        };
        return;
      }
      ctx.body = { success: true, pass: outcome.pass, expiresAt: outcome.expiresAt };
    },
  };
};
