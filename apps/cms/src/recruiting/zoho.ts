/**
 * The Zoho Recruit provider (RECRUITING_PROVIDER=zoho). Zoho Recruit API v2 for the configured data centre:
 * - OAuth: a refresh token (self-client) is exchanged at {accounts}/oauth/v2/token for an access token,
 *   kept until shortly before it expires. A 401 from Recruit (token revoked or expired early) refreshes it
 *   and retries that call once.
 * - Openings: GET /recruit/v2/JobOpenings (paged) and /JobOpenings/{id}; only 'In-progress' roles count as
 *   open.
 * - Applying: POST /Candidates with the recruiting record (docs/careers.md names are Recruit's field names); a
 *   known email answers DUPLICATE_DATA with the existing candidate. The resume and cover letter are attached
 *   (POST /Candidates/{id}/Attachments, categories Resume and Cover Letter) and only then is the candidate
 *   associated with the job (PUT /Candidates/actions/associate), then the mails are queued. The mails are the
 *   last step, so they mark an application that went through: an existing candidate whose mails for this
 *   job are queued already applied, 'Duplicate data found', before anything is attached. Any other state is
 *   an attempt that failed part-way (a call failed or timed out after Recruit acted on it), and a retry
 *   finishes it: the files are attached again and ALREADY_ASSOCIATED counts as done. Associating before
 *   attaching would have left a retry nothing but 'Duplicate data found', and the CV would never arrive.
 * Every call has a timeout (ZOHO_TIMEOUT_MS); a failure or timeout is RecruitingUnavailable, never a fake
 * success. Nothing is stored locally; the mails still go through the outbox.
 */
import { readFile } from 'node:fs/promises';

import type { ZohoSettings } from '../settings/runtime-env';
import { type JobOpening, toJobOpening } from './job-opening';
import type { FilesDescription } from './mails';
import { safeOriginalName, type UploadedFile } from '../private-files/store';
import type { SubmissionContext } from '../submissions/handle';
import { type Application, DuplicateApplication, type RecruitingProvider, RecruitingUnavailable } from './provider';
import { fieldText, RECRUITING_RECORD_FIELDS, type RecruitingRecord } from './record';

