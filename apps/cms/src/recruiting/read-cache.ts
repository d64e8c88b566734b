/**
 * The public job-openings reads, kept for a short while in this instance's memory. With Zoho Recruit every
 * read costs API calls from the organisation's daily quota (the listing up to ten), and anyone may send
 * them: without this, a visitor reloading in a loop would spend the quota the applications need. A minute
 * is as stale as a listing gets; an application still checks its job with Recruit itself.
 *
 * Only answers are kept, never failures, so a Recruit outage is retried on the next read. Simultaneous reads
 * of one key share one call. The listing has its own slot, so requests for many job ids cannot push it out;
 * the job answers are a small map that drops its oldest entry when full.
 */
import type { JobOpening } from './job-opening';
import type { RecruitingProvider } from './provider';

export type OpeningReads = Pick<RecruitingProvider, 'openings' | 'opening'>;

export const READ_CACHE_TTL_MS = 60_000;
export const READ_CACHE_MAX_JOBS = 100;

interface Entry<T> {
  readonly value: Promise<T>;
  expiresAt: number;
}

export function cachedReads(
  reads: OpeningReads,
  { ttlMs = READ_CACHE_TTL_MS, maxJobs = READ_CACHE_MAX_JOBS, now = Date.now } = {},
): OpeningReads {
  let listing: Entry<JobOpening[]> | undefined;
  const jobs = new Map<string, Entry<JobOpening | null>>();

  /** The entry's promise; a failed call leaves no entry behind, whichever caller made it. */
  function remember<T>(load: () => Promise<T>, store: (entry: Entry<T>) => void, forget: (entry: Entry<T>) => void) {
    // The clock starts when the answer arrives, so a slow call does not shorten its minute.
    const entry: Entry<T> = { value: load(), expiresAt: Number.POSITIVE_INFINITY };
    store(entry);
    entry.value.then(
      () => {
        entry.expiresAt = now() + ttlMs;
      },
      () => forget(entry),
    );
    return entry.value;
  }

  const fresh = (entry: Entry<unknown> | undefined) => entry !== undefined && entry.expiresAt > now();

  return {
    openings() {
      if (listing && fresh(listing)) return listing.value;
      return remember(
        () => reads.openings(),
        (entry) => (listing = entry),
        (entry) => {
          if (listing === entry) listing = undefined;
        },
      );
    },

    opening(id: string) {
      const cached = jobs.get(id);
      if (cached && fresh(cached)) return cached.value;
      return remember(
        () => reads.opening(id),
        (entry) => {
          jobs.delete(id);
          if (jobs.size >= maxJobs) {
            for (const [key, other] of jobs) if (!fresh(other)) jobs.delete(key);
          }
          // A Map iterates in insertion order: the first key is the oldest entry.
          if (jobs.size >= maxJobs) jobs.delete(jobs.keys().next().value as string);
          jobs.set(id, entry);
        },
        (entry) => {
          if (jobs.get(id) === entry) jobs.delete(id);
        },
      );
    },
  };
}
