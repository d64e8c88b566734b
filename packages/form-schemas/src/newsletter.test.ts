import { describe, expect, it } from 'vitest';

import { EMAIL_MAX_LENGTH, emailField, normalizeEmail } from './email';
import { messages } from './messages';
import { NEWSLETTER_SUCCESS_MS, newsletterFormSchema, newsletterPayloadSchema } from './newsletter';

const firstMessage = (email: unknown) => {
  const result = newsletterFormSchema.safeParse({ email });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('newsletter email (docs/forms.md#validation)', () => {
  it('is required', () => {
    expect(firstMessage('')).toBe('Required');
    expect(firstMessage('   ')).toBe('Required');
    expect(firstMessage(undefined)).toBe('Required');
  });

  it.each([
    'abc@de.fg',
    'first.last@company.com',
    'a_b%c+d-e@sub.example.co',
    'ABC@EXAMPLE.COM',
    'abc@example-mail.io',
  ])('accepts %s', (email) => {
    expect(firstMessage(email)).toBeNull();
  });

  it.each([
    ['ab@example.com', 'a local part shorter than 3'],
    ['abc@d.com', 'a domain part shorter than 2'],
    ['abc@example.c', 'a top-level part shorter than 2'],
    ['abc@example.c0m', 'a top-level part with a digit'],
    ['abc@example', 'no top-level part'],
    ['abcexample.com', 'no @'],
    ['ab c@example.com', 'a space in the local part'],
    ['abc!@example.com', 'a character outside ._%+-'],
    ['abc@@example.com', 'two @'],
  ])('rejects %s (%s) with "Invalid email"', (email) => {
    expect(firstMessage(email)).toBe('Invalid email');
  });

  it('rejects an address longer than SMTP carries', () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH);
    expect(firstMessage(`${local}@example.com`)).toBe('Invalid email');
  });

  it('trims the value before checking and sending', () => {
    expect(newsletterFormSchema.parse({ email: '  abc@example.com \t' })).toEqual({ email: 'abc@example.com' });
    expect(emailField.parse(' abc@example.com ')).toBe('abc@example.com');
  });

  it('compares addresses trimmed and case-insensitively', () => {
    expect(normalizeEmail('  Abc@Example.COM ')).toBe('abc@example.com');
  });
});

describe('newsletter payload (docs/forms.md#how-a-submission-runs)', () => {
  it('is { data: { email } } with the email trimmed and unknown fields dropped', () => {
    expect(newsletterPayloadSchema.parse({ data: { email: ' abc@example.com ', admin: true }, extra: 1 })).toEqual({
      data: { email: 'abc@example.com' },
    });
  });

  it('reports a bad email on data.email', () => {
    const result = newsletterPayloadSchema.safeParse({ data: { email: 'nope' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['data', 'email'], message: 'Invalid email' });
  });
});

describe('newsletter messages and timing (docs/forms.md#states-and-errors)', () => {
  it('keeps the specification’s exact wording', () => {
    expect(messages.newsletterSuccess).toBe('Thankyou for subscribing!');
    expect(messages.emailAlreadyExists).toBe('email already exists!');
    expect(messages.genericError).toBe('Oops!! something went wrong, please try again.');
    expect(messages.required).toBe('Required');
    expect(messages.invalidEmail).toBe('Invalid email');
  });

  it('shows the success message for 10 seconds', () => {
    expect(NEWSLETTER_SUCCESS_MS).toBe(10_000);
  });
});
