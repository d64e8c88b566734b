import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { captchaVerifyPayloadSchema, CAPTCHA_PASS_HEADER } from './captcha';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message per field and drops the data wrapper', () => {
    const schema = z.object({
      data: z.object({ email: z.string().min(3, 'first').regex(/@/, 'second'), name: z.string().min(1, 'name') }),
    });
    const result = schema.safeParse({ data: { email: 'a', name: '' } });
    if (result.success) throw new Error('the sample must fail');
    expect(fieldErrors(result.error)).toEqual([
      { path: ['email'], message: 'first', name: 'ValidationError' },
      { path: ['name'], message: 'name', name: 'ValidationError' },
    ]);
  });
});

describe('captcha verify payload', () => {
  it('takes a token and the form kind', () => {
    expect(captchaVerifyPayloadSchema.safeParse({ token: 'abc', kind: 'newsletter' }).success).toBe(true);
    expect(captchaVerifyPayloadSchema.safeParse({ token: '', kind: 'contact' }).success).toBe(false);
    expect(captchaVerifyPayloadSchema.safeParse({ token: 'abc', kind: 'other' }).success).toBe(false);
  });

  it('names the pass header', () => {
    expect(CAPTCHA_PASS_HEADER).toBe('X-Captcha-Pass');
  });
});
