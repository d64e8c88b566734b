import { describe, expect, it } from 'vitest';

import { afterFailedAttempt, retryDelayMs } from './retry';

const policy = { retryBaseMs: 30_000, retryMaxMs: 3_600_000, maxAttempts: 12 };

describe('outbox retry schedule', () => {
  it('doubles the wait after each failure, from the base', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelayMs(attempt, policy))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000,
    ]);
  });

  it('caps the wait', () => {
    expect(retryDelayMs(8, policy)).toBe(3_600_000);
    expect(retryDelayMs(1000, policy)).toBe(3_600_000);
  });

  it('schedules the next attempt after a failure and counts it', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(afterFailedAttempt(0, now, policy)).toEqual({
      status: 'retrying',
      attempts: 1,
      nextAttemptAt: new Date('2026-11-23T10:00:30Z'),
    });
    expect(afterFailedAttempt(2, now, policy)).toMatchObject({
      status: 'retrying',
      attempts: 3,
      nextAttemptAt: new Date('2026-11-23T10:02:00Z'),
    });
  });

  it('gives up after the last allowed attempt', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(afterFailedAttempt(10, now, policy).status).toBe('retrying');
    expect(afterFailedAttempt(11, now, policy)).toMatchObject({ status: 'failed', attempts: 12 });
  });
});
