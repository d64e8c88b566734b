import { describe, expect, it } from 'vitest';

import type { JobOpening } from './job-opening';
import { cachedReads, type OpeningReads, READ_CACHE_TTL_MS } from './read-cache';

const job = (id: string): JobOpening => ({
  id,
  Job_Opening_Name: `Role ${id}`,
  Work_Experience: '3-5 years',
  Remote_Job: false,
  City: 'Pune',
  Country: 'India',
  Banner_description: '',
  Job_Description: '',
  Job_details: '',
  Date_Opened: '',
  Job_Type: '',
});

/** A provider that counts its calls and answers when told to. */
function countingReads() {
  const calls: string[] = [];
  let failNext = false;
  const reads: OpeningReads = {
    async openings() {
      calls.push('list');
      if (failNext) {
        failNext = false;
        throw new Error('Recruit is down');
      }
      return [job('1'), job('2')];
    },
    async opening(id) {
      calls.push(`job ${id}`);
      if (failNext) {
        failNext = false;
        throw new Error('Recruit is down');
      }
      return id === 'closed' ? null : job(id);
    },
  };
  return { reads, calls, failOnce: () => (failNext = true) };
}

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('the job-openings read cache', () => {
  it('makes one call for repeated and simultaneous reads of the listing and of a job, not-open answers included', async () => {
    const { reads, calls } = countingReads();
    const cached = cachedReads(reads);
    const lists = await Promise.all([cached.openings(), cached.openings(), cached.openings()]);
    expect(lists[2]).toEqual([job('1'), job('2')]);
    expect(await cached.openings()).toEqual([job('1'), job('2')]);
    await Promise.all([cached.opening('1'), cached.opening('1')]);
    expect(await cached.opening('1')).toEqual(job('1'));
    expect(await cached.opening('closed')).toBeNull();
    expect(await cached.opening('closed')).toBeNull();
    expect(calls).toEqual(['list', 'job 1', 'job closed']);
  });

  it('asks again once an answer is a minute old', async () => {
    const { reads, calls } = countingReads();
    const time = clock();
    const cached = cachedReads(reads, { now: time.now });
    await cached.openings();
    await cached.opening('1');
    time.advance(READ_CACHE_TTL_MS - 1);
    await cached.openings();
    await cached.opening('1');
    expect(calls).toEqual(['list', 'job 1']);
    time.advance(1);
    await cached.openings();
    await cached.opening('1');
    expect(calls).toEqual(['list', 'job 1', 'list', 'job 1']);
  });

  it('keeps no failure: the next read asks again', async () => {
    const { reads, calls, failOnce } = countingReads();
    const cached = cachedReads(reads);
    failOnce();
    await expect(cached.openings()).rejects.toThrow('Recruit is down');
    expect(await cached.openings()).toHaveLength(2);
    failOnce();
    await expect(cached.opening('1')).rejects.toThrow('Recruit is down');
    expect(await cached.opening('1')).toEqual(job('1'));
    expect(calls).toEqual(['list', 'list', 'job 1', 'job 1']);
  });

  it('holds a bounded number of jobs, dropping the oldest, and never the listing for them', async () => {
    const { reads, calls } = countingReads();
    const cached = cachedReads(reads, { maxJobs: 3 });
    await cached.openings();
    for (const id of ['1', '2', '3', '4']) await cached.opening(id);
    calls.length = 0;
    await cached.opening('4');
    await cached.opening('2');
    await cached.openings();
    expect(calls).toEqual([]);
    await cached.opening('1');
    expect(calls).toEqual(['job 1']);
  });
});
