import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { JobApplicationRecord } from '@auralis/form-schemas';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { minimalDocx } from '../../test/minimal-docx';
import { STAND_IN_CREDENTIALS, standInJob, ZohoRecruitStandIn } from '../../test/zoho-recruit-stand-in';
import type { ZohoSettings } from '../settings/runtime-env';
import { DuplicateApplication, type RecruitingProvider, RecruitingUnavailable } from './provider';
import { type ApplicationMails, ZohoRecruitClient, zohoRecruiting } from './zoho';

const work = mkdtempSync(path.join(os.tmpdir(), 'auralis-zoho-'));
const pdfBytes = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');

function upload(name: string, bytes: Buffer) {
  const filepath = path.join(work, `upload-${Math.random().toString(36).slice(2)}`);
  writeFileSync(filepath, bytes);
  return { filepath, originalFilename: name, size: bytes.length };
}

const record = (overrides: Partial<JobApplicationRecord> = {}): JobApplicationRecord => ({
  First_Name: 'Ananya',
  Last_Name: 'Desai',
  Email: 'ananya.desai@example.com',
  Mobile: '+91 9845012345',
  Date_of_Birth: '1996-04-12',
  Gender: 'Female',
  State: 'Karnataka',
  Country: 'India',
  Highest_Qualification_Held: 'B.E. Computer Science',
  Passout_Year: 2018,
  Internship: '',
  Internship_Duration: '',
  Experience_in_Years: 6,
  Current_Employer: 'Northwind Labs',
  Current_Job_Title: 'Software Engineer',
  Notice_Period: '30 days',
  Linkedin_URL: 'https://www.linkedin.com/in/ananya-desai',
  Other_Links: 'https://github.com/ananya, https://ananya.dev',
  ...overrides,
});

