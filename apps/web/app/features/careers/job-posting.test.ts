import { describe, expect, it } from 'vitest';

import { employmentTypeOf, type JobDetail, jobPostingJsonLd } from './job-posting';

const onSite: JobDetail = {
  id: 'abc',
  Job_Opening_Name: 'Data Engineer',
  Work_Experience: '3-5 years',
  Remote_Job: false,
  City: 'Pune',
  Country: 'India',
  Banner_description: 'Pipelines & models.',
  descriptionHtml: '<p>Model data</p>',
  skillsHtml: '<ul><li>SQL</li></ul>',
  datePosted: '2026-11-02',
  employmentType: 'FULL_TIME',
};

describe('jobPostingJsonLd', () => {
  it('describes an on-site role with its place, date, type and the company from the brand module', () => {
    expect(jobPostingJsonLd(onSite)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Data Engineer',
      description:
        '<p>Pipelines &amp; models.</p><h3>Roles and responsibilities</h3><p>Model data</p><h3>Must-have skills</h3><ul><li>SQL</li></ul>',
      url: 'https://www.auralis.example/jobs/abc/data-engineer',
      identifier: { '@type': 'PropertyValue', name: 'Auralis Digital', value: 'abc' },
      datePosted: '2026-11-02',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Auralis Digital',
        sameAs: 'https://www.auralis.example/',
        logo: 'https://www.auralis.example/logo.svg',
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Pune', addressCountry: 'India' },
      },
      directApply: true,
    });
  });

  it('marks a remote role TELECOMMUTE with no place, and leaves out what the provider does not say', () => {
    const remote = jobPostingJsonLd({ ...onSite, Remote_Job: true, City: '', datePosted: '', employmentType: '' });
    expect(remote).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { name: 'India' } });
    expect(remote).not.toHaveProperty('jobLocation');
    expect(remote).not.toHaveProperty('datePosted');
    expect(remote).not.toHaveProperty('employmentType');
  });
});

describe('employmentTypeOf', () => {
  it.each([
    ['Full time', 'FULL_TIME'],
    ['Part-time', 'PART_TIME'],
    ['Contract', 'CONTRACTOR'],
    ['Temporary', 'TEMPORARY'],
    ['Internship', 'INTERN'],
    ['', ''],
    ['Training', ''],
  ])('%s is %s', (jobType, expected) => {
    expect(employmentTypeOf(jobType)).toBe(expected);
  });
});
