import { describe, expect, it } from 'vitest';

import { retentionSettings } from '../settings/runtime-env';
import { retentionCutoff } from './attribution-retention';

describe('the retention of where a submission came from', () => {
  it('is 24 months unless ATTRIBUTION_RETENTION_MONTHS says otherwise, and refuses a value out of range', () => {
    expect(retentionSettings({})).toEqual({ attributionMonths: 24, pollMs: 900_000, leaseMs: 600_000 });
    expect(retentionSettings({ ATTRIBUTION_RETENTION_MONTHS: '6' }).attributionMonths).toBe(6);
    expect(() => retentionSettings({ ATTRIBUTION_RETENTION_MONTHS: '0' })).toThrow(
      /ATTRIBUTION_RETENTION_MONTHS must be a whole number from 1 to 120/,
    );
    expect(() => retentionSettings({ ATTRIBUTION_RETENTION_MONTHS: '2 years' })).toThrow(/whole number/);
  });

  it.each([
    ['2026-11-29T10:00:00.000Z', 24, '2024-11-29T10:00:00.000Z'],
    ['2026-08-31T00:00:00.000Z', 6, '2026-02-28T00:00:00.000Z'],
    ['2028-03-31T12:30:00.000Z', 1, '2028-02-29T12:30:00.000Z'],
    ['2027-01-15T08:00:00.000Z', 13, '2025-12-15T08:00:00.000Z'],
  ])('counts calendar months back from %s (%i months: %s)', (now, months, cutoff) => {
    expect(retentionCutoff(new Date(now), months).toISOString()).toBe(cutoff);
  });
});
