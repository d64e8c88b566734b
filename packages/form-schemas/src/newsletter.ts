import { z } from 'zod';

import { attributionField } from './attribution';
import { emailField } from './email';

/** The footer's newsletter form (docs/forms.md#validation, §5 "Newsletter email"). */
export const newsletterFormSchema = z.object({ email: emailField });
export type NewsletterFormValues = z.input<typeof newsletterFormSchema>;

/**
 * `POST /api/save-newsletter-users` body (docs/forms.md#how-a-submission-runs): `{ data: { email, attribution } }`,
 * the attribution only once the visitor accepted cookies (attribution.ts), unknown fields dropped.
 */
export const newsletterPayloadSchema = z.object({
  data: z.object({ email: emailField, attribution: attributionField }),
});
export type NewsletterPayload = z.output<typeof newsletterPayloadSchema>;

/** How long the success message stays (docs/forms.md#validation: 10000 ms). */
export const NEWSLETTER_SUCCESS_MS = 10_000;