describe('Zoho Recruit provider against the stand-in', () => {
  const standIn = new ZohoRecruitStandIn();
  let baseUrl: string;
  let provider: RecruitingProvider;
  let queued: { id: string; resume: string; coverLetter: string }[];
  // The outbox outlives a test: an application that went through in one is known to the next.
  const outbox = new Set<string>();
  const settings = (overrides: Partial<ZohoSettings> = {}): ZohoSettings => ({
    accountsUrl: baseUrl,
    recruitUrl: baseUrl,
    ...STAND_IN_CREDENTIALS,
    timeoutMs: 1000,
    ...overrides,
  });
  const openJob = async (id: string) => {
    const job = await provider.opening(id);
    if (!job) throw new Error(`the stand-in has no open job ${id}`);
    return job;
  };
  const mails: ApplicationMails = {
    queued: async (id) => outbox.has(id),
    queue: async (id, input) => {
      outbox.add(id);
      queued.push({ id, resume: input.files.resume, coverLetter: input.files.coverLetter });
    },
  };

  beforeAll(async () => {
    baseUrl = await standIn.start();
    standIn.jobs.push(
      standInJob('4000000000001', 'QA Automation Engineer', { Remote_Job: true, City: '', Country: '' }),
      standInJob('4000000000002', 'Data Engineer'),
      standInJob('4000000000003', 'Filled Role', { Job_Opening_Status: 'Filled' }),
    );
  });

  afterAll(async () => {
    await standIn.stop();
  });

  beforeEach(() => {
    queued = [];
    provider = zohoRecruiting(new ZohoRecruitClient(settings()), mails);
  });

  afterEach(() => {
    standIn.pageSize = 200;
  });

  it('lists only in-progress openings across pages, with one token refresh for several calls', async () => {
    standIn.pageSize = 2;
    const before = standIn.refreshCount;
    const jobs = await provider.openings();
    expect(jobs.map((job) => job.Job_Opening_Name)).toEqual(['QA Automation Engineer', 'Data Engineer']);
    expect(jobs[0]).toEqual({
      id: '4000000000001',
      Job_Opening_Name: 'QA Automation Engineer',
      Work_Experience: '3-5 years',
      Remote_Job: true,
      City: '',
      Country: '',
      Banner_description: 'QA Automation Engineer: build and ship client products.',
      Job_Description: '<p>Build and ship.</p>',
      Job_details: '<ul><li>TypeScript</li></ul>',
      Date_Opened: '2026-11-02',
      Job_Type: 'Full time',
    });
    expect(await provider.opening('4000000000002')).toMatchObject({ id: '4000000000002', City: 'Pune' });
    expect(standIn.refreshCount - before).toBe(1);
    const recruitCalls = standIn.requests.filter((request) => request.path.startsWith('/recruit/'));
    expect(recruitCalls.at(-1)?.authorization).toBe(`Zoho-oauthtoken 1000.access-${standIn.refreshCount}`);
  });

  it('answers null for an unknown, a closed and a malformed job id', async () => {
    expect(await provider.opening('4000000000999')).toBeNull();
    expect(await provider.opening('4000000000003')).toBeNull();
    expect(await provider.opening('../Candidates')).toBeNull();
  });

  it('refreshes an expired token and retries the call once', async () => {
    await provider.openings();
    const before = standIn.refreshCount;
    standIn.expireTokens();
    expect(await provider.openings()).toHaveLength(2);
    expect(standIn.refreshCount).toBe(before + 1);
  });

  it('gives up after one retry when Recruit keeps answering 401', async () => {
    await provider.openings();
    const unauthorized = { code: 'INVALID_TOKEN', message: 'invalid oauth token', status: 'error' };
    standIn.failNext({ method: 'GET', pathPrefix: '/recruit/v2/JobOpenings', status: 401, body: unauthorized });
    standIn.failNext({ method: 'GET', pathPrefix: '/recruit/v2/JobOpenings', status: 401, body: unauthorized });
    const calls = standIn.requests.length;
    await expect(provider.openings()).rejects.toThrow(/HTTP 401, INVALID_TOKEN/);
    // Two Recruit calls and one refresh between them, no more.
    expect(standIn.requests.slice(calls).map((request) => request.path.split('?')[0])).toEqual([
      '/recruit/v2/JobOpenings',
      '/oauth/v2/token',
      '/recruit/v2/JobOpenings',
    ]);
  });

  it('reports a refused refresh token as unavailable', async () => {
    const wrong = zohoRecruiting(new ZohoRecruitClient(settings({ refreshToken: 'revoked' })), mails);
    await expect(wrong.openings()).rejects.toThrow(/token refresh failed \(HTTP 200, invalid_code\)/);
  });

  it('reports a timeout and a server error as unavailable', async () => {
    await provider.openings();
    standIn.failNext({ method: 'GET', pathPrefix: '/recruit/v2/JobOpenings', delayMs: 1500, status: 200, body: {} });
    const timedOut = await provider.openings().catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(RecruitingUnavailable);
    expect((timedOut as Error).message).toMatch(/did not answer GET \/JobOpenings within 1000 ms/);
    standIn.failNext({
      method: 'GET',
      pathPrefix: '/recruit/v2/JobOpenings',
      status: 500,
      body: { code: 'INTERNAL_ERROR' },
    });
    await expect(provider.openings()).rejects.toThrow(/HTTP 500, INTERNAL_ERROR/);
  });

  it('creates the candidate with the record, attaches both files and associates the job', async () => {
    const job = await openJob('4000000000001');
    const id = await provider.apply(
      {
        record: record(),
        job,
        resume: upload('Ananya Desai.pdf', pdfBytes),
        coverLetter: upload('cover.docx', minimalDocx()),
      },
      { origin: 'https://www.auralis.example', receivedAt: new Date() },
    );
    const candidate = standIn.candidates.get(id);
    expect(candidate?.fields).toMatchObject({
      First_Name: 'Ananya',
      Last_Name: 'Desai',
      Email: 'ananya.desai@example.com',
      Mobile: '+91 9845012345',
      Passout_Year: 2018,
      Experience_in_Years: 6,
      Notice_Period: '30 days',
      Other_Links: 'https://github.com/ananya, https://ananya.dev',
    });
    // Empty fields (a fresher's or an experienced applicant's other branch) are not sent.
    expect(candidate?.fields).not.toHaveProperty('Internship');
    expect(candidate?.attachments.map((file) => [file.category, file.name])).toEqual([
      ['Resume', 'Ananya Desai.pdf'],
      ['Cover Letter', 'cover.docx'],
    ]);
    expect(candidate?.attachments[0]?.bytes.equals(pdfBytes)).toBe(true);
    expect([...(candidate?.jobIds ?? [])]).toEqual(['4000000000001']);
    expect(queued).toEqual([
      {
        id: `${id}-4000000000001`,
        resume: `Ananya Desai.pdf: attached to candidate ${id} in Zoho Recruit`,
        coverLetter: `cover.docx: attached to candidate ${id} in Zoho Recruit`,
      },
    ]);
  });

  it('answers a duplicate for the same email and job, and associates the same person with another job', async () => {
    const context = { origin: 'https://www.auralis.example', receivedAt: new Date() };
    const first = await openJob('4000000000001');
    const second = await openJob('4000000000002');
    const candidate = standIn.candidateByEmail('ananya.desai@example.com');
    const attachments = candidate?.attachments.length;

    const again = provider.apply({ record: record(), job: first, resume: upload('cv.pdf', pdfBytes) }, context);
    await expect(again).rejects.toBeInstanceOf(DuplicateApplication);
    await expect(again).rejects.toThrow('Duplicate data found');
    expect(candidate?.attachments).toHaveLength(attachments ?? 0);
    expect(queued).toEqual([]);

    const id = await provider.apply({ record: record(), job: second, resume: upload('cv.pdf', pdfBytes) }, context);
    expect(id).toBe(candidate?.id);
    expect([...(candidate?.jobIds ?? [])].sort()).toEqual(['4000000000001', '4000000000002']);
    expect(candidate?.attachments.at(-1)?.category).toBe('Resume');
    expect(queued).toHaveLength(1);
  });

  it('queues no mail when Recruit refuses the candidate or an attachment', async () => {
    const job = await openJob('4000000000002');
    const context = { origin: 'https://www.auralis.example', receivedAt: new Date() };
    standIn.failNext({
      method: 'POST',
      pathPrefix: '/recruit/v2/Candidates',
      status: 400,
      body: { data: [{ code: 'INVALID_DATA', message: 'invalid data', status: 'error' }] },
    });
    const refused = provider.apply(
      { record: record({ Email: 'ravi.k@example.com' }), job, resume: upload('cv.pdf', pdfBytes) },
      context,
    );
    await expect(refused).rejects.toThrow(/refused the candidate \(HTTP 400, INVALID_DATA: invalid data\)/);

    standIn.failNext({
      method: 'POST',
      pathPrefix: '/recruit/v2/Candidates/',
      status: 500,
      body: { code: 'INTERNAL_ERROR' },
    });
    const attachment = provider.apply(
      { record: record({ Email: 'meera.s@example.com' }), job, resume: upload('cv.pdf', pdfBytes) },
      context,
    );
    await expect(attachment).rejects.toThrow(/refused the Resume attachment \(HTTP 500, INTERNAL_ERROR\)/);
    expect(queued).toEqual([]);
  });

  it('attaches the files before linking a known candidate to the job, so a retry after a failed attachment goes through', async () => {
    const context = { origin: 'https://www.auralis.example', receivedAt: new Date() };
    const first = await openJob('4000000000001');
    const second = await openJob('4000000000002');
    const applicant = record({ Email: 'kavya.iyer@example.com' });
    const id = await provider.apply({ record: applicant, job: first, resume: upload('first.pdf', pdfBytes) }, context);
    const candidate = standIn.candidates.get(id);
    queued = [];

    standIn.failNext({
      method: 'POST',
      pathPrefix: `/recruit/v2/Candidates/${id}/Attachments`,
      status: 500,
      body: { code: 'INTERNAL_ERROR' },
    });
    const failed = provider.apply({ record: applicant, job: second, resume: upload('second.pdf', pdfBytes) }, context);
    await expect(failed).rejects.toThrow(/refused the Resume attachment/);
    expect([...(candidate?.jobIds ?? [])]).toEqual(['4000000000001']);
    expect(queued).toEqual([]);

    const retried = await provider.apply(
      { record: applicant, job: second, resume: upload('second.pdf', pdfBytes) },
      context,
    );
    expect(retried).toBe(id);
    expect(candidate?.attachments.map((file) => file.name)).toEqual(['first.pdf', 'second.pdf']);
    expect([...(candidate?.jobIds ?? [])].sort()).toEqual(['4000000000001', '4000000000002']);
    expect(queued.map((mail) => mail.id)).toEqual([`${id}-4000000000002`]);
  });

  it('finishes an application whose job link Recruit made but whose answer was lost', async () => {
    const context = { origin: 'https://www.auralis.example', receivedAt: new Date() };
    const job = await openJob('4000000000002');
    const applicant = record({ Email: 'arjun.pillai@example.com' });
    standIn.failNext({
      method: 'PUT',
      pathPrefix: '/recruit/v2/Candidates/actions/associate',
      status: 500,
      body: { code: 'INTERNAL_ERROR' },
      afterActing: true,
    });
    const failed = provider.apply({ record: applicant, job, resume: upload('cv.pdf', pdfBytes) }, context);
    await expect(failed).rejects.toThrow(/refused the association with the job/);
    const candidate = standIn.candidateByEmail('arjun.pillai@example.com');
    expect([...(candidate?.jobIds ?? [])]).toEqual(['4000000000002']);
    expect(queued).toEqual([]);

    // Recruit answers ALREADY_ASSOCIATED now; no mail says this application went through, so it is finished.
    const id = await provider.apply({ record: applicant, job, resume: upload('cv.pdf', pdfBytes) }, context);
    expect(id).toBe(candidate?.id);
    expect(candidate?.attachments.map((file) => file.category)).toEqual(['Resume', 'Resume']);
    expect(queued.map((mail) => mail.id)).toEqual([`${id}-4000000000002`]);

    // Once its mails are queued, the same application again is a duplicate, and nothing more is attached.
    const again = provider.apply({ record: applicant, job, resume: upload('cv.pdf', pdfBytes) }, context);
    await expect(again).rejects.toBeInstanceOf(DuplicateApplication);
    expect(candidate?.attachments).toHaveLength(2);
    expect(queued).toHaveLength(1);
  });
});
