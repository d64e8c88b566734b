/**
 * A local stand-in for Plausible (docs/analytics.md#trying-it-locally), for the browser test of analytics after
 * consent: this machine cannot reach plausible.io, so the stand-in serves a script that speaks Plausible's
 * protocol the way its manual script (`/js/script.manual.js`) does, and records what reaches its `/api/event`.
 *
 * - The script reads its `data-domain`, takes over `window.plausible`, plays the queue Plausible's snippet
 *   keeps (`plausible.q`), and ignores every event while localStorage holds `plausible_ignore` = 'true'.
 * - Each event is a POST of JSON `{ n, u, d, r, p? }` (name, page address, domain, referrer, properties) to
 *   `/api/event`, sent as text/plain like Plausible's, so no preflight; the answer allows any origin.
 * - Every request is recorded, the script's included, so a test can say that nothing at all reached it.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PlausibleEvent {
  readonly n: string;
  readonly u: string;
  readonly d: string;
  readonly r: string | null;
  readonly p?: Record<string, string>;
}

export interface PlausibleStandIn {
  readonly origin: string;
  /** Every request, as `METHOD /path`. */
  readonly requests: string[];
  readonly events: PlausibleEvent[];
  /** The raw bodies of the events, to look for what must never be in them. */
  readonly bodies: string[];
  readonly close: () => Promise<void>;
}

const SCRIPT = `(function () {
  var script = document.currentScript;
  var domain = script.getAttribute('data-domain');
  var endpoint = new URL('/api/event', script.src).href;
  function ignored() {
    try { return window.localStorage.plausible_ignore === 'true'; } catch (e) { return false; }
  }
  function trigger(name, options) {
    if (ignored()) return;
    var payload = { n: name, u: (options && options.u) || location.href, d: domain, r: document.referrer || null };
    if (options && options.props) payload.p = options.props;
    var request = new XMLHttpRequest();
    request.open('POST', endpoint, true);
    request.setRequestHeader('Content-Type', 'text/plain');
    request.send(JSON.stringify(payload));
  }
  var queue = (window.plausible && window.plausible.q) || [];
  window.plausible = trigger;
  for (var i = 0; i < queue.length; i++) trigger.apply(this, queue[i]);
})();
`;

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      // Plausible refuses big events too; nothing the site sends comes near.
      if (body.length > 8_192) request.destroy();
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

/** Plausible's event: the name, the page's address and the domain are strings; the rest as its API takes it. */
function asEvent(body: string): PlausibleEvent | undefined {
  try {
    const value = JSON.parse(body) as Partial<PlausibleEvent>;
    const { n, u, d, r, p } = value;
    if (typeof n !== 'string' || typeof u !== 'string' || typeof d !== 'string') return undefined;
    if (r !== null && r !== undefined && typeof r !== 'string') return undefined;
    if (p !== undefined && (typeof p !== 'object' || p === null)) return undefined;
    return { n, u, d, r: r ?? null, ...(p ? { p } : {}) };
  } catch {
    return undefined;
  }
}

export async function startPlausibleStandIn(): Promise<PlausibleStandIn> {
  const requests: string[] = [];
  const events: PlausibleEvent[] = [];
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    requests.push(`${request.method} ${path}`);
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'GET' && path === '/js/script.manual.js') {
      response.writeHead(200, { 'Content-Type': 'application/javascript', 'Cache-Control': 'no-store' });
      response.end(SCRIPT);
      return;
    }
    if (request.method === 'POST' && path === '/api/event') {
      void readBody(request).then((body) => {
        const event = asEvent(body);
        if (!event) {
          response.writeHead(400, { 'Content-Type': 'text/plain' }).end('bad event');
          return;
        }
        bodies.push(body);
        events.push(event);
        response.writeHead(202, { 'Content-Type': 'text/plain' }).end('ok');
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    events,
    bodies,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
