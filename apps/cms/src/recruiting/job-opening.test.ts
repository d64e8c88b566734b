import { describe, expect, it } from 'vitest';

import { dayOf, toJobOpening } from './job-opening';

describe('dayOf', () => {
  it.each([
    ['2026-11-02', '2026-11-02'],
    ['2026-11-02T23:10:00.000Z', '2026-11-02'],
    [new Date('2026-03-04T05:06:07Z'), '2026-03-04'],
    [Date.UTC(2026, 0, 31, 12), '2026-01-31'],
    ['02/11/2026', ''],
    [null, ''],
    [undefined, ''],
    [new Date('not a date'), ''],
  ])('%s is %j', (value, day) => {
    expect(dayOf(value)).toBe(day);
  });
});

describe('toJobOpening', () => {
  it("keeps the opening's fields, the opening day and the job type, and nothing else", () => {
    expect(
      toJobOpening('7', {
        Job_Opening_Name: 'Data Engineer',
        Remote_Job: 'true',
        Date_Opened: '2026-11-02',
        Job_Type: 'Contract',
        Salary: '1',
      }),
    ).toEqual({
      id: '7',
      Job_Opening_Name: 'Data Engineer',
      Work_Experience: '',
      Remote_Job: true,
      City: '',
      Country: '',
      Banner_description: '',
      Job_Description: '',
      Job_details: '',
      Date_Opened: '2026-11-02',
      Job_Type: 'Contract',
    });
  });
});
