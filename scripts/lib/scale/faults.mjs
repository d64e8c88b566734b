// Faults under load (issue 23, item 4): mixed traffic through nginx for SCALE_FAULT_SECONDS (60); at a third of
// it instance A is killed with SIGKILL, at two thirds it is started again. Visitors submit the newsletter,
// contact and job-application forms with solved captchas, from 200 loopback addresses (each its own visitor
// for the per-IP limits), beside content reads and page loads. Afterwards PostgreSQL and the SMTP sink say
// whether every submission that got a 2xx answer is stored exactly once with its mails.
import http from 'node:http';

import { bodyFor, KINDS, minimalPdf, percentile } from '../bench-submissions.mjs';
import { captchaPass, request } from './http.mjs';

const VISITOR_ADDRESSES = 200;
const READ_PATH = '/api/service-tech-engg-web-service-contents';
const PAGE_PATH = '/services';

const address = (n) => `127.0.10.${(n % VISITOR_ADDRESSES) + 1}`;

function count(map, key) {
  map[key] = (map[key] ?? 0) + 1;
}

/** One visitor after another submitting one kind of form until the deadline, as the browser does. */
async function submitter(base, kind, index, deadline, jobId, pdf, results) {
  let n = 0;
  while (Date.now() < deadline) {
    n += 1;
    const from = { localAddress: address(index * 1000 + n) };
    let pass;
    try {
      pass = await captchaPass(base, KINDS[kind].pass, from);
    } catch (error) {
      count(results.errors[kind], `captcha: ${error.cause?.code ?? error.message.slice(0, 40)}`);
      continue;
    }
    const form = bodyFor(kind, `${index}.${n}`, jobId, pdf);
    const started = performance.now();
    try {
      const answer = await request(`${base}${form.path}`, {
        ...from,
        method: 'POST',
        headers: { 'X-Captcha-Pass': pass },
        body: form.json ?? form.form,
      });
      const took = performance.now() - started;
      if (answer.status >= 200 && answer.status < 300) {
        results.accepted[kind].push(String(answer.json().data.id));
        results.latency[kind].push(took);
      } else {
        count(results.errors[kind], String(answer.status));
      }
    } catch (error) {
      count(results.errors[kind], error.code ?? error.message.slice(0, 40));
    }
  }
}

/** Reads one after another on a keep-alive connection, noting when each failed, until the deadline. */
async function reader(url, deadline, row) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    while (Date.now() < deadline) {
      const started = performance.now();
      const at = Date.now();
      try {
        const answer = await request(url, { agent, headers: { 'Strapi-Response-Format': 'v4' }, timeoutMs: 15_000 });
        if (answer.status === 200) {
          row.latency.push(performance.now() - started);
          row.outcomes.push({ at, ok: true });
        } else {
          count(row.errors, String(answer.status));
          row.outcomes.push({ at, ok: false });
        }
      } catch (error) {
        count(row.errors, error.code ?? 'network');
        row.outcomes.push({ at, ok: false });
      }
    }
  } finally {
    agent.destroy();
  }
}

/** The longest time from a failed read to the next read that succeeded (0 when none failed). */
export function longestFailure(outcomes) {
  const sorted = [...outcomes].sort((x, y) => x.at - y.at);
  let longest = 0;
  let failingSince;
  for (const outcome of sorted) {
    if (!outcome.ok && failingSince === undefined) failingSince = outcome.at;
    if (outcome.ok && failingSince !== undefined) {
      longest = Math.max(longest, outcome.at - failingSince);
      failingSince = undefined;
    }
  }
  if (failingSince !== undefined) longest = Math.max(longest, sorted.at(-1).at - failingSince);
  return longest;
}

const errorsText = (errors) =>
  Object.entries(errors)
    .map(([key, n]) => `${key}: ${n}`)
    .join(', ') || 'none';

/**
 * Runs the traffic and the kill/restart; returns the rows of the table and what was accepted. `restart`
 * starts A again and resolves when it answers.
 */
