/**
 * `GET /api/zoho-recruit/job-openings`, `GET /api/zoho-recruit/job-openings/{id}` and
 * `POST /api/zoho-recruit/apply-job` (docs/careers.md), over the configured recruiting provider (src/recruiting).
 * Reads answer `{ data: ... }`, so the browser finds the list or the job at `data.data`; with Zoho Recruit they
 * come from a one-minute cache (src/recruiting/read-cache.ts). The application is
 * multipart: `data` (a JSON list of one recruiting record), `resume`, optional `coverLetter`, and `jobids`
 * (a JSON list of the job id), and `attribution` (JSON, docs/forms.md#where-a-submission-came-from) once the visitor
 * accepted cookies; it takes the submission steps of src/submissions/handle.ts.
 */
import {
  type Attribution,
  attributionSchema,
  type JobApplicationRecord,
  jobApplicationRecordSchema,
  jobIdsPartSchema,
} from '@auralis/form-schemas';
import type { Core } from '@strapi/strapi';

import { mailConfig } from '../../../settings/runtime-env';
import type { UploadedFile } from '../../../private-files/store';
import { checkApplicationFile } from '../../../recruiting/files';
import { recruiting, recruitingReads } from '../../../recruiting';
import type { JobOpening } from '../../../recruiting/job-opening';
import { DuplicateApplication, RecruitingUnavailable } from '../../../recruiting/provider';
import { type Context, handleSubmission, jsonBody, rejectField } from '../../../submissions/handle';
import { singleFile } from '../../../submissions/uploads';

const UNAVAILABLE = 'The recruiting service is not available right now. Please try again later.';

function parsePart(ctx: Context, part: string): unknown {
  const value = (jsonBody(ctx) as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw rejectField(part, `The ${part} part is missing`);
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw rejectField(part, `The ${part} part must be JSON`);
  }
}

/** The one record of the `data` list; the shared schema then checks it field by field. */
function readRecord(ctx: Context): unknown {
  const list = parsePart(ctx, 'data');
  if (!Array.isArray(list) || list.length !== 1) throw rejectField('data', 'Send one application record');
  return list[0];
}

function readJobId(ctx: Context): string {
  const parsed = jobIdsPartSchema.safeParse(parsePart(ctx, 'jobids'));
  if (!parsed.success) throw rejectField('jobids', parsed.error.issues[0]?.message ?? 'Send one job id');
  return parsed.data[0];
}

/** The optional `attribution` part, checked by the shared schema; a part the site's forms did not write is refused. */
function readAttribution(ctx: Context): Attribution | undefined {
  if ((jsonBody(ctx) as Record<string, unknown> | undefined)?.['attribution'] === undefined) return undefined;
  const parsed = attributionSchema.safeParse(parsePart(ctx, 'attribution'));
  if (!parsed.success) throw rejectField('attribution', 'Invalid attribution');
  return parsed.data;
}

function unavailable(ctx: Context, strapi: Core.Strapi, error: RecruitingUnavailable) {
  strapi.log.error(`Recruiting: ${error.message}`);
  ctx.status = 502;
  ctx.body = { data: null, error: { status: 502, name: 'RecruitingUnavailable', message: UNAVAILABLE, details: {} } };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async openings(ctx: Context) {
    try {
      const jobs = await recruitingReads(strapi).openings();
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = { data: jobs, meta: { total: jobs.length } };
    } catch (error) {
      if (error instanceof RecruitingUnavailable) return unavailable(ctx, strapi, error);
      throw error;
    }
  },

  async opening(ctx: Context) {
    try {
      const job = await recruitingReads(strapi).opening(String(ctx.params.id ?? ''));
      if (!job) return ctx.notFound('This role is not open');
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = { data: job };
    } catch (error) {
      if (error instanceof RecruitingUnavailable) return unavailable(ctx, strapi, error);
      throw error;
    }
  },

  async apply(ctx: Context) {
    const provider = recruiting(strapi);
    const resume = singleFile(ctx, 'resume');
    const coverLetter = singleFile(ctx, 'coverLetter');
    let jobId = '';
    let attribution: Attribution | undefined;
    let job: JobOpening | null = null;
    try {
      await handleSubmission<JobApplicationRecord>(
        ctx,
        strapi,
        {
          kind: 'application',
          schema: jobApplicationRecordSchema,
          read: (request) => {
            jobId = readJobId(request);
            attribution = readAttribution(request);
            return readRecord(request);
          },
          checkRequest: async () => {
            await checkApplicationFile('resume', resume);
            await checkApplicationFile('coverLetter', coverLetter);
            // Not the cached read: a role closed in the last minute takes no more applications. Which roles
            // are open is public, so this answer may keep the pass.
            job = await provider.opening(jobId);
            if (!job) throw rejectField('jobids', 'This role is no longer open');
          },
          // After the pass is spent: each "Duplicate data found" answer costs a solved captcha.
          checkStored: async (record) => {
            if (await provider.hasApplied(record.Email, jobId))
              throw rejectField('Email', new DuplicateApplication().message);
          },
          save: async (record, context) => {
            if (!job) throw rejectField('jobids', 'This role is no longer open');
            try {
              return await provider.apply(
                {
                  record,
                  job,
                  resume: resume as UploadedFile,
                  coverLetter: coverLetter as UploadedFile | undefined,
                  attribution,
                },
                context,
              );
            } catch (error) {
              if (error instanceof DuplicateApplication) throw rejectField('Email', error.message);
              throw error;
            }
          },
        },
        mailConfig().publicUrl,
      );
    } catch (error) {
      if (error instanceof RecruitingUnavailable) return unavailable(ctx, strapi, error);
      throw error;
    }
  },
});
