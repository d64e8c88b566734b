import { describe, expect, it } from 'vitest';

import { outcomeOfStatus } from './delivery';

describe("what a receiver's answer means for a hand-over", () => {
  it('is delivered on any 2xx', () => {
    for (const status of [200, 201, 202, 204]) expect(outcomeOfStatus(status, '').result).toBe('delivered');
  });

  it('is retried on 5xx, 408 and 429', () => {
    for (const status of [500, 502, 503, 504, 408, 429])
      expect(outcomeOfStatus(status, 'x').result, String(status)).toBe('retry');
  });

  it('is failed for good on any other 4xx, and on a redirect, with the reason', () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422, 301, 302]) {
      expect(outcomeOfStatus(status, 'bad field').result, String(status)).toBe('refused');
    }
    expect(outcomeOfStatus(400, 'INVALID_EMAIL: bad')).toEqual({
      result: 'refused',
      reason: 'HTTP 400: INVALID_EMAIL: bad',
    });
  });
});
