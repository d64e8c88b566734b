/**
 * What a request to schedule a change must hold, checked before anything is stored (pure, unit-tested): a
 * known kind of entry, a publish or an unpublish, and a time in the future. The admin sends the time as an
 * ISO instant converted from the editor's local time in the browser, so the server compares instants only.
 */
import type { ScheduledChangeKind } from './targets';

export interface ScheduleRequest {
  readonly targetType: string;
  readonly targetDocumentId: string;
  readonly change: ScheduledChangeKind;
  readonly runAt: Date;
}

export interface ScheduleProblem {
  readonly field: 'targetType' | 'targetDocumentId' | 'change' | 'runAt';
  readonly message: string;
}

export const PAST_TIME_MESSAGE = 'This time has already passed: choose a date and time in the future.';
export const FAR_TIME_MESSAGE = 'Choose a time within the next two years.';
const TWO_YEARS_MS = 2 * 366 * 24 * 60 * 60 * 1000;

export type CheckedSchedule =
  | { readonly ok: true; readonly request: ScheduleRequest }
  | { readonly ok: false; readonly problems: readonly ScheduleProblem[] };

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export function checkScheduleRequest(
  body: unknown,
  now: Date,
  isSchedulable: (uid: string) => boolean,
): CheckedSchedule {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const problems: ScheduleProblem[] = [];
  const { targetType, targetDocumentId, change, runAt } = input;
  if (!isText(targetType) || !isSchedulable(targetType)) {
    problems.push({ field: 'targetType', message: 'Only pages and job openings can be scheduled.' });
  }
  if (!isText(targetDocumentId) || targetDocumentId.length > 64) {
    problems.push({ field: 'targetDocumentId', message: 'Save the entry first, then schedule it.' });
  }
  if (change !== 'publish' && change !== 'unpublish') {
    problems.push({ field: 'change', message: 'Choose Publish or Unpublish.' });
  }
  // An instant with its offset (`Z` or `+02:00`): a time without a zone would be read in the server's.
  const when = isText(runAt) && /(Z|[+-]\d{2}:\d{2})$/.test(runAt) ? new Date(runAt) : undefined;
  if (!when || Number.isNaN(when.getTime())) {
    problems.push({ field: 'runAt', message: 'Choose a date and a time.' });
  } else if (when.getTime() <= now.getTime()) {
    problems.push({ field: 'runAt', message: PAST_TIME_MESSAGE });
  } else if (when.getTime() - now.getTime() > TWO_YEARS_MS) {
    problems.push({ field: 'runAt', message: FAR_TIME_MESSAGE });
  }
  if (problems.length > 0 || !when) return { ok: false, problems };
  return {
    ok: true,
    request: {
      targetType: targetType as string,
      targetDocumentId: (targetDocumentId as string).trim(),
      change: change as ScheduledChangeKind,
      runAt: when,
    },
  };
}
