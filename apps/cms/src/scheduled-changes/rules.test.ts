import { describe, expect, it } from 'vitest';

import { checkScheduleRequest, FAR_TIME_MESSAGE, PAST_TIME_MESSAGE } from './rules';

const now = new Date('2026-11-28T12:00:00Z');
const pagesOnly = (uid: string) => uid === 'api::page.page';
const valid = {
  targetType: 'api::page.page',
  targetDocumentId: 'abc123',
  change: 'unpublish',
  runAt: '2026-11-30T09:00:00+01:00',
};

describe('checkScheduleRequest', () => {
  it('accepts a page, a change and a future instant with its offset', () => {
    expect(checkScheduleRequest(valid, now, pagesOnly)).toEqual({
      ok: true,
      request: {
        targetType: 'api::page.page',
        targetDocumentId: 'abc123',
        change: 'unpublish',
        runAt: new Date('2026-11-30T08:00:00Z'),
      },
    });
  });

  it('refuses a time that has passed, even by a second, with the message the admin shows', () => {
    const result = checkScheduleRequest({ ...valid, runAt: '2026-11-28T11:59:59Z' }, now, pagesOnly);
    expect(result).toEqual({ ok: false, problems: [{ field: 'runAt', message: PAST_TIME_MESSAGE }] });
    expect(checkScheduleRequest({ ...valid, runAt: now.toISOString() }, now, pagesOnly).ok).toBe(false);
  });

  it('refuses a time without a zone, a date that is no date, and one more than two years ahead', () => {
    for (const runAt of ['2026-11-30T09:00', 'next monday', 42]) {
      expect(checkScheduleRequest({ ...valid, runAt }, now, pagesOnly)).toMatchObject({
        ok: false,
        problems: [{ field: 'runAt' }],
      });
    }
    expect(checkScheduleRequest({ ...valid, runAt: '2029-01-01T00:00:00Z' }, now, pagesOnly)).toEqual({
      ok: false,
      problems: [{ field: 'runAt', message: FAR_TIME_MESSAGE }],
    });
  });

  it('refuses another type, a missing entry and an unknown change, field by field', () => {
    const result = checkScheduleRequest(
      { targetType: 'api::redirect.redirect', change: 'delete', runAt: valid.runAt },
      now,
      pagesOnly,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map((problem) => problem.field)).toEqual([
      'targetType',
      'targetDocumentId',
      'change',
    ]);
    expect(checkScheduleRequest(null, now, pagesOnly).ok).toBe(false);
  });
});
