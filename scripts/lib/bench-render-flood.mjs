// The render-flood row of `npm run bench` (issue 32, item 5): the median time of a cached page, on four
// keep-alive connections loading it one load after another, first on a quiet service, then while
// BENCH_FLOOD_PER_SECOND requests a second (150) ask for pages that each used to cost a render: a made-up
// preview token (now the public page from the cache), an unknown id of a parameter route (now the route's
// shared not-found page) and another spelling of a page (now a redirect). Bounded in time and count
// (BENCH_FLOOD_SECONDS per phase); loopback only. What still renders waits under RENDER_CONCURRENCY and
// RENDER_QUEUE and answers 503 past them.
import http from 'node:http';

import { quietThenLoud, readConcurrently } from './bench-submissions.mjs';

/** The kinds of request the flood cycles through, each unique so that no cache could help it. */
const FLOOD_KINDS = [
  (n) => `/contact?preview=${Date.now() + 600_000}.${String(n).padStart(43, 'A')}`,
  (n) => `/industries/no-such-industry-${n}`,
  (n) => `/portfolio/no-such-story-${n}`,
  (n) => `/CONTACT?n=${n}`,
];

function requestOnce(agent, base, path) {
  return new Promise((resolve) => {
    const request = http.get(`${base}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve(0));
  });
}

/**
 * Flood requests at `perSecond` (open loop: sent on time whether or not earlier ones were answered, as an attacker
 * would), cycling through FLOOD_KINDS on up to 64 keep-alive connections; counts by status (0: failed).
 */
function flood(base, seconds, perSecond) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const counts = { sent: 0, byStatus: {} };
  const limit = perSecond * seconds;
  const pending = new Set();
  const tickMs = 20;
  const perTick = Math.max(1, Math.round((perSecond * tickMs) / 1000));
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      for (let i = 0; i < perTick && counts.sent < limit; i += 1) {
        const n = counts.sent;
        counts.sent += 1;
        const done = requestOnce(agent, base, FLOOD_KINDS[n % FLOOD_KINDS.length](n)).then((status) => {
          counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1;
        });
        pending.add(done);
        done.then(() => pending.delete(done));
      }
      if (counts.sent >= limit) {
        clearInterval(timer);
        Promise.all([...pending]).then(() => {
          agent.destroy();
          resolve(counts);
        });
      }
    }, tickMs);
  });
}

export async function runRenderFlood({ base, pagePath, seconds, perSecond, connections = 4 }) {
  const pageUrl = `${base}${pagePath}`;
  // Rendered once and kept, then measured.
  await readConcurrently(pageUrl, {}, 1, 1);
  return quietThenLoud(
    () => readConcurrently(pageUrl, {}, seconds, connections),
    () => flood(base, seconds, perSecond),
  );
}
