/**
 * `POST /api/contact-notifications` for the agiliti form: docs/forms.md#how-a-submission-runs stores nothing for it, but its mails
 * still go out, and the content service sends them.
 */
import { type ContactFormValues, submissionEndpoints, toAgilitiEnquiryPayload } from '@auralis/form-schemas';
import { mutationOptions, useMutation } from '@tanstack/react-query';

import { withAttribution } from '~/submissions/attribution/attribution-payload';
import { postSubmission } from '~/submissions/post-submission';

export interface SendAgilitiEnquiryInput {
  readonly values: ContactFormValues;
  readonly pageUrl: string;
  readonly pass: string;
}

export function sendAgilitiEnquiry({ values, pageUrl, pass }: SendAgilitiEnquiryInput): Promise<unknown> {
  return postSubmission(submissionEndpoints.agilitiEnquiry.path, {
    body: withAttribution(toAgilitiEnquiryPayload(values, pageUrl)),
    pass,
  });
}

export function sendAgilitiEnquiryMutationOptions() {
  return mutationOptions({ mutationKey: ['send-agiliti-enquiry'] as const, mutationFn: sendAgilitiEnquiry });
}

export function useSendAgilitiEnquiry() {
  return useMutation(sendAgilitiEnquiryMutationOptions());
}
