/**
 * How often each instance looks for scheduled changes that are due (SCHEDULE_POLL_MS) and how long a claim on
 * one holds (SCHEDULE_LEASE_MS), read once at start and validated: a malformed value stops the start with a
 * message naming the variable (docs/engineering-habits.md, habit 9), as RENDER_CONCURRENCY does (src/web-app/render-limit.ts).
 */

export interface ScheduleSettings {
  /** Between two looks for due changes; a change is carried out at most this long after its time. */
  readonly pollMs: number;
  /** How long a claim holds; far above the few hundred milliseconds a publish takes. */
  readonly leaseMs: number;
}

export const DEFAULT_SCHEDULE_SETTINGS: ScheduleSettings = { pollMs: 5_000, leaseMs: 120_000 };

const milliseconds = (name: string, raw: string | undefined, fallback: number, min: number, max: number): number => {
  const text = (raw ?? '').trim();
  if (text === '') return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new Error(
      `Configuration error: ${name} must be a whole number of milliseconds from ${min} to ${max}, got "${text}"`,
    );
  }
  return value;
};

/** SCHEDULE_POLL_MS (100 ms to 1 hour, default 5 s) and SCHEDULE_LEASE_MS (1 s to 1 hour, default 2 minutes). */
export function scheduleSettings(env: NodeJS.ProcessEnv = process.env): ScheduleSettings {
  return {
    pollMs: milliseconds('SCHEDULE_POLL_MS', env.SCHEDULE_POLL_MS, DEFAULT_SCHEDULE_SETTINGS.pollMs, 100, 3_600_000),
    leaseMs: milliseconds(
      'SCHEDULE_LEASE_MS',
      env.SCHEDULE_LEASE_MS,
      DEFAULT_SCHEDULE_SETTINGS.leaseMs,
      1_000,
      3_600_000,
    ),
  };
}
