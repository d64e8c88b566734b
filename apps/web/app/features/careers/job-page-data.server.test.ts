import type { JobOpeningRecord } from '@auralis/content-manifest';
import { describe, expect, it } from 'vitest';

import { jobDetail, sanitizeJobHtml } from './job-page-data.server';

describe('sanitizeJobHtml (on the server)', () => {
  it('keeps lists and emphasis, drops scripts, handlers and images, and demotes top-level headings', () => {
    expect(
      sanitizeJobHtml(
        '<h1 class="x">Role</h1><h2>Team</h2><p onclick="x()"><strong>Own</strong> it</p><script>x()</script><img src=x onerror=y()><a href="javascript:alert(1)">go</a>',
      ),
    ).toBe('<h3>Role</h3><h3>Team</h3><p><strong>Own</strong> it</p><a>go</a>');
  });

  it('keeps real links with their address', () => {
    expect(sanitizeJobHtml('<a href="https://auralis.example/team" style="x">team</a>')).toBe(
      '<a href="https://auralis.example/team">team</a>',
    );
  });
});

describe('jobDetail', () => {
  const record: JobOpeningRecord = {
    id: 'abc',
    Job_Opening_Name: 'Data Engineer',
    Work_Experience: '3-5 years',
    Remote_Job: false,
    City: 'Pune',
    Country: 'India',
    Banner_description: 'Pipelines.',
    Job_Description: '<p>Model data</p><script>x()</script>',
    Job_details: '<ul><li onclick="y()">SQL</li></ul>',
    Date_Opened: '2026-11-02',
    Job_Type: 'Full time',
  };

  it('keeps what the page renders, sanitized, and the posting facts in schema.org terms', () => {
    expect(jobDetail(record)).toEqual({
      id: 'abc',
      Job_Opening_Name: 'Data Engineer',
      Work_Experience: '3-5 years',
      Remote_Job: false,
      City: 'Pune',
      Country: 'India',
      Banner_description: 'Pipelines.',
      descriptionHtml: '<p>Model data</p>',
      skillsHtml: '<ul><li>SQL</li></ul>',
      datePosted: '2026-11-02',
      employmentType: 'FULL_TIME',
    });
  });
});
