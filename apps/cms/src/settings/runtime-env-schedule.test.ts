import { describe, expect, it } from 'vitest';

import { DEFAULT_SCHEDULE_SETTINGS, scheduleSettings } from './runtime-env';

describe('scheduleSettings', () => {
  it('defaults to a look every 5 seconds and a two-minute lease', () => {
    expect(scheduleSettings({})).toEqual(DEFAULT_SCHEDULE_SETTINGS);
    expect(scheduleSettings({ SCHEDULE_POLL_MS: ' ' })).toEqual(DEFAULT_SCHEDULE_SETTINGS);
  });

  it('reads SCHEDULE_POLL_MS and SCHEDULE_LEASE_MS', () => {
    expect(scheduleSettings({ SCHEDULE_POLL_MS: '250', SCHEDULE_LEASE_MS: '5000' })).toEqual({
      pollMs: 250,
      leaseMs: 5000,
    });
  });

  it.each(['0', '50', '-5', '1.5', 'soon', '3600001'])('stops the start on SCHEDULE_POLL_MS=%s', (value) => {
    expect(() => scheduleSettings({ SCHEDULE_POLL_MS: value })).toThrow(/SCHEDULE_POLL_MS must be a whole number/);
  });
});
