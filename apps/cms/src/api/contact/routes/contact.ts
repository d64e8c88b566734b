/**
 * The contact form's endpoints (docs/forms.md#how-a-submission-runs), one per wire format: the project, partner and general variants
 * share one, the career variant sends a CV, and the agiliti form stores nothing. All are `auth: false`
 * because every visitor is anonymous (docs/security.md). What protects them instead:
 * - the request size limit before the body is read (global::submission-limits, from the submission table);
 * - the per-IP `submission` rate limit: a route middleware for the JSON endpoints, the file gate before the
 *   body is read for the career one (src/submissions/gate.ts), which also allows at most two uploads of one
 *   client at once;
 * - a single-use captcha pass of kind `contact` in X-Captcha-Pass, spent once the payload is valid;
 * - the shared zod schemas, and for the career variant the CV checks (one PDF by name and content, within the
 *   upload limit).
 * Leads and enquiries are read only in the admin: no list or read route exists. The mails go to the
 * configured team address and the visitor's own address, never one the browser chooses.
 */
import { strapiRoutePath, submissionEndpoints } from '@auralis/form-schemas';

import { removeUploadedFiles } from '../../../submissions/uploads';

const { projectLead, careerEnquiry, agilitiEnquiry } = submissionEndpoints;

export default {
  routes: [
    {
      method: 'POST' as const,
      path: strapiRoutePath(projectLead),
      handler: 'contact.projectLead',
      config: {
        auth: false as const,
        policies: [],
        middlewares: [{ name: 'global::rate-limit', config: { bucket: projectLead.rateBucket } }],
      },
    },
    {
      method: 'POST' as const,
      path: strapiRoutePath(careerEnquiry),
      handler: 'contact.careerEnquiry',
      config: {
        auth: false as const,
        policies: [],
        // The rate limit was counted by the gate, before the body was read.
        middlewares: [removeUploadedFiles],
      },
    },
    {
      method: 'POST' as const,
      path: strapiRoutePath(agilitiEnquiry),
      handler: 'contact.agilitiEnquiry',
      config: {
        auth: false as const,
        policies: [],
        middlewares: [{ name: 'global::rate-limit', config: { bucket: agilitiEnquiry.rateBucket } }],
      },
    },
  ],
};
