/**
 * What happens to a mail after a failed delivery: exponential backoff from OUTBOX_RETRY_BASE_MS, capped at
 * OUTBOX_RETRY_MAX_MS, until OUTBOX_MAX_ATTEMPTS is reached and the mail is marked `failed` for a person to
 * look at in the admin.
 */
export interface RetryPolicy {
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  readonly maxAttempts: number;
}

/** The wait after the given failed attempt (1 for the first): base, 2×base, 4×base, ... up to the cap. */
export function retryDelayMs(failedAttempt: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, failedAttempt - 1);
  // 2 ** 40 already exceeds any sensible cap; bounding the exponent keeps the number finite.
  return Math.min(policy.retryBaseMs * 2 ** Math.min(exponent, 40), policy.retryMaxMs);
}

export type FailureOutcome =
  | { readonly status: 'retrying'; readonly attempts: number; readonly nextAttemptAt: Date }
  | { readonly status: 'failed'; readonly attempts: number; readonly nextAttemptAt: Date };

export function afterFailedAttempt(previousAttempts: number, now: Date, policy: RetryPolicy): FailureOutcome {
  const attempts = previousAttempts + 1;
  if (attempts >= policy.maxAttempts) return { status: 'failed', attempts, nextAttemptAt: now };
  return { status: 'retrying', attempts, nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, policy)) };
}