export async function runFaultsUnderLoad({ lb, a, seconds, submitters = 3, readers = 4, pageLoaders = 2, log }) {
  const base = lb.url;
  const jobs = (await request(`${base}/api/zoho-recruit/job-openings`)).json();
  const jobId = jobs?.data?.[0]?.id;
  if (!jobId) throw new Error('no job opening to apply to');
  const pdf = minimalPdf();
  const kinds = Object.keys(KINDS);
  const results = {
    accepted: Object.fromEntries(kinds.map((kind) => [kind, []])),
    latency: Object.fromEntries(kinds.map((kind) => [kind, []])),
    errors: Object.fromEntries(kinds.map((kind) => [kind, {}])),
  };
  const reads = { latency: [], outcomes: [], errors: {} };
  const pages = { latency: [], outcomes: [], errors: {} };
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const events = {};

  const killAt = setTimeout(
    () => {
      a.kill();
      events.killedAt = (Date.now() - started) / 1000;
      log(`  ${events.killedAt.toFixed(1)} s: instance A killed (SIGKILL)`);
    },
    (seconds * 1000) / 3,
  );
  let restarted;
  const restartAt = setTimeout(
    () => {
      events.restartedAt = (Date.now() - started) / 1000;
      log(`  ${events.restartedAt.toFixed(1)} s: instance A starting again`);
      restarted = a.start().then(() => {
        events.readyAt = (Date.now() - started) / 1000;
        log(`  ${events.readyAt.toFixed(1)} s: instance A answers again`);
      });
    },
    (seconds * 2000) / 3,
  );

  try {
    await Promise.all([
      ...Array.from({ length: submitters }, (_, i) =>
        submitter(base, kinds[i % kinds.length], i, deadline, jobId, pdf, results),
      ),
      ...Array.from({ length: readers }, () => reader(`${base}${READ_PATH}`, deadline, reads)),
      ...Array.from({ length: pageLoaders }, () => reader(`${base}${PAGE_PATH}`, deadline, pages)),
    ]);
  } finally {
    clearTimeout(killAt);
    clearTimeout(restartAt);
  }
  const elapsed = (Date.now() - started) / 1000;

  const rows = kinds.map((kind) => {
    const sorted = [...results.latency[kind]].sort((x, y) => x - y);
    return {
      kind,
      name: `${kind} submission`,
      completed: results.accepted[kind].length,
      perSecond: results.accepted[kind].length / elapsed,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors: errorsText(results.errors[kind]),
    };
  });
  for (const [name, row] of [
    [`content read ${READ_PATH}`, reads],
    [`page load ${PAGE_PATH}`, pages],
  ]) {
    const sorted = [...row.latency].sort((x, y) => x - y);
    rows.push({
      name,
      completed: row.latency.length,
      perSecond: row.latency.length / elapsed,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      errors: errorsText(row.errors),
    });
  }
  return {
    rows,
    window: { startedAt: started, endedAt: Date.now() },
    accepted: results.accepted,
    longestReadFailureMs: Math.max(longestFailure(reads.outcomes), longestFailure(pages.outcomes)),
    events,
    restarted: () => restarted ?? Promise.resolve(),
  };
}

/**
 * What PostgreSQL and the SMTP sink hold for the accepted submissions, once the outbox has delivered what it
 * will: lost (not stored), doubled (stored twice), without their mails (fewer outbox rows than the form
 * queues), mails never delivered, and mails delivered twice.
 *
 * The backlog grows with how fast the machine took submissions (806 in one run, 339 in another), so the wait is
 * not a fixed time: it lasts while mails keep going out, and ends when none went out for `stallMs` (longer than
 * the test's outbox lease is still to run after the traffic, so a killed instance's claims count as progress to
 * come) or after `capMs` in all.
 */
export async function auditSubmissions(database, accepted, deliveries, { stallMs, capMs }) {
  const ids = Object.values(accepted).flat();
  const counts = new Map();
  for (const kind of Object.keys(accepted)) {
    const { rows } = await database.query(
      `SELECT document_id AS id, COUNT(*)::int AS n FROM ${KINDS[kind].table} WHERE document_id = ANY($1) GROUP BY document_id`,
      [accepted[kind]],
    );
    for (const row of rows) counts.set(row.id, row.n);
  }
  let mailRows = [];
  const started = Date.now();
  let sentBefore = -1;
  let lastProgress = started;
  for (;;) {
    ({ rows: mailRows } = await database.query(
      'SELECT submission_id, message_id, delivery_status FROM outbox_mails WHERE submission_id = ANY($1)',
      [ids],
    ));
    const sent = mailRows.filter((row) => row.delivery_status === 'sent').length;
    const now = Date.now();
    if (sent > sentBefore) {
      sentBefore = sent;
      lastProgress = now;
    }
    if (sent === mailRows.length || now - lastProgress > stallMs || now - started > capMs) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const mailsPer = new Map();
  for (const row of mailRows) mailsPer.set(row.submission_id, (mailsPer.get(row.submission_id) ?? 0) + 1);
  const received = new Map();
  for (const delivery of deliveries) received.set(delivery.messageId, (received.get(delivery.messageId) ?? 0) + 1);
  const perKind = {};
  for (const kind of Object.keys(accepted)) {
    const tally = { lost: 0, doubled: 0, withoutMails: 0 };
    for (const id of accepted[kind]) {
      const n = counts.get(id) ?? 0;
      if (n === 0) tally.lost += 1;
      if (n > 1) tally.doubled += 1;
      if ((mailsPer.get(id) ?? 0) !== KINDS[kind].mails) tally.withoutMails += 1;
    }
    perKind[kind] = tally;
  }
  const total = (field) => Object.values(perKind).reduce((sum, tally) => sum + tally[field], 0);
  const undelivered = mailRows.filter((row) => !received.has(row.message_id)).length;
  const deliveredTwice = mailRows.filter((row) => (received.get(row.message_id) ?? 0) > 1).length;
  return {
    submissions: ids.length,
    mails: mailRows.length,
    perKind,
    lost: total('lost'),
    doubled: total('doubled'),
    withoutMails: total('withoutMails'),
    undelivered,
    deliveredTwice,
  };
}
