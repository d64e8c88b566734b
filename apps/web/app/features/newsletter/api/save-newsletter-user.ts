/**
 * `POST /api/save-newsletter-users` with `{ data: { email, attribution } }` (docs/forms.md#how-a-submission-runs); the
 * server sends both mails.
 */
import { submissionEndpoints } from '@auralis/form-schemas';
import { mutationOptions, useMutation } from '@tanstack/react-query';

import { withAttribution } from '~/submissions/attribution/attribution-payload';
import { postSubmission } from '~/submissions/post-submission';

export interface SaveNewsletterUserInput {
  /** Already trimmed by the form's schema (docs/forms.md#validation). */
  readonly email: string;
  readonly pass: string;
}

export function saveNewsletterUser({ email, pass }: SaveNewsletterUserInput): Promise<unknown> {
  return postSubmission(submissionEndpoints.newsletter.path, { body: withAttribution({ data: { email } }), pass });
}

export function saveNewsletterUserMutationOptions() {
  return mutationOptions({ mutationKey: ['save-newsletter-user'] as const, mutationFn: saveNewsletterUser });
}

export function useSaveNewsletterUser() {
  return useMutation(saveNewsletterUserMutationOptions());
}
