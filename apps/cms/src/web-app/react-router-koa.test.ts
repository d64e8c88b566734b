import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import Koa from 'koa';
import { koaBody } from 'koa-body';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createKoaRequestHandler, fetchRequestFromKoa, type FetchHandler, type KoaContext } from './react-router-koa';

// koa-compress ships no types; Strapi's compression middleware is this package with its defaults.
const compress = createRequire(import.meta.url)('koa-compress') as (options?: { threshold?: number }) => Koa.Middleware;

interface Reply {
  status: number;
  statusMessage: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

/** A Koa app with `before` in front of the adapter (as Strapi's chain is), listening on an ephemeral port. */
async function serve(
  handler: FetchHandler,
  { before = [], ...options }: { before?: Koa.Middleware[]; onError?: (error: unknown) => void; origin?: string } = {},
): Promise<number> {
  const app = new Koa();
  app.silent = true;
  for (const middleware of before) app.use(middleware);
  app.use(createKoaRequestHandler({ getHandler: () => Promise.resolve(handler), ...options }));
  const server = createServer(app.callback());
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** node:http rather than fetch: fetch would decompress and join the headers under test. */
function call(
  port: number,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string | string[]>; body?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          statusMessage: res.statusMessage ?? '',
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const encoder = new TextEncoder();

describe('fetchRequestFromKoa, through a real server', () => {
  it('gives the handler an absolute URL, the method and every header, repeated ones included', async () => {
    let seen: Request | undefined;
    const port = await serve(async (request) => {
      seen = request;
      return new Response('ok');
    });
    await call(port, '/contact?x=1&y=%20', {
      headers: { 'X-Thing': ['a', 'b'], Cookie: ['a=1', 'b=2'], Accept: 'text/html' },
    });
    expect(seen?.url).toBe(`http://127.0.0.1:${port}/contact?x=1&y=%20`);
    expect(seen?.method).toBe('GET');
    expect(seen?.headers.get('x-thing')).toBe('a, b');
    expect(seen?.headers.get('cookie')).toBe('a=1; b=2');
    expect(seen?.headers.get('accept')).toBe('text/html');
    expect(seen?.body).toBeNull();
    expect(seen?.signal.aborted).toBe(false);
  });

  it('uses the configured origin over the Host header, and keeps a `//` path a path', async () => {
    let url = '';
    const port = await serve(
      async (request) => {
        url = request.url;
        return new Response('ok');
      },
      { origin: 'https://www.example.com/' },
    );
    await call(port, '//evil.example/x?y', { headers: { Host: 'evil.example' } });
    expect(url).toBe('https://www.example.com//evil.example/x?y');
  });

  it('follows X-Forwarded-Proto and -Host only when the app trusts its proxy', async () => {
    const seen: string[] = [];
    const handler: FetchHandler = async (request) => {
      seen.push(request.url);
      return new Response('ok');
    };
    const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'site.example' };
    const untrusted = await serve(handler);
    await call(untrusted, '/a', { headers: forwarded });
    const trusted = await serve(handler, {
      before: [
        async (ctx, next) => {
          ctx.app.proxy = true;
          await next();
        },
      ],
    });
    await call(trusted, '/a', { headers: forwarded });
    expect(seen).toEqual([`http://127.0.0.1:${untrusted}/a`, 'https://site.example/a']);
  });

  it('answers 400 for a Host that is not a host, without calling the handler', async () => {
    const handler = vi.fn<FetchHandler>(async () => new Response('ok'));
    const port = await serve(handler);
    const reply = await call(port, '/a', { headers: { Host: 'evil.example/x?' } });
    expect(reply.status).toBe(400);
    expect(handler).not.toHaveBeenCalled();
  });

  it('streams a body Strapi did not parse', async () => {
    const port = await serve(async (request) => new Response(`${request.method} ${await request.text()}`));
    const reply = await call(port, '/upload', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: 'raw bytes',
    });
    expect(reply.body.toString()).toBe('PUT raw bytes');
  });

  it('rebuilds a form body that koa-body (strapi::body) already read', async () => {
    const fields: [string, string][] = [];
    const port = await serve(
      async (request) => {
        const form = await request.formData();
        form.forEach((value, name) => fields.push([name, String(value)]));
        return new Response(null, { status: 303, headers: { Location: '/thanks' } });
      },
      { before: [koaBody()] },
    );
    const reply = await call(port, '/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Ada+L&topic=a&topic=b&address[city]=Z%C3%BCrich',
    });
    expect(reply.status).toBe(303);
    expect(fields).toEqual([
      ['name', 'Ada L'],
      ['topic', 'a'],
      ['topic', 'b'],
      ['address[city]', 'Zürich'],
    ]);
  });

  it('rebuilds a JSON body that koa-body already read', async () => {
    const port = await serve(async (request) => Response.json(await request.json()), { before: [koaBody()] });
    const reply = await call(port, '/x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":[1,{"b":"c"}]}',
    });
    expect(JSON.parse(reply.body.toString())).toEqual({ a: [1, { b: 'c' }] });
  });

