// The render-flood row of `npm run bench` (issue 32, item 5): the median time of a cached page, on four
// keep-alive connections loading it one load after another, first on a quiet service, then while
// BENCH_RENDER_FLOOD_CONNECTIONS clients (16) ask, back to back, for what the HTML cache cannot or should not
// answer: a made-up preview token (answered from the cache since the token does not verify), an unknown id of
// a parameter route (a render, under the render limit), and another spelling of a page (a redirect). Bounded
// in time (BENCH_FLOOD_SECONDS per phase); loopback only. Renders past RENDER_CONCURRENCY + RENDER_QUEUE
// answer 503 at once, so the flood cannot hold the event loop the cached pages are answered on.
import http from 'node:http';

import { median, readConcurrently } from './bench-submissions.mjs';

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

/** `connections` clients sending flood requests back to back until the deadline; counts by status. */
async function flood(base, seconds, connections) {
  const counts = { sent: 0, byStatus: {} };
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        while (Date.now() < deadline) {
          const n = counts.sent;
          counts.sent += 1;
          const status = await requestOnce(agent, base, FLOOD_KINDS[n % FLOOD_KINDS.length](n));
          counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1;
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  return counts;
}

export async function runRenderFlood({ base, pagePath, seconds, connections = 4, floodConnections = 16 }) {
  const pageUrl = `${base}${pagePath}`;
  // Rendered once and kept, then measured.
  await readConcurrently(pageUrl, {}, 1, 1);
  const quiet = await readConcurrently(pageUrl, {}, seconds, connections);
  const [loud, counts] = await Promise.all([
    readConcurrently(pageUrl, {}, seconds, connections),
    flood(base, seconds, floodConnections),
  ]);
  const quietMedian = median(quiet);
  const loudMedian = median(loud);
  return {
    quiet: { loads: quiet.length, median: quietMedian },
    loud: { loads: loud.length, median: loudMedian },
    counts,
    ratio: loudMedian / quietMedian,
  };
}
