/**
 * `POST /api/zoho-recruit/apply-job` (docs/careers.md): multipart with `data` (a JSON list of one recruiting
 * record), `resume`, `coverLetter` (optional), `jobids` (a JSON list of the job id) and `attribution` once the
 * visitor accepted cookies, the captcha pass in its header. The answer's body matters only for its error message.
 */
import { type JobApplicationFormValues, submissionEndpoints, toRecruitingRecord } from '@auralis/form-schemas';
import { mutationOptions, useMutation } from '@tanstack/react-query';

import { appendAttribution } from '~/submissions/attribution/attribution-payload';
import { postSubmission } from '~/submissions/post-submission';

export interface ApplyJobInput {
  readonly values: JobApplicationFormValues<File>;
  readonly jobId: string;
  readonly pass: string;
}

export function applicationBody(values: JobApplicationFormValues<File>, jobId: string): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify([toRecruitingRecord(values)]));
  if (values.resume) body.append('resume', values.resume, values.resume.name);
  if (values.coverLetter) body.append('coverLetter', values.coverLetter, values.coverLetter.name);
  body.append('jobids', JSON.stringify([jobId]));
  return appendAttribution(body);
}

export function applyJob({ values, jobId, pass }: ApplyJobInput): Promise<unknown> {
  return postSubmission(submissionEndpoints.jobApplication.path, { body: applicationBody(values, jobId), pass });
}

export function applyJobMutationOptions() {
  return mutationOptions({ mutationKey: ['apply-job'] as const, mutationFn: applyJob });
}

export function useApplyJob() {
  return useMutation(applyJobMutationOptions());
}
