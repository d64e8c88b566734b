/**
 * A local stand-in for Zoho Recruit (accounts and Recruit API v2), for tests of the zoho recruiting provider.
 * It behaves like the endpoints the provider calls: the refresh-token grant, JobOpenings (paged, 204 when
 * empty or unknown), Candidates with DUPLICATE_DATA on a known email, Attachments (multipart), and the
 * associate action with ALREADY_ASSOCIATED. Tests can expire every token (401 INVALID_TOKEN), make the next
 * call to a path fail, or make it answer too late; either before Recruit acts on the call or after it did
 * (`afterActing`: the change is made, only the answer is lost, as when a reply times out).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInJob {
  readonly id: string;
  readonly Job_Opening_Name: string;
  readonly Job_Opening_Status: string;
  readonly Work_Experience: string;
  readonly Remote_Job: boolean;
  readonly City: string;
  readonly Country: string;
  readonly Banner_description: string;
  readonly Job_Description: string;
  readonly Job_details: string;
  readonly [field: string]: unknown;
}

export interface StandInCandidate {
  readonly id: string;
  readonly fields: Record<string, unknown>;
  readonly attachments: { category: string; name: string; bytes: Buffer }[];
  readonly jobIds: Set<string>;
}

interface Fault {
  readonly method: string;
  readonly pathPrefix: string;
  readonly status?: number;
  readonly body?: unknown;
  readonly delayMs?: number;
  /** Handle the call as usual first, then answer with this fault instead. */
  readonly afterActing?: boolean;
}

export const STAND_IN_CREDENTIALS = {
  clientId: '1000.STANDINCLIENT',
  clientSecret: 'stand-in-secret',
  refreshToken: '1000.stand-in-refresh-token',
} as const;

export class ZohoRecruitStandIn {
  readonly jobs: StandInJob[] = [];
  readonly candidates = new Map<string, StandInCandidate>();
  readonly requests: { method: string; path: string; authorization?: string }[] = [];
  refreshCount = 0;
  pageSize = 200;
  private validTokens = new Set<string>();
  private faults: Fault[] = [];
  private nextId = 5_000_000_000_000_000;
  private server = http.createServer((request, response) => {
    void this.handle(request, response);
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Every token issued so far stops working: the next Recruit call answers 401 INVALID_TOKEN. */
  expireTokens(): void {
    this.validTokens.clear();
  }

  /** The next matching call answers this status and body, or only after delayMs. */
  failNext(fault: Fault): void {
    this.faults.push(fault);
  }

  candidateByEmail(email: string): StandInCandidate | undefined {
    return [...this.candidates.values()].find(
      (candidate) => String(candidate.fields.Email).toLowerCase() === email.toLowerCase(),
    );
  }

  private newId(): string {
    this.nextId += 1;
    return String(this.nextId);
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    this.requests.push({ method, path: url.pathname + url.search, authorization: request.headers.authorization });

    const answer = (status: number, payload?: unknown) => {
      if (response.destroyed) return;
      if (payload === undefined) {
        response.writeHead(status).end();
        return;
      }
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
    };

    const faultIndex = this.faults.findIndex(
      (fault) => fault.method === method && url.pathname.startsWith(fault.pathPrefix),
    );
    const fault = faultIndex >= 0 ? this.faults.splice(faultIndex, 1)[0] : undefined;
    if (fault && !fault.afterActing) {
      if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault.status) return answer(fault.status, fault.body);
    }
    const send = (status: number, payload?: unknown) => {
      if (!fault?.afterActing) return answer(status, payload);
      const lost = fault;
      setTimeout(() => (lost.status ? answer(lost.status, lost.body) : answer(status, payload)), lost.delayMs ?? 0);
    };

    if (method === 'POST' && url.pathname === '/oauth/v2/token') {
      const form = new URLSearchParams(body.toString('utf8'));
      const valid =
        form.get('grant_type') === 'refresh_token' &&
        form.get('client_id') === STAND_IN_CREDENTIALS.clientId &&
        form.get('client_secret') === STAND_IN_CREDENTIALS.clientSecret &&
        form.get('refresh_token') === STAND_IN_CREDENTIALS.refreshToken;
      // Zoho answers a bad grant with 200 and an error field.
      if (!valid) return send(200, { error: 'invalid_code' });
      this.refreshCount += 1;
      const token = `1000.access-${this.refreshCount}`;
      this.validTokens.add(token);
      return send(200, {
        access_token: token,
        api_domain: 'https://www.zohoapis.com',
        token_type: 'Bearer',
        expires_in: 3600,
      });
    }

    if (!url.pathname.startsWith('/recruit/v2/')) return send(404, { code: 'INVALID_URL_PATTERN', status: 'error' });
    const token = /^Zoho-oauthtoken (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !this.validTokens.has(token)) {
      return send(401, { code: 'INVALID_TOKEN', details: {}, message: 'invalid oauth token', status: 'error' });
    }
    const path = url.pathname.slice('/recruit/v2'.length);

    if (method === 'GET' && path === '/JobOpenings') {
      const page = Number(url.searchParams.get('page') ?? '1');
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? '200'), this.pageSize);
      const slice = this.jobs.slice((page - 1) * perPage, page * perPage);
      if (slice.length === 0) return send(204);
      return send(200, {
        data: slice,
        info: { per_page: perPage, count: slice.length, page, more_records: page * perPage < this.jobs.length },
      });
    }

