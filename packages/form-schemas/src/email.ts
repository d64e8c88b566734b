import { z } from 'zod';

import { messages } from './messages';

/**
 * docs/forms.md#validation, used by every form that asks for an email: a local part of at least 3
 * characters from letters, digits and ._%+-, an @, a domain part of at least 2 characters, and a top-level
 * part of at least 2 letters, case-insensitive.
 */
export const EMAIL_PATTERN = /^[a-z0-9._%+-]{3,}@[a-z0-9.-]{2,}\.[a-z]{2,}$/i;

/** The longest address SMTP carries (RFC 5321): a bound so nobody stores a megabyte in an email field. */
export const EMAIL_MAX_LENGTH = 254;

/** Trimmed before it is checked and sent (docs/forms.md#validation: "The value is trimmed before sending"). */
export const emailField = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(EMAIL_MAX_LENGTH, messages.invalidEmail)
  .regex(EMAIL_PATTERN, messages.invalidEmail);

/** The form in which two addresses are compared: an address subscribes once, whatever its case or spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
