/**
 * The careers endpoints (docs/careers.md), whichever recruiting provider serves them. `auth: false` because every
 * visitor is anonymous (docs/security.md); the public can read open roles and apply, nothing else.
 * - job-openings and job-openings/:id: read-only, open roles only; no input beyond the id. They have no rate
 *   limit and no captcha, as every page view makes them; with Zoho Recruit each would spend API quota (the
 *   listing up to 10 calls), so the recruiting reads keep each answer for 60 s per instance in a bounded
 *   map (src/recruiting/read-cache.ts): repeated reads of one list or job make one Recruit call a minute.
 *   A job id not read in the last minute still costs one call; only a rate limit for reads would bound those.
 * - apply-job: protected, before the body is read (global::submission-limits and src/submissions/gate.ts),
 *   by the 12 MB request size limit, the per-IP `submission` rate limit, a valid captcha pass of kind
 *   `application` in X-Captcha-Pass, and at most two uploads of one client at once; then by the shared record
 *   schema, the file checks (resume required, each file one PDF or DOCX of at most 5 MB by name and content),
 *   and spending the pass, which even a 'Duplicate data found' answer costs. The route middleware removes
 *   the request's temporary files whatever happens after it.
 */
import { strapiRoutePath, submissionEndpoints } from '@auralis/form-schemas';

import { removeUploadedFiles } from '../../../submissions/uploads';

export default {
  routes: [
    {
      method: 'GET' as const,
      path: '/zoho-recruit/job-openings',
      handler: 'careers.openings',
      config: { auth: false as const, policies: [], middlewares: [] },
    },
    {
      method: 'GET' as const,
      path: '/zoho-recruit/job-openings/:id',
      handler: 'careers.opening',
      config: { auth: false as const, policies: [], middlewares: [] },
    },
    {
      method: 'POST' as const,
      path: strapiRoutePath(submissionEndpoints.jobApplication),
      handler: 'careers.apply',
      config: {
        auth: false as const,
        policies: [],
        // The rate limit was counted by the gate, before the body was read.
        middlewares: [removeUploadedFiles],
      },
    },
  ],
};
