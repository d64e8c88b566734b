/**
 * The careers endpoints (issue 8) against the booted service: the open-roles listing and a job's detail,
 * applications with a real PDF and a real DOCX stored privately with their mails, the refusals (wrong
 * content, oversized, missing resume, duplicate, no pass) storing nothing, and the Zoho Recruit provider
 * against a local stand-in of its endpoints.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type BootedService, bootContentService } from './boot';
import { newDataDir } from './seeded-templates';
import { minimalDocx, zipArchive } from './minimal-docx';
import {
  adminList,
  adminToken,
  captchaPass,
  minimalPdf,
  type OutboxMail,
  SUBMISSION_TEST_ENV,
  waitFor,
} from './submissions-suite';
import { STAND_IN_CREDENTIALS, standInJob, ZohoRecruitStandIn } from './zoho-recruit-stand-in';

const UIDS = {
  opening: 'api::job-opening.job-opening',
  application: 'api::job-application.job-application',
  outbox: 'api::outbox-mail.outbox-mail',
} as const;

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface Job {
  id: string;
  Job_Opening_Name: string;
  Work_Experience: string;
  Remote_Job: boolean;
  City: string;
  Country: string;
  Banner_description: string;
  Job_Description: string;
  Job_details: string;
  Date_Opened: string;
  Job_Type: string;
}

interface ErrorBody {
  error: { status: number; message: string; details: { errors?: { path: string[]; message: string }[] } };
}

/** A recruiting record as the application page sends it (docs/careers.md names). */
export const experiencedRecord = (overrides: Record<string, unknown> = {}) => ({
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
  Notice_Period: 'Currently Pursuing',
  Linkedin_URL: 'https://www.linkedin.com/in/ananya-desai',
  Other_Links: 'https://github.com/ananya-desai, https://ananya.dev',
  ...overrides,
});

const fresherRecord = (overrides: Record<string, unknown> = {}) =>
  experiencedRecord({
    First_Name: 'Rohan',
    Last_Name: 'Kulkarni',
    Email: 'rohan.kulkarni@example.com',
    Gender: 'Male',
    State: 'Maharashtra',
    Passout_Year: new Date().getFullYear(),
    Internship: 'Pune Analytics',
    Internship_Duration: '3 months',
    Experience_in_Years: 0,
    Current_Employer: '',
    Current_Job_Title: '',
    Notice_Period: '',
    Other_Links: '',
    ...overrides,
  });

interface FilePart {
  readonly bytes: Buffer;
  readonly name: string;
  readonly type?: string;
}

export function applicationForm(
  record: unknown,
  jobId: string,
  files: { resume?: FilePart; coverLetter?: FilePart } = {},
): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify([record]));
  form.append('jobids', JSON.stringify([jobId]));
  for (const [field, file] of Object.entries(files)) {
    if (file) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
  }
  return form;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The local provider (the default) on a database. */
