/**
 * React Router's request handler inside Strapi's Koa chain: a port of `@react-router/express` (a Fetch
 * `Request` in, a Fetch `Response` out), with one difference that matters here. The Express adapter writes
 * the response to the socket itself; this one hands status, headers and a body stream to Koa, so everything
 * outside it keeps working on rendered pages: koa-compress, the security-header middleware, 304 on a
 * matching ETag, HEAD without a body.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { validateHeaderName, validateHeaderValue } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

import type { Core } from '@strapi/strapi';

export type KoaContext = Parameters<Core.MiddlewareHandler>[0];

export type FetchHandler<LoadContext = unknown> = (request: Request, loadContext?: LoadContext) => Promise<Response>;

export interface KoaRequestHandlerOptions<LoadContext = unknown> {
  /** Called per request, so development can hand over a fresh build each time (Vite's `ssrLoadModule`). */
  getHandler: () => Promise<FetchHandler<LoadContext>>;
  getLoadContext?: (ctx: KoaContext) => LoadContext | Promise<LoadContext>;
  /** Defaults to the Koa app's `error` event, which Koa logs. Not called for a client that went away. */
  onError?: (error: unknown, ctx: KoaContext) => void;
  /** The public origin (`PUBLIC_URL`), when the Host header is not to be trusted for absolute URLs. */
  origin?: string;
}

/** A request target or Host no URL can be made from: the client's fault, answered 400. */
export class InvalidRequestError extends Error {
  override readonly name = 'InvalidRequestError';
}

/** Statuses that never carry a body (Koa's `statuses.empty`). */
const BODYLESS_STATUSES = new Set([204, 205, 304]);

/** Hop-by-hop headers belong to one connection: Node writes its own, and a copied one would contradict them. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export function fetchRequestFromKoa(ctx: KoaContext, origin?: string): Request {
  const url = new URL(`${requestOrigin(ctx, origin)}${requestTarget(ctx.originalUrl)}`);

  const controller = new AbortController();
  const { res } = ctx;
  // `close` without a finished response means the client went away: loaders and the render stop. A response
  // that finished closes too, and must not abort anything still reading the signal.
  if (res.destroyed) controller.abort();
  else res.once('close', () => res.writableFinished || controller.abort());

  const headers = fetchHeaders(ctx.req.headers);
  // `duplex` is missing from some versions of the DOM typings.
  const init: RequestInit & { duplex?: 'half' } = { method: ctx.method, headers, signal: controller.signal };
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    init.body = requestBody(ctx, headers);
    // Required by Fetch for a stream body; harmless for the others.
    init.duplex = 'half';
  }
  return new Request(url.href, init);
}

function requestOrigin(ctx: KoaContext, origin: string | undefined): string {
  if (origin !== undefined) return new URL(origin).origin;
  // ctx.protocol and ctx.host follow X-Forwarded-* only when the app trusts its proxy (Strapi's `proxy` setting).
  const host = ctx.host || 'localhost';
  const protocol = ctx.protocol;
  let base: URL;
  try {
    base = new URL(`${protocol}://${host}`);
  } catch {
    throw new InvalidRequestError(`Invalid Host header: ${host}`);
  }
  // A Host such as `a.example/x?` or `user@a.example` parses, but as more than a host.
  if (base.pathname !== '/' || base.search !== '' || base.hash !== '' || base.username !== '' || base.password !== '') {
    throw new InvalidRequestError(`Invalid Host header: ${host}`);
  }
  return base.origin;
}

/**
 * The path and query as the client sent them. `originalUrl`, as the Express adapter, so a prefix a mounting
 * middleware strips still reaches the router. Concatenated, never resolved: `//other.example/x` is a path here.
 */
function requestTarget(originalUrl: string): string {
  if (originalUrl.startsWith('/')) return originalUrl;
  try {
    // Absolute form (`GET http://host/path`), which HTTP/1.1 servers must accept; its host is not used.
    const absolute = new URL(originalUrl);
    return `${absolute.pathname}${absolute.search}`;
  } catch {
    throw new InvalidRequestError(`Invalid request target: ${originalUrl}`);
  }
}

/**
 * From Node's parsed headers rather than the raw list: Node already joins repeated headers the way each one
 * needs (`; ` for Cookie, `, ` for the rest), which Fetch's `append` would get wrong for Cookie.
 */
function fetchHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    // HTTP/2 pseudo-headers (`:path`) are not headers to Fetch.
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

const UNPARSED_BODY = Symbol.for('unparsedBody');

/**
 * The request body. strapi::body (koa-body) runs before this middleware and has already read JSON, form and
 * text bodies from the socket, leaving only the parsed value; those are serialized again. Any other body is
 * still unread and is streamed as it arrives.
 */
function requestBody(ctx: KoaContext, headers: Headers): RequestInit['body'] {
  const { req } = ctx;
  if (!req.readableDidRead && !req.readableEnded) return streamFromReadable(req);

  const parsed: unknown = (ctx.request as { body?: unknown }).body;
  // The re-serialized body has its own length (and, for multipart, its own boundary).
  headers.delete('content-length');
  headers.delete('transfer-encoding');
  if (parsed !== null && typeof parsed === 'object' && UNPARSED_BODY in parsed) {
    const unparsed: unknown = (parsed as Record<symbol, unknown>)[UNPARSED_BODY];
    if (typeof unparsed === 'string') return unparsed;
  }
  if (typeof parsed === 'string') return parsed;
  if (parsed === null || typeof parsed !== 'object') return undefined;
  if (ctx.is('json')) return JSON.stringify(parsed);
  if (ctx.is('urlencoded')) return formParams(parsed);
  if (ctx.is('multipart')) {
    // Only the fields: global::multipart-routes refuses multipart outside the API routes that take files,
    // so no file ever reaches a page.
    headers.delete('content-type');
    const form = new FormData();
    for (const [name, value] of formParams(parsed)) form.append(name, value);
    return form;
  }
  return undefined;
}

/** koa-body parses forms with `qs`; this writes nested values back as `a[b]=` and repeated keys for arrays. */
function formParams(value: object): URLSearchParams {
  const params = new URLSearchParams();
  const add = (name: string, item: unknown): void => {
    if (Array.isArray(item)) for (const element of item) add(name, element);
    else if (item !== null && typeof item === 'object') {
      for (const [key, nested] of Object.entries(item)) add(`${name}[${key}]`, nested);
    } else if (item !== undefined) params.append(name, String(item));
  };
  for (const [key, item] of Object.entries(value)) add(key, item);
  return params;
}

/**
 * A pull-based stream over the request: data is read from the socket only as fast as the handler consumes
 * it (Node 20's `Readable.toWeb` buffers without bound).
 */
function streamFromReadable(source: Readable): ReadableStream<Uint8Array> {
  let settled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        source.pause();
        source.on('data', (chunk: Buffer | string) => {
          if (settled) return;
          controller.enqueue(typeof chunk === 'string' ? Buffer.from(chunk) : new Uint8Array(chunk));
          if ((controller.desiredSize ?? 0) <= 0) source.pause();
        });
        source.once('end', () => {
          if (settled) return;
          settled = true;
          controller.close();
        });
        source.once('close', () => {
          if (settled) return;
          settled = true;
          controller.error(new Error('The request body ended early: the client closed the connection.'));
        });
        source.once('error', (error) => {
          if (settled) return;
          settled = true;
          controller.error(error);
        });
      },
      pull() {
        source.resume();
      },
      cancel() {
        // Not destroyed: that would close the socket the answer goes out on. Node discards an unread
        // request body once the response ends.
        settled = true;
        source.pause();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk?.byteLength ?? 0 },
  );
}

/** Node refuses a status message with control characters when it writes the head, after this has returned. */
const VALID_STATUS_TEXT = /^[\t\x20-\x7e\x80-\xff]*$/;

function setStatus(ctx: KoaContext, status: number, statusText: string): void {
  ctx.status = status;
  if (statusText !== '' && ctx.req.httpVersionMajor < 2) ctx.message = statusText;
}

