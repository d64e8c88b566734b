/**
 * The agiliti form's mails. `auth: false` because every visitor is anonymous (SPEC.md §6); what protects it
 * instead: the per-IP rate limit (route middleware), the request size limit (before body parsing), a
 * single-use captcha pass of kind `contact`, and the shared zod schema. The recipients are the configured
 * agiliti team address and the visitor's own address, never one the browser chooses.
 */
import { strapiRoutePath, submissionEndpoints } from '@auralis/form-schemas';

export default {
  routes: [
    {
      method: 'POST' as const,
      path: strapiRoutePath(submissionEndpoints.agilitiEnquiry),
      handler: 'contact-notification.notify',
      config: {
        auth: false as const,
        policies: [],
        middlewares: [
          { name: 'global::rate-limit', config: { bucket: submissionEndpoints.agilitiEnquiry.rateBucket } },
        ],
      },
    },
  ],
};