export function careersSuite(
  label: string,
  env: () => Promise<{ env: Record<string, string>; cleanUp?: () => Promise<void> }>,
) {
  describe(`careers on ${label}`, () => {
    let service: BootedService;
    let cleanUp: (() => Promise<void>) | undefined;
    let token: string;
    let jobs: Job[];
    const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-careers-tmp-'));

    beforeAll(async () => {
      const setup = await env();
      cleanUp = setup.cleanUp;
      service = await bootContentService({ ...SUBMISSION_TEST_ENV, TMPDIR: tmpDir, ...setup.env });
      token = await adminToken(service);
    });

    afterAll(async () => {
      await service?.stop();
      await cleanUp?.();
    });

    const url = () => service.baseUrl;
    const auth = () => ({ Authorization: `Bearer ${token}` });
    const apply = (form: FormData, pass?: string) =>
      fetch(`${url()}/api/zoho-recruit/apply-job`, {
        method: 'POST',
        headers: pass ? { 'X-Captcha-Pass': pass } : {},
        body: form,
      });
    const applications = (filters: Record<string, string> = {}) =>
      adminList<Record<string, unknown>>(service, token, UIDS.application, filters);
    const privateFiles = () => {
      try {
        return readdirSync(path.join(service.dataDir, 'private-uploads'));
      } catch {
        return [];
      }
    };
    const jobNamed = (name: string) => {
      const job = jobs.find((candidate) => candidate.Job_Opening_Name === name);
      if (!job) throw new Error(`no open job named ${name}`);
      return job;
    };

    describe('job openings', () => {
      it('lists the seeded open roles with the fields the site shows, at data.data', async () => {
        const response = await fetch(`${url()}/api/zoho-recruit/job-openings`);
        expect(response.status).toBe(200);
        const body = (await response.json()) as { data: Job[]; meta: { total: number } };
        jobs = body.data;
        expect(jobs.length).toBeGreaterThanOrEqual(8);
        expect(body.meta.total).toBe(jobs.length);
        for (const job of jobs) {
          expect(Object.keys(job).sort()).toEqual(
            [
              'Banner_description',
              'City',
              'Country',
              'Date_Opened',
              'Job_Description',
              'Job_Opening_Name',
              'Job_Type',
              'Job_details',
              'Remote_Job',
              'Work_Experience',
              'id',
            ].sort(),
          );
          expect(job.Job_Opening_Name.length).toBeGreaterThan(5);
          // The local provider: the day the team created the role; it has no job type to say.
          expect(job.Date_Opened).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(job.Job_Type).toBe('');
          expect(job.Job_Description).toMatch(/^<p>.+<\/ul>$/);
          expect(job.Job_details).toMatch(/^<ul><li>/);
          if (!job.Remote_Job) expect(job.City && job.Country).toBeTruthy();
        }
        expect(jobs.some((job) => job.Remote_Job)).toBe(true);
        const cities = new Set(jobs.filter((job) => !job.Remote_Job).map((job) => job.City));
        expect([...cities].sort()).toEqual(['Austin', 'Bengaluru', 'Dubai', 'London', 'Pune']);
      });

      it("answers a job's detail at data.data, and 404 for an unknown id", async () => {
        const job = jobNamed('QA Automation Engineer (Playwright)');
        const response = await fetch(`${url()}/api/zoho-recruit/job-openings/${job.id}`);
        expect(response.status).toBe(200);
        expect(((await response.json()) as { data: Job }).data).toEqual(job);
        expect((await fetch(`${url()}/api/zoho-recruit/job-openings/no-such-job`)).status).toBe(404);
      });

      it('hides a role the team closes in the admin, from the listing and the detail', async () => {
        const job = jobNamed('B2B Content Marketing Specialist');
        const update = await fetch(`${url()}/content-manager/collection-types/${UIDS.opening}/${job.id}`, {
          method: 'PUT',
          headers: { ...auth(), 'Content-Type': 'application/json' },
          body: JSON.stringify({ isOpen: false }),
        });
        expect(update.status).toBe(200);
        expect((await fetch(`${url()}/api/zoho-recruit/job-openings/${job.id}`)).status).toBe(404);
        const listing = (await (await fetch(`${url()}/api/zoho-recruit/job-openings`)).json()) as { data: Job[] };
        expect(listing.data.map((item) => item.id)).not.toContain(job.id);
        expect(listing.data).toHaveLength(jobs.length - 1);
      });

      it('seeds once: a restart keeps the closed role closed and adds nothing', async () => {
        await service.restart();
        token = await adminToken(service);
        const openings = await adminList<{ isOpen: boolean }>(service, token, UIDS.opening);
        expect(openings.total).toBe(jobs.length);
        expect(openings.results.filter((opening) => !opening.isOpen)).toHaveLength(1);
      });
    });

    describe('applications', () => {
      let storedResume = '';

      it('stores an application with its PDF resume and DOCX cover letter privately, and queues both mails', async () => {
        const job = jobNamed('Senior Backend Engineer (Node.js)');
        const pdf = minimalPdf();
        const docx = minimalDocx('Dear hiring team');
        const before = privateFiles();
        const response = await apply(
          applicationForm(experiencedRecord({ Date_of_Birth: ' 1996-04-12 ', role: 'admin' }), job.id, {
            resume: { bytes: pdf, name: 'Ananya Desai resume.pdf', type: 'application/pdf' },
            coverLetter: { bytes: docx, name: 'Cover letter.docx', type: DOCX_TYPE },
          }),
          await captchaPass(url(), 'application'),
        );
        expect(response.status).toBe(200);
        const { data } = (await response.json()) as { data: { id: string } };

        const stored = await applications({ Email: 'ananya.desai@example.com' });
        expect(stored.total).toBe(1);
        expect(stored.results[0]).toMatchObject({
          documentId: data.id,
          First_Name: 'Ananya',
          Last_Name: 'Desai',
          Mobile: '+91 9845012345',
          Date_of_Birth: '1996-04-12',
          Passout_Year: '2018',
          Experience_in_Years: '6',
          Notice_Period: 'Currently Pursuing',
          Other_Links: 'https://github.com/ananya-desai, https://ananya.dev',
          Job_Opening_Id: job.id,
          Job_Opening_Name: 'Senior Backend Engineer (Node.js)',
          resumeOriginalName: 'Ananya Desai resume.pdf',
          coverLetterOriginalName: 'Cover letter.docx',
        });
        expect(stored.results[0]?.role).toBeUndefined();

        const added = privateFiles().filter((name) => !before.includes(name));
        expect(added.map((name) => path.extname(name)).sort()).toEqual(['.docx', '.pdf']);
        for (const name of added) expect(name).toMatch(/^[a-f0-9]{32}\.(pdf|docx)$/);
        storedResume = added.find((name) => name.endsWith('.pdf')) ?? '';

        const base = `${url()}/recruiting-admin/job-applications/${data.id}`;
        expect((await fetch(`${base}/resume`)).status).toBe(401);
        const resume = await fetch(`${base}/resume`, { headers: auth() });
        expect(resume.status).toBe(200);
        expect(resume.headers.get('content-type')).toBe('application/pdf');
        expect(resume.headers.get('content-disposition')).toContain('attachment');
        expect(sha256(Buffer.from(await resume.arrayBuffer()))).toBe(sha256(pdf));
        const cover = await fetch(`${base}/cover-letter`, { headers: auth() });
        expect(cover.status).toBe(200);
        expect(cover.headers.get('content-type')).toBe(DOCX_TYPE);
        expect(sha256(Buffer.from(await cover.arrayBuffer()))).toBe(sha256(docx));

        const mails = (await adminList<OutboxMail>(service, token, UIDS.outbox, { submissionId: data.id })).results;
        expect(mails.map((mail) => [mail.template, mail.recipient, mail.subject]).sort()).toEqual([
          [
            'application-team',
            'careers@auralis.example',
            'New application: Senior Backend Engineer (Node.js) from Ananya Desai',
          ],
          [
            'application-thanks',
            'ananya.desai@example.com',
            'We received your application for Senior Backend Engineer (Node.js)',
          ],
        ]);
        const team = mails.find((mail) => mail.template === 'application-team');
        expect(team?.replyTo).toBe('ananya.desai@example.com');
        expect(team?.text).toContain('Notice period: Currently Pursuing');
        expect(team?.text).toContain('Ananya Desai resume.pdf');
        expect(team?.submissionType).toBe('application');
      });

      it("keeps an applicant's file out of reach of /uploads and every public path", async () => {
        expect(storedResume).not.toBe('');
        expect(readdirSync(path.join(service.dataDir, 'public', 'uploads'))).not.toContain(storedResume);
        expect((await fetch(`${url()}/uploads/${storedResume}`)).status).toBe(404);
        const guessed = await fetch(`${url()}/private-uploads/${storedResume}`);
        expect(await guessed.text()).not.toContain('%PDF-');
        for (const collection of ['job-applications', 'job-openings']) {
          for (const pathname of [`/api/${collection}`, `/api/${collection}/1`]) {
            expect([403, 404], pathname).toContain((await fetch(`${url()}${pathname}`)).status);
          }
        }
      });

      // docs/forms.md#where-a-submission-came-from: the `attribution` part, once the applicant accepted cookies.
      it('stores where the applicant came from, and refuses an attribution part the site did not write', async () => {
        // A role no other test applies to, whose applications they count.
        const job = jobNamed('Cloud DevOps Engineer (AWS)');
        const resume = { bytes: minimalPdf(), name: 'Kabir resume.pdf', type: 'application/pdf' };
        const record = experiencedRecord({ Email: 'kabir.attributed@example.com', First_Name: 'Kabir' });
        const refused = applicationForm(record, job.id, { resume });
        refused.append('attribution', JSON.stringify({ referrerHost: 'https://www.linkedin.com/jobs/view/1?x=y' }));
        const pass = await captchaPass(url(), 'application');
        const refusal = await apply(refused, pass);
        expect(refusal.status).toBe(400);
        const body = (await refusal.json()) as { error: { details: { errors: { path: string[] }[] } } };
        expect(body.error.details.errors[0]?.path).toEqual(['attribution']);
        expect((await applications({ Email: 'kabir.attributed@example.com' })).total).toBe(0);

        const form = applicationForm(record, job.id, { resume });
        form.append(
          'attribution',
          JSON.stringify({
            firstCampaign: { utm_source: 'linkedin', utm_medium: 'jobs', utm_campaign: 'backend-hiring' },
            referrerHost: 'www.linkedin.com',
            landingPage: '/careers',
          }),
        );
        expect((await apply(form, pass)).status).toBe(200);
        const stored = await applications({ Email: 'kabir.attributed@example.com' });
        expect(stored.results[0]).toMatchObject({
          firstSource: 'linkedin',
          firstMedium: 'jobs',
          firstCampaign: 'backend-hiring',
          latestSource: null,
          referrerHost: 'www.linkedin.com',
          landingPage: '/careers',
        });
      });

      it('accepts a fresher with a DOCX resume and no cover letter', async () => {
        const job = jobNamed('Graduate Software Engineer');
        const response = await apply(
          applicationForm(fresherRecord(), job.id, { resume: { bytes: minimalDocx('Rohan'), name: 'rohan.docx' } }),
          await captchaPass(url(), 'application'),
        );
        expect(response.status).toBe(200);
        const stored = await applications({ Email: 'rohan.kulkarni@example.com' });
        expect(stored.results[0]).toMatchObject({
          Internship: 'Pune Analytics',
          Internship_Duration: '3 months',
          Experience_in_Years: '0',
          coverLetterOriginalName: null,
        });
      });

      it("answers 'Duplicate data found' to the same email applying to the same job, whatever its case", async () => {
        const job = jobNamed('Senior Backend Engineer (Node.js)');
        const before = privateFiles().length;
        const response = await apply(
          applicationForm(experiencedRecord({ Email: 'Ananya.Desai@EXAMPLE.com' }), job.id, {
            resume: { bytes: minimalPdf(), name: 'cv.pdf' },
          }),
          await captchaPass(url(), 'application'),
        );
        expect(response.status).toBe(400);
        expect(((await response.json()) as ErrorBody).error.message).toBe('Duplicate data found');
        expect((await applications()).results.filter((row) => row.Job_Opening_Id === job.id)).toHaveLength(1);
        expect(privateFiles()).toHaveLength(before);

        const other = jobNamed('Machine Learning Engineer');
        const elsewhere = await apply(
          applicationForm(experiencedRecord(), other.id, { resume: { bytes: minimalPdf(), name: 'cv.pdf' } }),
          await captchaPass(url(), 'application'),
        );
        expect(elsewhere.status).toBe(200);
      });

      it('lets one of two simultaneous duplicates through (the unique key decides)', async () => {
        const job = jobNamed('Data Engineer (Azure and dbt)');
        const [first, second] = await Promise.all([
          captchaPass(url(), 'application'),
          captchaPass(url(), 'application'),
        ]);
        const form = () =>
          applicationForm(experiencedRecord({ Email: 'race.twice@example.com' }), job.id, {
            resume: { bytes: minimalPdf(), name: 'cv.pdf' },
          });
        const before = privateFiles().length;
        const responses = await Promise.all([apply(form(), first), apply(form(), second)]);
        expect(responses.map((response) => response.status).sort()).toEqual([200, 400]);
        expect((await applications({ Email: 'race.twice@example.com' })).total).toBe(1);
        expect(privateFiles()).toHaveLength(before + 1);
      });

      it('refuses a program renamed .pdf, a zip renamed .docx, an oversized file and a missing resume, storing nothing', async () => {
        const job = jobNamed('React Native Developer');
        const before = (await applications()).total;
        const filesBefore = privateFiles().length;
        const mailsBefore = (await adminList(service, token, UIDS.outbox)).total;
        const pass = await captchaPass(url(), 'application');
        const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096, 1)]);
        const notWord = zipArchive([{ name: 'notes.txt', content: 'not a Word document' }]);
        const oversized = Buffer.concat([minimalPdf(), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
        const cases: { files: Parameters<typeof applicationForm>[2]; field: string; message: string }[] = [
          {
            files: { resume: { bytes: exe, name: 'resume.pdf' } },
            field: 'resume',
            message: 'Only pdf and docx are allowed',
          },
          {
            files: { resume: { bytes: exe, name: 'resume.exe' } },
            field: 'resume',
            message: 'Only pdf and docx are allowed',
          },
          {
            files: {
              resume: { bytes: minimalPdf(), name: 'cv.pdf' },
              coverLetter: { bytes: notWord, name: 'cover.docx' },
            },
            field: 'coverLetter',
            message: 'Only pdf and docx are allowed',
          },
          {
            files: { resume: { bytes: oversized, name: 'big.pdf' } },
            field: 'resume',
            message: 'The file must be 5 MB or smaller',
          },
          { files: {}, field: 'resume', message: 'Resume is required' },
        ];
        for (const { files, field, message } of cases) {
          const response = await apply(
            applicationForm(experiencedRecord({ Email: 'refused.files@example.com' }), job.id, files),
            pass,
          );
          expect(response.status, message).toBe(400);
          const body = (await response.json()) as ErrorBody;
          expect(body.error.message).toBe(message);
          expect(body.error.details.errors?.[0]?.path).toEqual([field]);
        }
        expect((await applications()).total).toBe(before);
        expect(privateFiles()).toHaveLength(filesBefore);
        expect((await adminList(service, token, UIDS.outbox)).total).toBe(mailsBefore);
        // Refusals come before the pass is spent: the same pass still sends a good application once.
        const ok = await apply(
          applicationForm(experiencedRecord({ Email: 'refused.files@example.com' }), job.id, {
            resume: { bytes: minimalPdf(), name: 'cv.pdf' },
          }),
          pass,
        );
        expect(ok.status).toBe(200);
      });

      it('answers 400 naming an invalid record field or job, and 403 without a pass or with another kind', async () => {
        const job = jobNamed('Senior Product Designer');
        const pass = await captchaPass(url(), 'application');
        const resume = { bytes: minimalPdf(), name: 'cv.pdf' };
        const invalid = await apply(
          applicationForm(experiencedRecord({ First_Name: 'A', Email: 'x@y' }), job.id, { resume }),
          pass,
        );
        expect(invalid.status).toBe(400);
        expect(((await invalid.json()) as ErrorBody).error.details.errors).toEqual([
          { path: ['First_Name'], message: 'too short', name: 'ValidationError' },
          { path: ['Email'], message: 'Invalid email', name: 'ValidationError' },
        ]);
        const closed = jobs.find((item) => item.Job_Opening_Name === 'B2B Content Marketing Specialist');
        for (const jobId of [closed?.id ?? '', 'unknown-job']) {
          const response = await apply(
            applicationForm(experiencedRecord({ Email: 'closed.job@example.com' }), jobId, { resume }),
            pass,
          );
          expect(response.status, jobId).toBe(400);
          expect(((await response.json()) as ErrorBody).error.details.errors?.[0]?.path).toEqual(['jobids']);
        }

        const before = (await applications()).total;
        const form = () => applicationForm(experiencedRecord({ Email: 'no.pass@example.com' }), job.id, { resume });
        expect((await apply(form())).status).toBe(403);
        expect((await apply(form(), await captchaPass(url(), 'contact'))).status).toBe(403);
        expect((await applications()).total).toBe(before);
      });

      it('refuses a LinkedIn URL too long for its column with a field error, storing nothing', async () => {
        const job = jobNamed('Senior Product Designer');
        const before = (await applications()).total;
        const filesBefore = privateFiles().length;
        const pass = await captchaPass(url(), 'application');
        const linkedin = `https://www.linkedin.com/in/${'a'.repeat(300 - 'https://www.linkedin.com/in/'.length)}`;
        expect(linkedin).toHaveLength(300);
        const response = await apply(
          applicationForm(experiencedRecord({ Email: 'long.linkedin@example.com', Linkedin_URL: linkedin }), job.id, {
            resume: { bytes: minimalPdf(), name: 'cv.pdf' },
          }),
          pass,
        );
        expect(response.status).toBe(400);
        expect(((await response.json()) as ErrorBody).error.details.errors).toEqual([
          { path: ['Linkedin_URL'], message: 'Enter a valid URL', name: 'ValidationError' },
        ]);
        expect((await applications()).total).toBe(before);
        expect(privateFiles()).toHaveLength(filesBefore);
      });

      it('stores an application from an address as long as docs/careers.md allows, and still spots its duplicate', async () => {
        const job = jobNamed('Senior Product Designer');
        // 254 characters: with the job id, the duplicate key is longer than a varchar(255).
        const email = `${'a'.repeat(254 - '@example.com'.length)}@example.com`;
        const form = () =>
          applicationForm(experiencedRecord({ Email: email }), job.id, {
            resume: { bytes: minimalPdf(), name: 'cv.pdf' },
          });
        const first = await apply(form(), await captchaPass(url(), 'application'));
        expect(first.status, await first.clone().text()).toBe(200);
        expect((await applications({ Email: email })).total).toBe(1);
        const again = await apply(form(), await captchaPass(url(), 'application'));
        expect(again.status).toBe(400);
        expect(((await again.json()) as ErrorBody).error.message).toBe('Duplicate data found');
      });

      it('stores an address docs/forms.md#validation accepts even where a stricter email check would not', async () => {
        const job = jobNamed('Senior Product Designer');
        for (const email of ['.abc@ex.com', 'a..bc@ex.com']) {
          const response = await apply(
            applicationForm(experiencedRecord({ Email: email }), job.id, {
              resume: { bytes: minimalPdf(), name: 'cv.pdf' },
            }),
            await captchaPass(url(), 'application'),
          );
          expect(response.status, await response.clone().text()).toBe(200);
          expect((await applications({ Email: email })).total).toBe(1);
          const { data } = (await response.json()) as { data: { id: string } };
          const mails = (await adminList<OutboxMail>(service, token, UIDS.outbox, { submissionId: data.id })).results;
          expect(mails.find((mail) => mail.template === 'application-thanks')?.recipient).toBe(email);
        }
      });

      it('exports the applications as CSV for the admin only', async () => {
        const exportUrl = `${url()}/submissions-admin/job-applications/export.csv`;
        expect((await fetch(exportUrl)).status).toBe(401);
        const response = await fetch(exportUrl, { headers: auth() });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('text/csv');
        const [header, ...rows] = (await response.text()).trim().split(/\r?\n/);
        // Every cell is quoted (issue 32, item 6).
        const headerCells = header?.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
        expect(headerCells?.slice(3, 8)).toEqual([
          'Job_Opening_Id',
          'Job_Opening_Name',
          'First_Name',
          'Last_Name',
          'Email',
        ]);
        expect(header).toContain('resumeOriginalName');
        expect(rows).toHaveLength((await applications()).total);
        expect(
          rows.some((row) => row.includes('ananya.desai@example.com') && row.includes('Ananya Desai resume.pdf')),
        ).toBe(true);
      });

      it('leaves no temporary upload behind', async () => {
        await waitFor(
          'temporary files removed',
          async () => (readdirSync(tmpDir).length === 0 ? true : undefined),
          5000,
        );
      });
    });
  });
}