export async function sendFetchResponse(ctx: KoaContext, response: Response): Promise<void> {
  // Everything Node could refuse is checked before ctx changes, so a refusal leaves no half-copied response.
  const cookies = response.headers.getSetCookie();
  const fields: [string, string][] = [];
  const vary: string[] = [];
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || HOP_BY_HOP.has(name)) return;
    validateHeaderName(name);
    validateHeaderValue(name, value);
    if (name === 'vary') vary.push(...value.split(',').map((field) => field.trim()));
    else fields.push([name, value]);
  });
  for (const cookie of cookies) validateHeaderValue('set-cookie', cookie);
  if (response.bodyUsed || response.body?.locked) throw new TypeError('The response body was already read.');
  const statusText = VALID_STATUS_TEXT.test(response.statusText) ? response.statusText : '';

  setStatus(ctx, response.status, statusText);
  // Set, not appended: the page's own value wins over a default an outer middleware put there first.
  for (const [name, value] of fields) ctx.set(name, value);
  // Appended and merged: cookies and Vary fields set outside (a session, CORS's `Origin`) still apply.
  for (const cookie of cookies) ctx.append('Set-Cookie', cookie);
  for (const field of vary) if (field !== '') ctx.vary(field);

  // Nothing else in Strapi's chain answers conditional requests, so it happens here: ctx.fresh compares the
  // request's If-None-Match / If-Modified-Since with the ETag / Last-Modified just copied, for GET and HEAD
  // with a 2xx status only. The body is then never read, so a render behind it is cancelled.
  if (ctx.fresh && response.status !== 304) setStatus(ctx, 304, '');

  const contentType = response.headers.get('content-type');
  const contentLength = response.headers.get('content-length');
  const body = response.body;
  if (body === null || ctx.method === 'HEAD' || BODYLESS_STATUSES.has(ctx.status)) {
    body?.cancel().catch(() => undefined);
    const status = ctx.status;
    // An explicit null keeps Koa from writing its status text as the body (a redirect's "Found"). Koa also
    // turns a null-body 200 into 204 and drops the entity headers, so the status and, for HEAD (which must
    // describe what GET would send), those headers are put back.
    ctx.body = null;
    setStatus(ctx, status, status === response.status ? statusText : '');
    if (ctx.method === 'HEAD' && !BODYLESS_STATUSES.has(status)) {
      if (contentType !== null) ctx.set('Content-Type', contentType);
      if (contentLength !== null) ctx.set('Content-Length', contentLength);
    }
    return;
  }

  const stream = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  // Koa reports a body stream's error, but once the head is out it leaves the response open, and the client
  // would wait for the rest forever. Destroying the socket tells it the response is incomplete.
  stream.once('error', () => {
    if (ctx.headerSent) ctx.res.destroy();
  });
  ctx.body = stream;
  // Koa gives a stream without a type `application/octet-stream`, and drops the length when replacing a body.
  if (contentType === null) ctx.remove('Content-Type');
  else ctx.set('Content-Type', contentType);
  if (contentLength !== null) ctx.set('Content-Length', contentLength);
}

const ERROR_PAGES: Record<400 | 500 | 503, string> = {
  400: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad request</title></head><body><h1>Bad request</h1></body></html>',
  500: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Server error</title></head><body><h1>Something went wrong</h1><p>Please try again in a moment.</p></body></html>',
  503: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Busy</title></head><body><h1>We are busy right now</h1><p>Please try again in a moment.</p></body></html>',
};

export function sendErrorPage(ctx: KoaContext, status: 400 | 500 | 503): void {
  // Whatever a failed copy of the page's response left must not describe this one.
  for (const name of ['Content-Encoding', 'Content-Length', 'ETag', 'Last-Modified']) ctx.remove(name);
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'html';
  ctx.body = ERROR_PAGES[status];
}

export function createKoaRequestHandler<LoadContext = unknown>(
  options: KoaRequestHandlerOptions<LoadContext>,
): (ctx: KoaContext, next: () => Promise<unknown>) => Promise<void> {
  // Koa's own logger throws on anything that is not an Error.
  const report =
    options.onError ??
    ((error: unknown, ctx: KoaContext) =>
      ctx.app.emit('error', error instanceof Error ? error : new Error(`Non-error thrown: ${String(error)}`), ctx));
  return async (ctx) => {
    let request: Request;
    try {
      request = fetchRequestFromKoa(ctx, options.origin);
    } catch (error) {
      if (!(error instanceof InvalidRequestError)) throw error;
      sendErrorPage(ctx, 400);
      return;
    }
    try {
      const handler = await options.getHandler();
      const loadContext = await options.getLoadContext?.(ctx);
      const response = await handler(request, loadContext);
      await sendFetchResponse(ctx, response);
    } catch (error) {
      // A client that went away makes loaders and the render throw: nothing is wrong, and nobody is listening.
      if (!request.signal.aborted) report(error, ctx);
      sendErrorPage(ctx, 500);
    }
  };
}
