/**
 * The one transport for the forms' writes (docs/forms.md#how-a-submission-runs): a POST to the content service on the
 * same origin, the captcha pass in its header, and Strapi's error shape turned into a SubmissionError.
 */
import { CAPTCHA_PASS_HEADER, messages } from '@auralis/form-schemas';
import { z } from 'zod';

import { contentBaseUrl } from '~/content/content-origin';

import { type ServerFieldError, SubmissionError } from './submission-error';

/** `{ data: null, error: { status, name, message, details?: { errors: [{ path, message }] } } }` */
const strapiErrorSchema = z.object({
  error: z.object({
    status: z.number().optional(),
    name: z.string().optional(),
    message: z.string().optional(),
    details: z
      .object({
        errors: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
      })
      .nullish(),
  }),
});

interface PostSubmissionOptions {
  /** JSON (sent as application/json) or a multipart body (the browser sets its boundary). */
  readonly body: unknown;
  /** The captcha pass from the verify call; omitted only by the verify call itself. */
  readonly pass?: string;
  readonly signal?: AbortSignal;
}

export async function postSubmission(path: string, { body, pass, signal }: PostSubmissionOptions): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (pass) headers[CAPTCHA_PASS_HEADER] = pass;
  const multipart = body instanceof FormData;
  if (!multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${contentBaseUrl}${path}`, {
      method: 'POST',
      headers,
      body: multipart ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    throw new SubmissionError('failed', `${path} could not be reached`, { cause: error });
  }

  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return answer;

  const parsed = strapiErrorSchema.safeParse(answer);
  const error = parsed.success ? parsed.data.error : undefined;
  const serverMessage = error?.message ?? '';
  const status = response.status;
  if (status === 400) {
    const fieldErrors: ServerFieldError[] = (error?.details?.errors ?? []).map((item) => ({
      path: item.path.map(String).filter((segment) => segment !== 'data'),
      message: item.message,
    }));
    throw new SubmissionError('invalid', serverMessage || `${path} answered 400`, { status, fieldErrors });
  }
  if (status === 429) {
    throw new SubmissionError('rate-limited', serverMessage || messages.tooManyRequests, { status });
  }
  if (status === 401 || status === 403) {
    throw new SubmissionError('forbidden', serverMessage || `${path} answered ${status}`, { status });
  }
  throw new SubmissionError('failed', serverMessage || `${path} answered ${status}`, { status });
}
