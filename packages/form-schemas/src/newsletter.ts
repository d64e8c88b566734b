import { z } from 'zod';

import { emailField } from './email';

/** The footer's newsletter form (SPEC.md §3 "Newsletter subscriber", §5 "Newsletter email"). */
export const newsletterFormSchema = z.object({ email: emailField });
export type NewsletterFormValues = z.input<typeof newsletterFormSchema>;

/** `POST /api/save-newsletter-users` body (SPEC.md §7): `{ data: { email } }`, unknown fields dropped. */
export const newsletterPayloadSchema = z.object({ data: newsletterFormSchema });
export type NewsletterPayload = z.output<typeof newsletterPayloadSchema>;

/** How long the success message stays (SPEC.md §9: 10000 ms). */
export const NEWSLETTER_SUCCESS_MS = 10_000;
