import { messages } from '@auralis/form-schemas';

/**
 * Why a submission did not go through, sorted by what the visitor sees (docs/forms.md):
 * - `invalid`: the server's 400, with its field messages when it named fields;
 * - `rate-limited`: 429, with the server's own message;
 * - `captcha`: no token in time, or the verify call did not succeed (docs/forms.md#states-and-errors);
 * - `forbidden`: 403, the pass was missing, spent or for another form;
 * - `failed`: the network, a 5xx or an answer we cannot read.
 * Every kind but `invalid` and `rate-limited` shows docs/forms.md's generic error.
 */
export type SubmissionErrorKind = 'invalid' | 'rate-limited' | 'captcha' | 'forbidden' | 'failed';

export interface ServerFieldError {
  readonly path: readonly string[];
  readonly message: string;
}

export class SubmissionError extends Error {
  readonly kind: SubmissionErrorKind;
  readonly status: number | undefined;
  readonly fieldErrors: readonly ServerFieldError[];

  constructor(
    kind: SubmissionErrorKind,
    message: string,
    options: { status?: number; fieldErrors?: readonly ServerFieldError[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'SubmissionError';
    this.kind = kind;
    this.status = options.status;
    this.fieldErrors = options.fieldErrors ?? [];
  }

  /** The sentence for the form's alert region. */
  get visitorMessage(): string {
    return this.kind === 'rate-limited' ? this.message || messages.tooManyRequests : messages.genericError;
  }
}

/** Anything thrown during a submission, as a SubmissionError (a bug in our own code counts as `failed`). */
export function asSubmissionError(error: unknown): SubmissionError {
  if (error instanceof SubmissionError) return error;
  return new SubmissionError('failed', error instanceof Error ? error.message : String(error), { cause: error });
}
