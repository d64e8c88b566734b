/**
 * The career variant of the contact form. `auth: false` because every visitor is anonymous (SPEC.md §6);
 * what protects it instead: the per-IP rate limit (route middleware), the request size limit (before body
 * parsing), a single-use captcha pass of kind `contact`, the shared zod schema, and the CV checks (one PDF by
 * name and content, at most 5 MB). The first middleware removes the request's temporary files whatever
 * happens after it. Enquiries and CVs are read only in the admin.
 */
import { removeUploadedFiles } from '../../../submissions/uploads';

export default {
  routes: [
    {
      method: 'POST' as const,
      path: '/contact-for-careers',
      handler: 'career-enquiry.submit',
      config: {
        auth: false as const,
        policies: [],
        middlewares: [removeUploadedFiles, { name: 'global::rate-limit', config: { bucket: 'submission' } }],
      },
    },
  ],
};