  it('aborts the signal when the client goes away before the response, and not after it', async () => {
    const entered = deferred();
    const sawAbort = deferred<boolean>();
    const port = await serve(async (request) => {
      entered.resolve();
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }));
      sawAbort.resolve(request.signal.aborted);
      throw request.signal.reason;
    });
    const client = httpRequest({ host: '127.0.0.1', port, path: '/slow' });
    client.on('error', () => undefined);
    client.end();
    await entered.promise;
    client.destroy();
    await expect(sawAbort.promise).resolves.toBe(true);

    let finished: Request | undefined;
    const other = await serve(async (request) => {
      finished = request;
      return new Response('done');
    });
    await call(other, '/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(finished?.signal.aborted).toBe(false);
  });

  it('does not report a client that went away as an error', async () => {
    const onError = vi.fn();
    const entered = deferred();
    const failed = deferred();
    const port = await serve(
      async (request) => {
        entered.resolve();
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }));
        setTimeout(failed.resolve, 10);
        throw new Error('render aborted');
      },
      { onError },
    );
    const client = httpRequest({ host: '127.0.0.1', port, path: '/' });
    client.on('error', () => undefined);
    client.end();
    await entered.promise;
    client.destroy();
    await failed.promise;
    expect(onError).not.toHaveBeenCalled();
  });

  it('is aborted at once when the response is already closed', () => {
    const app = new Koa();
    const req = { method: 'GET', headers: { host: 'a.example' }, httpVersionMajor: 1, url: '/', socket: {} };
    const res = { destroyed: true, once: vi.fn(), getHeader: () => undefined, setHeader: () => undefined };
    const ctx = app.createContext(req as never, res as never) as unknown as KoaContext;
    expect(fetchRequestFromKoa(ctx).signal.aborted).toBe(true);
    expect(res.once).not.toHaveBeenCalled();
  });
});

