/**
 * What every CRM provider shares: one POST of JSON with a timeout, and what its answer means for the hand-over.
 *
 * - 2xx: delivered.
 * - 408, 429 and 5xx, a timeout or a network error: the receiver may take it later; retried with backoff.
 * - Any other answer (a 4xx, or a redirect, which is not followed): the receiver refused this payload, and sending
 *   it again would be refused again; failed for good, with the receiver's reason in the admin.
 */
import type { HandoverPayload } from './payload';

/** A hand-over as a provider sends it. */
export interface Handover {
  /** Stable across attempts: the receiver's idempotency key. */
  readonly handoverId: string;
  readonly payload: HandoverPayload;
}

export type DeliveryOutcome =
  | { readonly result: 'delivered'; readonly status: number }
  | { readonly result: 'retry'; readonly reason: string }
  | { readonly result: 'refused'; readonly reason: string };

export interface CrmProvider {
  readonly name: 'webhook' | 'hubspot';
  deliver(handover: Handover): Promise<DeliveryOutcome>;
}

/** Enough of a receiver's answer to say why; the rest is the receiver's log's business. */
const MAX_REASON_LENGTH = 500;

const RETRIED_STATUSES = new Set([408, 429]);

export function outcomeOfStatus(status: number, reason: string): DeliveryOutcome {
  if (status >= 200 && status < 300) return { result: 'delivered', status };
  const because = `HTTP ${status}${reason ? `: ${reason.slice(0, MAX_REASON_LENGTH)}` : ''}`;
  if (status >= 500 || RETRIED_STATUSES.has(status)) return { result: 'retry', reason: because };
  return { result: 'refused', reason: because };
}

export interface JsonPost {
  readonly url: string;
  /** The exact bytes sent (a signature may cover them). */
  readonly body: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  /** The reason in a refusal's body, in the receiver's own words; default: the body as text. */
  readonly reasonOf?: (body: string) => string;
}

function networkReason(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`;
  }
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : '';
  const message = error instanceof Error ? error.message : String(error);
  return `network error: ${message}${detail ? ` (${detail})` : ''}`;
}

export async function postJson(request: JsonPost): Promise<DeliveryOutcome> {
  // One signal for the request and its answer's body: a receiver that never finishes its answer is a timeout too.
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...request.headers },
      body: request.body,
      redirect: 'manual',
      signal,
    });
    const text = (await response.text()).trim();
    const reason = response.ok ? '' : (request.reasonOf?.(text) ?? text);
    return outcomeOfStatus(response.status, reason.replace(/\s+/g, ' '));
  } catch (error) {
    return { result: 'retry', reason: networkReason(error, request.timeoutMs) };
  }
}
