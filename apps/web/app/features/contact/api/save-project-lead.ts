/**
 * `POST /api/contact-for-projects` (docs/forms.md#how-a-submission-runs) for the project, partner and general forms. The content
 * service stores the lead and queues the team's mail and the visitor's thank-you mail itself.
 */
import {
  type ContactFormValues,
  type ProjectLeadType,
  submissionEndpoints,
  toProjectLeadPayload,
} from '@auralis/form-schemas';
import { mutationOptions, useMutation } from '@tanstack/react-query';

import { withAttribution } from '~/submissions/attribution/attribution-payload';
import { postSubmission } from '~/submissions/post-submission';

export interface SaveProjectLeadInput {
  readonly values: ContactFormValues;
  readonly formType: ProjectLeadType;
  readonly pageUrl: string;
  readonly pass: string;
}

export function saveProjectLead({ values, formType, pageUrl, pass }: SaveProjectLeadInput): Promise<unknown> {
  return postSubmission(submissionEndpoints.projectLead.path, {
    body: withAttribution(toProjectLeadPayload(values, formType, pageUrl)),
    pass,
  });
}

export function saveProjectLeadMutationOptions() {
  return mutationOptions({ mutationKey: ['save-project-lead'] as const, mutationFn: saveProjectLead });
}

export function useSaveProjectLead() {
  return useMutation(saveProjectLeadMutationOptions());
}
