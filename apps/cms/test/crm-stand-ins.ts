/**
 * Local stand-ins for the two CRM providers (src/crm), speaking their protocols over node:http:
 *
 * - `WebhookReceiverStandIn` is a receiver as docs/forms.md#handing-leads-to-the-crm tells one to be: it checks
 *   `X-Webhook-Signature` (HMAC-SHA256 with its secret over `<X-Webhook-Timestamp>.<body>`, computed here with
 *   node:crypto, not with the service's code), refuses a stale timestamp or a bad signature with 401, and keeps
 *   each `Idempotency-Key` it took. A test scripts its answers per email address (a 500 then a 200, a 400, no
 *   answer at all) and counts the requests.
 * - `HubspotFormsStandIn` is HubSpot's forms submission endpoint
 *   (`POST /submissions/v3/integration/submit/{portalId}/{formGuid}`): an unknown portal or form answers 404, a
 *   body that is not `{ fields: [{ name, value }], context: { pageUri, pageName }, submittedAt }` or a field the
 *   form does not have answers 400 `{ status: 'error', message, errors: [{ message, errorType }] }`, a blocked
 *   email domain 400 BLOCKED_EMAIL; a submission it takes answers 200 `{ inlineMessage }`, as HubSpot does.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Listening {
  readonly url: string;
  close(): Promise<void>;
}

function listen(server: http.Server): Promise<Listening> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answerJson(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const header = (request: http.IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** The receiver's check, written as a receiver would write it. */
export function receiverVerifies(
  secret: string,
  timestamp: string | undefined,
  body: string,
  signature: string | undefined,
) {
  if (!timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface WebhookRequest {
  readonly body: string;
  readonly json: { id?: string; kind?: string; submissionId?: string; fields?: Record<string, string | null> } & Record<
    string,
    unknown
  >;
  readonly timestamp: string | undefined;
  readonly signature: string | undefined;
  readonly idempotencyKey: string | undefined;
  readonly contentType: string | undefined;
  /** What this receiver answered. */
  readonly answered: number | 'no answer';
}

/** A scripted answer: a status with a body, or `hang` (never answers: the sender's timeout). */
export type ScriptedAnswer = { readonly status: number; readonly body?: unknown } | 'hang';

export class WebhookReceiverStandIn {
  readonly requests: WebhookRequest[] = [];
  /** The idempotency keys taken (2xx), each once: a duplicate is answered 200 and dropped. */
  readonly taken = new Set<string>();
  readonly duplicates: string[] = [];
  /** Delay before every answer, to widen the window two senders could race in. */
  delayMs = 0;
  private listening: Listening | undefined;
  private scripts = new Map<string, ScriptedAnswer[]>();
  private server = http.createServer((request, response) => {
    void this.handle(request, response);
  });

  constructor(readonly secret: string) {}

  get url(): string {
    if (!this.listening) throw new Error('the webhook stand-in is not started');
    return `${this.listening.url}/crm/leads`;
  }

  async start(): Promise<void> {
    this.listening = await listen(this.server);
  }

  close(): Promise<void> {
    return this.listening?.close() ?? Promise.resolve();
  }

  /** The answers to hand-overs of this email address, in order; past them, 200. */
  script(email: string, answers: ScriptedAnswer[]): void {
    this.scripts.set(email, [...answers]);
  }

  requestsFor(submissionId: string): WebhookRequest[] {
    return this.requests.filter((request) => request.json.submissionId === submissionId);
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const body = await readBody(request);
    if (request.method !== 'POST' || request.url !== '/crm/leads')
      return answerJson(response, 404, { error: 'not found' });
    const timestamp = header(request, 'X-Webhook-Timestamp');
    const signature = header(request, 'X-Webhook-Signature');
    const idempotencyKey = header(request, 'Idempotency-Key');
    let json: WebhookRequest['json'] = {};
    try {
      json = JSON.parse(body) as WebhookRequest['json'];
    } catch {
      // Recorded as sent; answered 400 below.
    }
    const email = json.fields?.['email'] ?? '';
    const answer: ScriptedAnswer = this.scripts.get(email ?? '')?.shift() ?? { status: 200 };
    const record = (answered: WebhookRequest['answered']) =>
      this.requests.push({
        body,
        json,
        timestamp,
        signature,
        idempotencyKey,
        contentType: header(request, 'Content-Type'),
        answered,
      });
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (!receiverVerifies(this.secret, timestamp, body, signature)) {
      record(401);
      return answerJson(response, 401, { error: 'bad signature' });
    }
    if (!json.id || json.id !== idempotencyKey) {
      record(400);
      return answerJson(response, 400, { error: 'the body id and Idempotency-Key differ' });
    }
    if (answer === 'hang') {
      record('no answer');
      // Never answers; the sender gives up at its timeout and the connection is closed with the server.
      return;
    }
    record(answer.status);
    if (answer.status >= 200 && answer.status < 300) {
      if (this.taken.has(json.id)) this.duplicates.push(json.id);
      this.taken.add(json.id);
    }
    return answerJson(
      response,
      answer.status,
      answer.body ?? (answer.status < 300 ? { received: json.id } : { error: 'scripted' }),
    );
  }
}

export interface HubspotSubmissionReceived {
  readonly portalId: string;
  readonly formGuid: string;
  readonly fields: readonly { name: string; value: string }[];
  readonly context: { pageUri?: string; pageName?: string };
  readonly submittedAt: string | undefined;
}

interface HubspotError {
  readonly message: string;
  readonly errorType: string;
}

const hubspotError = (response: http.ServerResponse, status: number, message: string, errors: HubspotError[]) =>
  answerJson(response, status, { status: 'error', message, correlationId: 'stand-in', errors });

export class HubspotFormsStandIn {
  readonly submissions: HubspotSubmissionReceived[] = [];
  readonly refusals: { status: number; errors: HubspotError[] }[] = [];
  /** Submissions with an email at these domains are refused as HubSpot refuses a blocked address. */
  readonly blockedDomains = new Set<string>(['blocked.example']);
  private listening: Listening | undefined;
  private server = http.createServer((request, response) => {
    void this.handle(request, response);
  });

  /** `forms`: each form's GUID and the field names it defines. */
  constructor(
    readonly portalId: string,
    readonly forms: Readonly<Record<string, readonly string[]>>,
  ) {}

  get url(): string {
    if (!this.listening) throw new Error('the HubSpot stand-in is not started');
    return this.listening.url;
  }

  async start(): Promise<void> {
    this.listening = await listen(this.server);
  }

  close(): Promise<void> {
    return this.listening?.close() ?? Promise.resolve();
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const body = await readBody(request);
    const match = /^\/submissions\/v3\/integration\/submit\/([^/]+)\/([^/?]+)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match)
      return answerJson(response, 404, { status: 'error', message: 'Not found' });
    const [, portalId = '', formGuid = ''] = match;
    const definition = this.forms[formGuid];
    if (portalId !== this.portalId || !definition) {
      return hubspotError(response, 404, 'Form not found', [
        { message: 'Form not found', errorType: 'FORM_NOT_FOUND' },
      ]);
    }
    const refuse = (errors: HubspotError[]) => {
      this.refusals.push({ status: 400, errors });
      hubspotError(response, 400, 'The request is not valid', errors);
    };
    if (!/^application\/json/.test(header(request, 'Content-Type') ?? '')) {
      return refuse([{ message: 'Content-Type must be application/json', errorType: 'INVALID_CONTENT_TYPE' }]);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return refuse([{ message: 'Invalid JSON', errorType: 'INVALID_JSON' }]);
    }
    const submission = parsed as { fields?: unknown; context?: unknown; submittedAt?: unknown };
    const fields = submission.fields;
    if (
      !Array.isArray(fields) ||
      !fields.every(
        (field: unknown) =>
          typeof field === 'object' &&
          field !== null &&
          typeof (field as { name?: unknown }).name === 'string' &&
          typeof (field as { value?: unknown }).value === 'string',
      )
    ) {
      return refuse([{ message: 'fields must be a list of { name, value } strings', errorType: 'INVALID_FIELDS' }]);
    }
    const context = submission.context ?? {};
    if (
      typeof context !== 'object' ||
      context === null ||
      Object.entries(context).some(
        ([key, value]) => !['pageUri', 'pageName', 'hutk', 'ipAddress'].includes(key) || typeof value !== 'string',
      )
    ) {
      return refuse([
        { message: 'context has an unknown key or a value that is not text', errorType: 'INVALID_METADATA' },
      ]);
    }
    if (submission.submittedAt !== undefined && !/^\d+$/.test(String(submission.submittedAt))) {
      return refuse([{ message: 'submittedAt must be a timestamp in milliseconds', errorType: 'INVALID_METADATA' }]);
    }
    const typed = fields as { name: string; value: string }[];
    const unknown = typed.filter((field) => !definition.includes(field.name));
    if (unknown.length > 0) {
      return refuse(
        unknown.map((field) => ({
          message: `Error in 'fields.${field.name}'. Field is not in the form definition`,
          errorType: 'FIELD_NOT_IN_FORM_DEFINITION',
        })),
      );
    }
    const email = typed.find((field) => field.name === 'email')?.value ?? '';
    if (this.blockedDomains.has(email.split('@')[1] ?? '')) {
      return refuse([
        { message: `Error in 'fields.email'. Email address ${email} is blocked`, errorType: 'BLOCKED_EMAIL' },
      ]);
    }
    this.submissions.push({
      portalId,
      formGuid,
      fields: typed,
      context: context as HubspotSubmissionReceived['context'],
      submittedAt: submission.submittedAt === undefined ? undefined : String(submission.submittedAt),
    });
    return answerJson(response, 200, { inlineMessage: 'Thanks for submitting the form.' });
  }
}
