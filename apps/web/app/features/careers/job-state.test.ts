import { describe, expect, it } from 'vitest';

import { jobLocation, readJobState } from './job-state';

const job = {
  id: 12,
  Job_Opening_Name: 'Data Engineer',
  Work_Experience: '3-5 years',
  Remote_Job: false,
  City: 'Pune',
  Country: 'India',
};

describe('readJobState', () => {
  it('reads the job passed as navigation state', () => {
    expect(readJobState({ job })).toEqual({ ...job, id: '12' });
  });

  it.each([undefined, null, {}, { job: null }, { job: { Job_Opening_Name: 'No id' } }, { job: { id: 3 } }])(
    'treats %j as missing',
    (state) => {
      expect(readJobState(state)).toBeUndefined();
    },
  );
});

describe('jobLocation', () => {
  it('says Remote for remote jobs, otherwise city and country', () => {
    const state = readJobState({ job });
    if (!state) throw new Error('expected a job');
    expect(jobLocation(state)).toBe('Pune, India');
    expect(jobLocation({ ...state, Remote_Job: true })).toBe('Remote');
  });
});