const ZOHO_SUITE_SUBMISSIONS_PER_MINUTE = 6;

/** The Zoho Recruit provider, booted against the local stand-in of accounts and Recruit. */
export function zohoCareersSuite() {
  describe('careers with the Zoho Recruit provider (stand-in)', () => {
    const standIn = new ZohoRecruitStandIn();
    let service: BootedService;
    let token: string;

    beforeAll(async () => {
      const standInUrl = await standIn.start();
      standIn.jobs.push(
        standInJob('4000000000101', 'Senior QA Engineer', { Remote_Job: true, City: '', Country: '' }),
        standInJob('4000000000102', 'UX Designer', { City: 'London', Country: 'United Kingdom' }),
        standInJob('4000000000103', 'Closed Role', { Job_Opening_Status: 'Cancelled' }),
      );
      service = await bootContentService(
        {
          ...SUBMISSION_TEST_ENV,
          RECRUITING_PROVIDER: 'zoho',
          ZOHO_CLIENT_ID: STAND_IN_CREDENTIALS.clientId,
          ZOHO_CLIENT_SECRET: STAND_IN_CREDENTIALS.clientSecret,
          ZOHO_REFRESH_TOKEN: STAND_IN_CREDENTIALS.refreshToken,
          ZOHO_ACCOUNTS_URL: standInUrl,
          ZOHO_RECRUIT_URL: standInUrl,
          ZOHO_TIMEOUT_MS: '1500',
          // Low enough for the last test to reach the limit; the tests before it send four applications.
          RATE_LIMIT_SUBMISSIONS_PER_MINUTE: String(ZOHO_SUITE_SUBMISSIONS_PER_MINUTE),
        },
        // An empty data folder, not the seeded template: the first start with Zoho must seed no local roles.
        newDataDir(),
      );
      token = await adminToken(service);
    });

    afterAll(async () => {
      await service?.stop();
      await standIn.stop();
    });

    const url = () => service.baseUrl;

    // First, while no answer is cached yet: failures are never kept, and the recovery is a real Recruit call.
    it('answers 502 when Recruit fails or does not answer in time, and recovers from an expired token', async () => {
      standIn.failNext({
        method: 'GET',
        pathPrefix: '/recruit/v2/JobOpenings',
        status: 500,
        body: { code: 'INTERNAL_ERROR' },
      });
      const failed = await fetch(`${url()}/api/zoho-recruit/job-openings`);
      expect(failed.status).toBe(502);
      expect(((await failed.json()) as ErrorBody).error.message).toMatch(/not available/);

      standIn.failNext({ method: 'GET', pathPrefix: '/recruit/v2/JobOpenings', delayMs: 3000, status: 200, body: {} });
      expect((await fetch(`${url()}/api/zoho-recruit/job-openings`)).status).toBe(502);

      const refreshes = standIn.refreshCount;
      standIn.expireTokens();
      expect((await fetch(`${url()}/api/zoho-recruit/job-openings`)).status).toBe(200);
      expect(standIn.refreshCount).toBe(refreshes + 1);
    });

    it("lists Recruit's open roles and answers a job's detail; seeds no local openings", async () => {
      const listing = (await (await fetch(`${url()}/api/zoho-recruit/job-openings`)).json()) as { data: Job[] };
      expect(listing.data.map((job) => [job.id, job.Job_Opening_Name])).toEqual([
        ['4000000000101', 'Senior QA Engineer'],
        ['4000000000102', 'UX Designer'],
      ]);
      const detail = await fetch(`${url()}/api/zoho-recruit/job-openings/4000000000102`);
      expect(((await detail.json()) as { data: Job }).data).toMatchObject({ City: 'London', Remote_Job: false });
      expect((await fetch(`${url()}/api/zoho-recruit/job-openings/4000000000103`)).status).toBe(404);
      expect((await adminList(service, token, UIDS.opening)).total).toBe(0);
    });

    it('creates the candidate with its files, associated with the job, and answers a duplicate', async () => {
      const pdf = minimalPdf();
      const form = () =>
        applicationForm(experiencedRecord({ Email: 'zoho.applicant@example.com' }), '4000000000101', {
          resume: { bytes: pdf, name: 'resume.pdf' },
          coverLetter: { bytes: minimalDocx(), name: 'cover.docx' },
        });
      const response = await fetch(`${url()}/api/zoho-recruit/apply-job`, {
        method: 'POST',
        headers: { 'X-Captcha-Pass': await captchaPass(url(), 'application') },
        body: form(),
      });
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { id: string } };
      const candidate = standIn.candidates.get(data.id);
      expect(candidate?.fields).toMatchObject({
        First_Name: 'Ananya',
        Email: 'zoho.applicant@example.com',
        Passout_Year: 2018,
      });
      expect(candidate?.attachments.map((file) => [file.category, file.name])).toEqual([
        ['Resume', 'resume.pdf'],
        ['Cover Letter', 'cover.docx'],
      ]);
      expect(sha256(candidate?.attachments[0]?.bytes ?? Buffer.alloc(0))).toBe(sha256(pdf));
      expect([...(candidate?.jobIds ?? [])]).toEqual(['4000000000101']);
      expect((await adminList(service, token, UIDS.application)).total).toBe(0);
      const mails = await adminList<OutboxMail>(service, token, UIDS.outbox, {
        submissionId: `${data.id}-4000000000101`,
      });
      expect(mails.results.map((mail) => mail.template).sort()).toEqual(['application-team', 'application-thanks']);

      const again = await fetch(`${url()}/api/zoho-recruit/apply-job`, {
        method: 'POST',
        headers: { 'X-Captcha-Pass': await captchaPass(url(), 'application') },
        body: form(),
      });
      expect(again.status).toBe(400);
      expect(((await again.json()) as ErrorBody).error.message).toBe('Duplicate data found');
    });

    it("keeps Recruit's answers a minute: repeated reads of the listing and of a job make one call each", async () => {
      const calls = (path: string) => standIn.requests.filter((request) => request.path.startsWith(path)).length;
      const listCalls = calls('/recruit/v2/JobOpenings?');
      const jobCalls = calls('/recruit/v2/JobOpenings/4000000000101');
      const reads = async (path: string) => {
        const statuses = await Promise.all([fetch(`${url()}${path}`), fetch(`${url()}${path}`)]);
        for (let read = 0; read < 3; read += 1) statuses.push(await fetch(`${url()}${path}`));
        return statuses.map((response) => response.status);
      };
      expect(await reads('/api/zoho-recruit/job-openings')).toEqual([200, 200, 200, 200, 200]);
      expect(await reads('/api/zoho-recruit/job-openings/4000000000101')).toEqual([200, 200, 200, 200, 200]);
      // The listing was read in an earlier test, less than a minute ago on a normal run: at most one new call.
      expect(calls('/recruit/v2/JobOpenings?') - listCalls).toBeLessThanOrEqual(1);
      expect(calls('/recruit/v2/JobOpenings/4000000000101') - jobCalls).toBe(1);
    });

    it('attaches the files before the job link, so an application whose attachment failed goes through on retry', async () => {
      const email = 'zoho.retry@example.com';
      const form = () =>
        applicationForm(experiencedRecord({ Email: email }), '4000000000102', {
          resume: { bytes: minimalPdf(), name: 'retry.pdf' },
        });
      // A candidate Recruit knows already: the same person applied to another role.
      standIn.candidates.set('4999999999999', {
        id: '4999999999999',
        fields: { First_Name: 'Ananya', Last_Name: 'Desai', Email: email },
        attachments: [],
        jobIds: new Set(['4000000000101']),
      });
      const candidate = standIn.candidates.get('4999999999999');
      standIn.failNext({
        method: 'POST',
        pathPrefix: '/recruit/v2/Candidates/4999999999999/Attachments',
        status: 500,
        body: { code: 'INTERNAL_ERROR' },
      });
      const failed = await fetch(`${url()}/api/zoho-recruit/apply-job`, {
        method: 'POST',
        headers: { 'X-Captcha-Pass': await captchaPass(url(), 'application') },
        body: form(),
      });
      expect(failed.status).toBe(502);
      expect([...(candidate?.jobIds ?? [])]).toEqual(['4000000000101']);

      const retried = await fetch(`${url()}/api/zoho-recruit/apply-job`, {
        method: 'POST',
        headers: { 'X-Captcha-Pass': await captchaPass(url(), 'application') },
        body: form(),
      });
      expect(retried.status, await retried.clone().text()).toBe(200);
      expect(candidate?.attachments.map((file) => [file.category, file.name])).toEqual([['Resume', 'retry.pdf']]);
      expect([...(candidate?.jobIds ?? [])].sort()).toEqual(['4000000000101', '4000000000102']);
      const mails = await adminList<OutboxMail>(service, token, UIDS.outbox, {
        submissionId: '4999999999999-4000000000102',
      });
      expect(mails.results.map((mail) => mail.template).sort()).toEqual(['application-team', 'application-thanks']);
    });

    it('answers 429 with Retry-After once one IP sends more applications a minute than the limit', async () => {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      // At most the whole budget and one more, should a new minute start during the suite.
      const attempts = ZOHO_SUITE_SUBMISSIONS_PER_MINUTE + 1;
      for (let attempt = 0; attempt < attempts && !statuses.includes(429); attempt += 1) {
        const response = await fetch(`${url()}/api/zoho-recruit/apply-job`, {
          method: 'POST',
          body: applicationForm(experiencedRecord({ Email: 'rate.limited@example.com' }), '4000000000102'),
        });
        statuses.push(response.status);
        retryAfter = response.headers.get('retry-after');
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((status) => status === 403)).toBe(true);
      expect(statuses.length).toBeLessThanOrEqual(attempts);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    });
  });
}
