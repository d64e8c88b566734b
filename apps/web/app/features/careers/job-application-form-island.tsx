/**
 * The application form as an island (issue 18 item 5), as on /contact: the server's HTML shows the whole form,
 * and its code (react-hook-form, zod, the captcha client, the location prefill) loads when the visitor reaches
 * for it. Text typed while it arrives stays (job-application-form.tsx), and a press held meanwhile is replayed.
 */
import { island } from '~/components/ui/island';

import type { JobApplicationFormProps } from './job-application-form';

export const JobApplicationFormIsland = island<JobApplicationFormProps>(
  'job-application-form',
  () => import('./job-application-form').then((module) => module.JobApplicationForm),
  { when: 'interaction' },
);