    const jobMatch = /^\/JobOpenings\/(\d+)$/.exec(path);
    if (method === 'GET' && jobMatch) {
      const job = this.jobs.find((candidate) => candidate.id === jobMatch[1]);
      return job ? send(200, { data: [job] }) : send(204);
    }

    if (method === 'POST' && path === '/Candidates') {
      const input = JSON.parse(body.toString('utf8')) as { data?: Record<string, unknown>[] };
      const fields = input.data?.[0];
      if (!fields || typeof fields.Last_Name !== 'string' || fields.Last_Name === '') {
        return send(202, {
          data: [
            {
              code: 'MANDATORY_NOT_FOUND',
              details: { api_name: 'Last_Name' },
              message: 'required field not found',
              status: 'error',
            },
          ],
        });
      }
      const existing = this.candidateByEmail(String(fields.Email ?? ''));
      if (existing) {
        return send(202, {
          data: [
            {
              code: 'DUPLICATE_DATA',
              details: { id: existing.id, api_name: 'Email' },
              message: 'duplicate data',
              status: 'error',
            },
          ],
        });
      }
      const id = this.newId();
      this.candidates.set(id, { id, fields, attachments: [], jobIds: new Set() });
      return send(201, { data: [{ code: 'SUCCESS', details: { id }, message: 'record added', status: 'success' }] });
    }

    const attachmentMatch = /^\/Candidates\/(\d+)\/Attachments$/.exec(path);
    if (method === 'POST' && attachmentMatch) {
      const candidate = this.candidates.get(attachmentMatch[1] ?? '');
      if (!candidate)
        return send(400, {
          data: [{ code: 'INVALID_DATA', message: 'the id given seems to be invalid', status: 'error' }],
        });
      const form = await new Request('http://stand-in/upload', {
        method: 'POST',
        headers: { 'Content-Type': request.headers['content-type'] ?? '' },
        body,
      }).formData();
      const file = form.get('file');
      if (!(file instanceof File)) return send(400, { data: [{ code: 'MANDATORY_NOT_FOUND', status: 'error' }] });
      const id = this.newId();
      candidate.attachments.push({
        category: url.searchParams.get('attachments_category') ?? '',
        name: file.name,
        bytes: Buffer.from(await file.arrayBuffer()),
      });
      return send(200, {
        data: [{ code: 'SUCCESS', details: { id }, message: 'attachment uploaded successfully', status: 'success' }],
      });
    }

    if (method === 'PUT' && path === '/Candidates/actions/associate') {
      const input = JSON.parse(body.toString('utf8')) as { data?: { jobids?: string[]; ids?: string[] }[] };
      const request0 = input.data?.[0];
      const jobId = request0?.jobids?.[0] ?? '';
      const candidate = this.candidates.get(request0?.ids?.[0] ?? '');
      if (!candidate || !this.jobs.some((job) => job.id === jobId)) {
        return send(202, {
          data: [{ code: 'INVALID_DATA', details: {}, message: 'the id given seems to be invalid', status: 'error' }],
        });
      }
      if (candidate.jobIds.has(jobId)) {
        return send(202, {
          data: [
            { code: 'ALREADY_ASSOCIATED', details: { jobid: jobId }, message: 'already associated', status: 'error' },
          ],
        });
      }
      candidate.jobIds.add(jobId);
      return send(200, {
        data: [
          {
            code: 'SUCCESS',
            details: { jobid: jobId, ids: `[${candidate.id}]` },
            message: 'Record associated successfully',
            status: 'success',
          },
        ],
      });
    }

    return send(404, { code: 'INVALID_URL_PATTERN', status: 'error' });
  }
}

export function standInJob(id: string, name: string, overrides: Partial<StandInJob> = {}): StandInJob {
  return {
    id,
    Job_Opening_Name: name,
    Job_Opening_Status: 'In-progress',
    Work_Experience: '3-5 years',
    Remote_Job: false,
    City: 'Pune',
    Country: 'India',
    Banner_description: `${name}: build and ship client products.`,
    Job_Description: '<p>Build and ship.</p>',
    Job_details: '<ul><li>TypeScript</li></ul>',
    // Recruit's own spellings: a date without time, and the job type's picklist value.
    Date_Opened: '2026-11-02',
    Job_Type: 'Full time',
    Posting_Title: name,
    Client_Name: 'Auralis Digital',
    ...overrides,
  };
}
