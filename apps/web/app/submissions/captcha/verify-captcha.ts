/**
 * `POST /api/cloudflare-captcha/verify` (docs/forms.md#how-a-submission-runs): the widget's token becomes a single-use pass for one
 * form kind. Only `success: true` counts; anything else is the generic error (docs/forms.md#states-and-errors).
 */
import { type CaptchaPassKind, submissionEndpoints } from '@auralis/form-schemas';
import { z } from 'zod';

import { postSubmission } from '../post-submission';
import { SubmissionError } from '../submission-error';

const verifyAnswerSchema = z.object({ success: z.literal(true), pass: z.string().min(1) });

export async function verifyCaptcha(token: string, kind: CaptchaPassKind): Promise<string> {
  let answer: unknown;
  try {
    answer = await postSubmission(submissionEndpoints.captchaVerify.path, { body: { token, kind } });
  } catch (error) {
    // Every refusal, a 429 included, is docs/forms.md#states-and-errors's "verify call fails" and shows the generic error; only a
    // 429 on the save call itself gets the rate-limit message.
    throw new SubmissionError('captcha', 'The captcha verify call did not succeed', { cause: error });
  }
  const parsed = verifyAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new SubmissionError('captcha', 'The captcha verify call did not return a pass');
  return parsed.data.pass;
}
