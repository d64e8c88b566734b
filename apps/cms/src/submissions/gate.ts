/**
 * The door of the file routes (issue 19, item 1). `POST /api/contact-for-careers` and
 * `POST /api/zoho-recruit/apply-job` take bodies of up to 6 and 12 MB, which strapi::body writes to the temp
 * folder before any route middleware runs. So these routes are judged before a byte of the body is read, from
 * the headers alone (global::submission-limits calls `openGate` right after the size check):
 * 1. the client IP's `submission` rate limit (429 with Retry-After; it is not counted again later);
 * 2. an `X-Captcha-Pass` that exists, is unexpired, unspent and of the route's kind (403). It is only looked
 *    at here; the handler spends it once the body has been read and checked;
 * 3. at most `RATE_LIMIT_CONCURRENT_UPLOADS` (2) requests of one client IP in progress at once on this
 *    instance (429): a slow upload holds its place until it ends, however it ends.
 * A refusal answers at once, with `Connection: close` for a body over 64 KB, so the client stops sending
 * and nothing reaches disk (a smaller body is read and dropped by Node, never written anywhere).
 */
import { type CaptchaPassKind, messages, submissionEndpointOf } from '@auralis/form-schemas';

import { type DatabaseHost } from '../captcha/tables';
import { forbidWithoutPass, isPassValid, passFromRequest } from '../captcha/passes';
import type { RateLimiters } from '../rate-limit/limiters';

/** The pass kind a file route's submission spends (the multipart rows of the submission table). */
export function gatedPassKind(method: string, path: string): CaptchaPassKind | undefined {
  const endpoint = submissionEndpointOf(method, path);
  return endpoint?.body === 'multipart' ? (endpoint.captcha ?? undefined) : undefined;
}

/** Requests in progress per client IP, on this instance. */
export function uploadSlots(perClient: number) {
  const inProgress = new Map<string, number>();
  return {
    /** Takes a place for this client; false when it has `perClient` in progress already. */
    acquire(client: string): boolean {
      const current = inProgress.get(client) ?? 0;
      if (current >= perClient) return false;
      inProgress.set(client, current + 1);
      return true;
    },
    release(client: string): void {
      const current = inProgress.get(client) ?? 0;
      if (current <= 1) inProgress.delete(client);
      else inProgress.set(client, current - 1);
    },
    inProgress: (client: string) => inProgress.get(client) ?? 0,
  };
}

export type UploadSlots = ReturnType<typeof uploadSlots>;

/** What the gate needs of a Koa context. */
export interface GateContext {
  readonly method: string;
  readonly path: string;
  readonly request: { readonly ip: string };
  get(field: string): string;
  set(field: string, value: string): void;
  status: number;
  body: unknown;
}

export interface GateDependencies {
  readonly host: DatabaseHost;
  readonly limiters: () => Promise<RateLimiters>;
  readonly slots: UploadSlots;
}

function refuse(ctx: GateContext, status: 403 | 429, retryAfterSeconds?: number): void {
  if (status === 403) forbidWithoutPass(ctx);
  else {
    if (retryAfterSeconds !== undefined) ctx.set('Retry-After', String(retryAfterSeconds));
    ctx.status = 429;
    ctx.body = {
      data: null,
      error: { status: 429, name: 'TooManyRequestsError', message: messages.tooManyRequests, details: {} },
    };
  }
  // The body was not read. A large one: close the connection, so the client stops sending into a dead
  // request. A small one (a form without files, or with a small file) is read and dropped by Node once
  // the answer is sent, keeping the connection: closing it under a client still writing those few bytes
  // would cost it the answer (fetch reports EPIPE), for no gain.
  if (!(Number(ctx.get('Content-Length')) <= DRAIN_AT_MOST_BYTES)) ctx.set('Connection', 'close');
}

/** The largest refused body left for Node to read and drop rather than closing the connection under it. */
export const DRAIN_AT_MOST_BYTES = 64 * 1024;

/** Seconds a client over its upload places is asked to wait: one upload at the size limit, sent briskly. */
const BUSY_RETRY_AFTER_SECONDS = 10;

/**
 * Runs `next` (which reads the body) only for a request that passes the three checks; the client's place is
 * given back when `next` is done, whatever happened. Other requests go straight on.
 */
export async function throughGate(
  ctx: GateContext,
  next: () => Promise<void>,
  { host, limiters, slots }: GateDependencies,
): Promise<void> {
  const kind = gatedPassKind(ctx.method, ctx.path);
  if (!kind) return next();
  const client = ctx.request.ip;
  const verdict = await (await limiters()).consume('submission', client);
  if (!verdict.allowed) return refuse(ctx, 429, verdict.retryAfterSeconds);
  if (!(await isPassValid(host, passFromRequest(ctx), kind))) return refuse(ctx, 403);
  if (!slots.acquire(client)) return refuse(ctx, 429, BUSY_RETRY_AFTER_SECONDS);
  try {
    await next();
  } finally {
    slots.release(client);
  }
}