describe('sendFetchResponse, through a real server', () => {
  it('copies status, status text and headers', async () => {
    const port = await serve(
      async () =>
        new Response('<p>made</p>', {
          status: 201,
          statusText: 'Made It',
          headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Page': 'home', 'Cache-Control': 'no-cache' },
        }),
    );
    const reply = await call(port, '/');
    expect(reply.status).toBe(201);
    expect(reply.statusMessage).toBe('Made It');
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['x-page']).toBe('home');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body.toString()).toBe('<p>made</p>');
  });

  it("lets the page's headers win over an outer default, and merges Vary", async () => {
    const port = await serve(
      async () => new Response('x', { headers: { 'X-Frame-Options': 'SAMEORIGIN', Vary: 'Accept-Encoding, Cookie' } }),
      {
        before: [
          async (ctx, next) => {
            ctx.set('X-Frame-Options', 'DENY');
            ctx.set('X-Outer', 'kept');
            ctx.vary('Origin');
            await next();
          },
        ],
      },
    );
    const reply = await call(port, '/');
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(reply.headers['x-outer']).toBe('kept');
    expect(reply.headers.vary).toBe('Origin, Accept-Encoding, Cookie');
  });

  it('sends every Set-Cookie as its own header, after those set outside', async () => {
    const port = await serve(
      async () => {
        const headers = new Headers();
        headers.append('Set-Cookie', 'theme=dark; Path=/; HttpOnly');
        headers.append('Set-Cookie', 'preview=1; Path=/; Expires=Wed, 21 Oct 2037 07:28:00 GMT');
        return new Response('ok', { headers });
      },
      {
        before: [
          async (ctx, next) => {
            ctx.cookies.set('session', 'abc');
            await next();
          },
        ],
      },
    );
    const reply = await call(port, '/');
    expect(reply.headers['set-cookie']).toEqual([
      'session=abc; path=/; httponly',
      'theme=dark; Path=/; HttpOnly',
      'preview=1; Path=/; Expires=Wed, 21 Oct 2037 07:28:00 GMT',
    ]);
  });

  it('does not copy hop-by-hop headers', async () => {
    const port = await serve(async () => new Response('ok', { headers: { Connection: 'upgrade', Upgrade: 'h2c' } }));
    const reply = await call(port, '/');
    expect(reply.headers.upgrade).toBeUndefined();
    expect(reply.headers.connection).toBe('keep-alive');
    expect(reply.body.toString()).toBe('ok');
  });

  it('answers HEAD with the headers GET would have and no body, whether or not the handler sent one', async () => {
    const methods: string[] = [];
    const cancelled = vi.fn();
    const port = await serve(async (request) => {
      methods.push(request.method);
      const headers = { 'Content-Type': 'text/html; charset=utf-8', 'X-Page': 'home', ETag: '"abc"' };
      if (request.url.endsWith('/null')) return new Response(null, { headers }); // as React Router answers HEAD
      const body = new ReadableStream<Uint8Array>({
        pull: (controller) => controller.enqueue(encoder.encode('<p>never sent</p>')),
        cancel: cancelled,
      });
      return new Response(body, { headers: { ...headers, 'Content-Length': '17' } });
    });
    for (const path of ['/null', '/stream']) {
      const reply = await call(port, path, { method: 'HEAD' });
      expect(reply.status, path).toBe(200);
      expect(reply.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(reply.headers['x-page'], path).toBe('home');
      expect(reply.headers.etag, path).toBe('"abc"');
      expect(reply.body.length, path).toBe(0);
    }
    expect((await call(port, '/stream', { method: 'HEAD' })).headers['content-length']).toBe('17');
    expect(methods).toEqual(['HEAD', 'HEAD', 'HEAD']);
    expect(cancelled).toHaveBeenCalled();
  });

  it('sends a redirect without a body of its own (not Koa\'s "Found", and not a 204)', async () => {
    const port = await serve(async () => new Response(null, { status: 302, headers: { Location: '/contact' } }));
    const reply = await call(port, '/contact/');
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe('/contact');
    expect(reply.body.length).toBe(0);
    expect(reply.headers['content-type']).toBeUndefined();
  });

  it('keeps a null-body 200 a 200', async () => {
    const port = await serve(async () => new Response(null, { status: 200 }));
    const reply = await call(port, '/');
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBe(0);
  });

  it('streams a ReadableStream body as it is produced', async () => {
    const release = deferred();
    const port = await serve(
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            async start(controller) {
              controller.enqueue(encoder.encode('<p>shell</p>'));
              await release.promise;
              controller.enqueue(encoder.encode('<p>rest</p>'));
              controller.close();
            },
          }),
          { headers: { 'Content-Type': 'text/html' } },
        ),
    );
    const body = await new Promise<string>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          // The first part arrives while the rest is still being made.
          if (text === '') expect(chunk).toBe('<p>shell</p>');
          text += chunk;
          release.resolve();
        });
        res.on('end', () => resolve(text));
        expect(res.headers['transfer-encoding']).toBe('chunked');
      });
      req.on('error', reject);
      req.end();
    });
    expect(body).toBe('<p>shell</p><p>rest</p>');
  });

  it('ends the connection when the body stream fails after the head went out, instead of leaving it open', async () => {
    const port = await serve(
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            async start(controller) {
              controller.enqueue(encoder.encode('<p>start</p>'));
              await new Promise((resolve) => setTimeout(resolve, 20));
              controller.error(new Error('render failed'));
            },
          }),
        ),
    );
    const started = Date.now();
    await expect(call(port, '/')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('is compressed by koa-compress in front of it, the length of the uncompressed body dropped', async () => {
    const html = `<!doctype html><main>${'<p>Lorem ipsum dolor sit amet</p>'.repeat(300)}</main>`;
    const port = await serve(
      async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(encoder.encode(html.slice(0, 100)));
              controller.enqueue(encoder.encode(html.slice(100)));
              controller.close();
            },
          }),
          { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(html.length) } },
        ),
      { before: [compress()] },
    );
    const br = await call(port, '/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBeUndefined();
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);

    const gzip = await call(port, '/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);

    const identity = await call(port, '/', { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['content-length']).toBe(String(html.length));
    expect(identity.body.toString()).toBe(html);
  });

  it("answers 304 when If-None-Match names the handler's ETag, and cancels the unread body", async () => {
    const cancelled = vi.fn();
    const port = await serve(
      async () => {
        let parts = 0;
        return new Response(
          // Produced a chunk at a time, as a render is: a body nobody reads is never made to the end.
          new ReadableStream<Uint8Array>({
            pull: (controller) => {
              controller.enqueue(encoder.encode('<p>page</p>'));
              parts += 1;
              if (parts === 5) controller.close();
            },
            cancel: cancelled,
          }),
          { headers: { ETag: '"v1"', 'Content-Type': 'text/html', 'Cache-Control': 'no-cache' } },
        );
      },
      { before: [compress({ threshold: 0 })] },
    );
    const fresh = await call(port, '/', { headers: { 'If-None-Match': '"v1"', 'Accept-Encoding': 'gzip' } });
    expect(fresh.status).toBe(304);
    expect(fresh.body.length).toBe(0);
    expect(fresh.headers.etag).toBe('"v1"');
    expect(fresh.headers['cache-control']).toBe('no-cache');
    expect(cancelled).toHaveBeenCalled();

    const headFresh = await call(port, '/', { method: 'HEAD', headers: { 'If-None-Match': '"v1"' } });
    expect(headFresh.status).toBe(304);

    const stale = await call(port, '/', { headers: { 'If-None-Match': '"v0"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.toString()).toBe('<p>page</p>'.repeat(5));
  });

  it('answers 200 to a conditional request when the page is not a 2xx (no 304 for an error page)', async () => {
    const port = await serve(async () => new Response('<p>missing</p>', { status: 404, headers: { ETag: '"nf"' } }));
    const reply = await call(port, '/x', { headers: { 'If-None-Match': '"nf"' } });
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toBe('<p>missing</p>');
  });
});

describe('createKoaRequestHandler', () => {
  it('answers a throwing handler with a small 500 page at once, and reports the error', async () => {
    const onError = vi.fn();
    const failure = new Error('loader failed');
    const port = await serve(
      async () => {
        throw failure;
      },
      { onError },
    );
    const started = Date.now();
    const reply = await call(port, '/');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(reply.status).toBe(500);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.body.toString()).toContain('<h1>Something went wrong</h1>');
    expect(reply.body.length).toBeLessThan(512);
    expect(onError).toHaveBeenCalledWith(failure, expect.anything());
  });

  it('answers 500 when the build cannot be loaded, and reports through the app by default', async () => {
    const app = new Koa();
    const reported = vi.fn();
    app.on('error', reported);
    app.use(createKoaRequestHandler({ getHandler: () => Promise.reject(new Error('no build')) }));
    const server = createServer(app.callback());
    servers.push(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const reply = await call((server.address() as AddressInfo).port, '/');
    expect(reply.status).toBe(500);
    expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'no build' }), expect.anything());
  });

  it('answers 500 for a thrown non-error too, reported as an Error to Koa (whose logger refuses anything else)', async () => {
    const app = new Koa();
    const reported = vi.fn();
    app.on('error', reported);
    app.use(
      createKoaRequestHandler({
        getHandler: async () => async () => {
          throw 'plain string';
        },
      }),
    );
    const server = createServer(app.callback());
    servers.push(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const reply = await call((server.address() as AddressInfo).port, '/');
    expect(reply.status).toBe(500);
    expect(reply.body.toString()).toContain('Something went wrong');
    expect(reported).toHaveBeenCalledWith(expect.any(Error), expect.anything());
  });

  it('answers 500 for a response whose body was already read', async () => {
    const onError = vi.fn();
    const port = await serve(
      async () => {
        const response = new Response('used', { headers: { 'Set-Cookie': 'a=1' } });
        await response.text();
        return response;
      },
      { onError },
    );
    const reply = await call(port, '/');
    expect(reply.status).toBe(500);
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(onError).toHaveBeenCalledWith(expect.any(TypeError), expect.anything());
  });

  it('answers 500 for a response Node cannot send, without any of its headers', async () => {
    const onError = vi.fn();
    const port = await serve(
      async () => new Response('x', { headers: { 'X-Bad': 'a\u0001b', ETag: '"bad"', 'Set-Cookie': 'a=1' } }),
      { onError },
    );
    const reply = await call(port, '/');
    expect(reply.status).toBe(500);
    expect(reply.headers.etag).toBeUndefined();
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(onError).toHaveBeenCalled();
  });

  it('hands the load context to the handler, per request', async () => {
    let received: unknown;
    const app = new Koa();
    app.use(
      createKoaRequestHandler<{ path: string }>({
        getHandler: async () => async (_request, loadContext) => {
          received = loadContext;
          return new Response('ok');
        },
        getLoadContext: async (ctx) => ({ path: ctx.path }),
      }),
    );
    const server = createServer(app.callback());
    servers.push(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    await call((server.address() as AddressInfo).port, '/about');
    expect(received).toEqual({ path: '/about' });
  });
});