interface ZohoReply {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

interface RequestBody {
  readonly json?: unknown;
  readonly form?: FormData;
}

/** Refresh this long before Zoho says the token expires, so a call never starts with a dying token. */
const EXPIRY_MARGIN_MS = 60_000;
const PAGE_SIZE = 200;
const MAX_PAGES = 10;
const OPEN_STATUS = 'In-progress';

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function firstResult(body: Record<string, unknown>): Record<string, unknown> {
  const data = body.data;
  const first: unknown = Array.isArray(data) ? data[0] : undefined;
  return first && typeof first === 'object' ? (first as Record<string, unknown>) : {};
}

function detailsOf(result: Record<string, unknown>): Record<string, unknown> {
  const details = result.details;
  return details && typeof details === 'object' ? (details as Record<string, unknown>) : {};
}

function idText(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

export class ZohoRecruitClient {
  private token: { readonly value: string; readonly expiresAt: number } | undefined;
  private refreshing: Promise<string> | undefined;

  constructor(private readonly settings: ZohoSettings) {}

  private async send(what: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs) });
    } catch (error) {
      const timedOut = (error as { name?: string }).name === 'TimeoutError';
      throw new RecruitingUnavailable(
        timedOut
          ? `Zoho Recruit did not answer ${what} within ${this.settings.timeoutMs} ms`
          : `Zoho Recruit could not be reached for ${what}: ${(error as Error).message}`,
        error,
      );
    }
  }

  private async refresh(): Promise<string> {
    const response = await this.send('the token refresh', `${this.settings.accountsUrl}/oauth/v2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret,
        refresh_token: this.settings.refreshToken,
      }).toString(),
    });
    const body = await readJson(response);
    const accessToken = body.access_token;
    if (!response.ok || typeof accessToken !== 'string' || accessToken === '') {
      // Zoho answers a bad refresh token with 200 and { error: 'invalid_code' }.
      throw new RecruitingUnavailable(
        `Zoho token refresh failed (HTTP ${response.status}${typeof body.error === 'string' ? `, ${body.error}` : ''})`,
      );
    }
    const lifetimeSeconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    this.token = { value: accessToken, expiresAt: Date.now() + lifetimeSeconds * 1000 - EXPIRY_MARGIN_MS };
    return accessToken;
  }

  /** The current access token; one refresh at a time, shared by every caller waiting for it. */
  private accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now()) return Promise.resolve(this.token.value);
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  /** One Recruit API call (path under /recruit/v2); a 401 refreshes the token and retries once. */
  async request(method: string, path: string, body: RequestBody = {}): Promise<ZohoReply> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.accessToken();
      const response = await this.send(
        `${method} ${path.split('?')[0]}`,
        `${this.settings.recruitUrl}/recruit/v2${path}`,
        {
          method,
          headers: {
            Authorization: `Zoho-oauthtoken ${token}`,
            ...(body.json === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body.json === undefined ? body.form : JSON.stringify(body.json),
        },
      );
      if (response.status === 401 && attempt === 0) {
        await response.body?.cancel();
        if (this.token?.value === token) this.token = undefined;
        continue;
      }
      return { status: response.status, body: await readJson(response) };
    }
  }
}

function unavailable(what: string, reply: ZohoReply): RecruitingUnavailable {
  const result = firstResult(reply.body);
  const code = idText(result.code) ?? idText(reply.body.code) ?? 'no code';
  const message = idText(result.message) ?? idText(reply.body.message) ?? '';
  return new RecruitingUnavailable(
    `Zoho Recruit refused ${what} (HTTP ${reply.status}, ${code}${message ? `: ${message}` : ''})`,
  );
}

function asOpenJob(source: unknown): JobOpening | null {
  if (!source || typeof source !== 'object') return null;
  const record = source as Record<string, unknown>;
  const id = idText(record.id);
  if (!id || record.Job_Opening_Status !== OPEN_STATUS) return null;
  return toJobOpening(id, record);
}

/** The candidate as Recruit stores it: docs/careers.md's field names, lists (Other_Links) as comma-separated text. */
export function candidateFields(record: RecruitingRecord): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  for (const field of RECRUITING_RECORD_FIELDS) {
    const value = record[field];
    if (value === undefined || value === null || value === '') continue;
    fields[field] =
      typeof value === 'number' ? value : Array.isArray(value) ? value.map(fieldText).join(', ') : fieldText(value);
  }
  return fields;
}

export type QueueMails = (
  submissionId: string,
  input: { record: RecruitingRecord; job: JobOpening; files: FilesDescription; context: SubmissionContext },
) => Promise<void>;

/** The outbox as the provider sees it: one submission per candidate and job. */
export interface ApplicationMails {
  /** Whether this submission's mails were queued: its application went through. */
  readonly queued: (submissionId: string) => Promise<boolean>;
  readonly queue: QueueMails;
}

/** The outbox's submission id of an application: Recruit knows it by candidate and job. */
export function applicationSubmissionId(candidateId: string, jobId: string): string {
  return `${candidateId}-${jobId}`;
}

export function zohoRecruiting(client: ZohoRecruitClient, mails: ApplicationMails): RecruitingProvider {
  const attach = async (candidateId: string, file: UploadedFile, category: 'Resume' | 'Cover Letter') => {
    const form = new FormData();
    const name = safeOriginalName(file.originalFilename);
    form.append('file', new Blob([new Uint8Array(await readFile(file.filepath))]), name);
    const reply = await client.request(
      'POST',
      `/Candidates/${encodeURIComponent(candidateId)}/Attachments?attachments_category=${encodeURIComponent(category)}`,
      { form },
    );
    if (reply.status >= 300 || firstResult(reply.body).code !== 'SUCCESS')
      throw unavailable(`the ${category} attachment`, reply);
  };

  const associate = async (candidateId: string, jobId: string) => {
    const reply = await client.request('PUT', '/Candidates/actions/associate', {
      json: { data: [{ jobids: [jobId], ids: [candidateId], comments: 'Applied on the careers site' }] },
    });
    const code = firstResult(reply.body).code;
    // Only reached once no mails mark an earlier application done (apply below): the link is left over from
    // an attempt that failed after it, and the files that attempt may have missed are attached now.
    if (code === 'ALREADY_ASSOCIATED') return;
    if (reply.status >= 300 || code !== 'SUCCESS') throw unavailable('the association with the job', reply);
  };

  return {
    name: 'zoho',

    async openings(): Promise<JobOpening[]> {
      const jobs: JobOpening[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const reply = await client.request('GET', `/JobOpenings?page=${page}&per_page=${PAGE_SIZE}`);
        if (reply.status === 204) break;
        if (reply.status !== 200) throw unavailable('the job openings list', reply);
        const data = Array.isArray(reply.body.data) ? (reply.body.data as unknown[]) : [];
        for (const item of data) {
          const job = asOpenJob(item);
          if (job) jobs.push(job);
        }
        const info = reply.body.info as { more_records?: unknown } | undefined;
        if (info?.more_records !== true) break;
      }
      return jobs;
    },

    async opening(id: string): Promise<JobOpening | null> {
      // Recruit ids are long digit strings; anything else cannot name a job there.
      if (!/^\d{1,30}$/.test(id)) return null;
      const reply = await client.request('GET', `/JobOpenings/${id}`);
      if (reply.status === 204 || reply.status === 404) return null;
      if (reply.status === 400 && firstResult(reply.body).code === 'INVALID_DATA') return null;
      if (reply.status === 400 && reply.body.code === 'INVALID_DATA') return null;
      if (reply.status !== 200) throw unavailable('the job opening', reply);
      return asOpenJob(firstResult(reply.body));
    },

    // Only apply() can tell, once Recruit has named the candidate: the outbox holds their mails for the job.
    async hasApplied(): Promise<boolean> {
      return false;
    },

    async apply({ record, job, resume, coverLetter }: Application, context: SubmissionContext): Promise<string> {
      const created = await client.request('POST', '/Candidates', { json: { data: [candidateFields(record)] } });
      const result = firstResult(created.body);
      const details = detailsOf(result);
      const duplicate = details.duplicate_record as Record<string, unknown> | undefined;
      const candidateId = idText(details.id) ?? idText(duplicate?.id);
      const known = result.code === 'DUPLICATE_DATA';
      if (!candidateId || (result.code !== 'SUCCESS' && !known)) throw unavailable('the candidate', created);
      const submissionId = applicationSubmissionId(candidateId, job.id);
      if (known && (await mails.queued(submissionId))) throw new DuplicateApplication();
      await attach(candidateId, resume, 'Resume');
      if (coverLetter) await attach(candidateId, coverLetter, 'Cover Letter');
      await associate(candidateId, job.id);
      const inRecruit = (file: UploadedFile | undefined) =>
        file
          ? `${safeOriginalName(file.originalFilename)}: attached to candidate ${candidateId} in Zoho Recruit`
          : 'not attached';
      await mails.queue(submissionId, {
        record,
        job,
        files: { resume: inRecruit(resume), coverLetter: inRecruit(coverLetter) },
        context,
      });
      return candidateId;
    },
  };
}
