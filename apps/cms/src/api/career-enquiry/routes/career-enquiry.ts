/**
 * The career variant of the contact form. `auth: false` because every visitor is anonymous (SPEC.md §6);
 * what protects it instead, before the body is read (global::submission-limits and src/submissions/gate.ts):
 * the 6 MB request size limit, the per-IP `submission` rate limit, a valid captcha pass of kind `contact` in
 * X-Captcha-Pass, and at most two uploads of one client at once; then the shared zod schema, the CV checks
 * (one PDF by name and content, at most 5 MB), and spending the pass. The route middleware removes the
 * request's temporary files whatever happens after it. Enquiries and CVs are read only in the admin.
 */
import { strapiRoutePath, submissionEndpoints } from '@auralis/form-schemas';

import { removeUploadedFiles } from '../../../submissions/uploads';

export default {
  routes: [
    {
      method: 'POST' as const,
      path: strapiRoutePath(submissionEndpoints.careerEnquiry),
      handler: 'career-enquiry.submit',
      config: {
        auth: false as const,
        policies: [],
        // The rate limit was counted by the gate, before the body was read.
        middlewares: [removeUploadedFiles],
      },
    },
  ],
};
