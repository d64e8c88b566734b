/**
 * `POST /api/contact-for-careers` (docs/careers.md): multipart, the enquiry as a JSON `data` part and the CV
 * (pdf, optional) as `cv`.
 */
import { type ContactFormValues, submissionEndpoints, toCareerEnquiryPayload } from '@auralis/form-schemas';
import { mutationOptions, useMutation } from '@tanstack/react-query';

import { withAttribution } from '~/submissions/attribution/attribution-payload';
import { postSubmission } from '~/submissions/post-submission';

export interface SaveCareerEnquiryInput {
  readonly values: ContactFormValues;
  readonly cv: File | null;
  readonly pageUrl: string;
  readonly pass: string;
}

export function careerEnquiryBody(values: ContactFormValues, cv: File | null, pageUrl: string): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify(withAttribution(toCareerEnquiryPayload(values, pageUrl)).data));
  if (cv) body.append('cv', cv, cv.name);
  return body;
}

export function saveCareerEnquiry({ values, cv, pageUrl, pass }: SaveCareerEnquiryInput): Promise<unknown> {
  return postSubmission(submissionEndpoints.careerEnquiry.path, { body: careerEnquiryBody(values, cv, pageUrl), pass });
}

export function saveCareerEnquiryMutationOptions() {
  return mutationOptions({ mutationKey: ['save-career-enquiry'] as const, mutationFn: saveCareerEnquiry });
}

export function useSaveCareerEnquiry() {
  return useMutation(saveCareerEnquiryMutationOptions());
}
