/**
 * The contact form's project, partner and general variants. `auth: false` because every visitor is anonymous
 * (SPEC.md §6); what protects it instead: the per-IP rate limit (route middleware), the request size limit
 * (before body parsing), a single-use captcha pass of kind `contact`, and the shared zod schema. Leads are
 * read only in the admin: no list or read route exists.
 */
import { strapiRoutePath, submissionEndpoints } from '@auralis/form-schemas';

export default {
  routes: [
    {
      method: 'POST' as const,
      path: strapiRoutePath(submissionEndpoints.projectLead),
      handler: 'contact-lead.submit',
      config: {
        auth: false as const,
        policies: [],
        middlewares: [{ name: 'global::rate-limit', config: { bucket: submissionEndpoints.projectLead.rateBucket } }],
      },
    },
  ],
};
