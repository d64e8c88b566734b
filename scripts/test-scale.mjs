#!/usr/bin/env node
// `npm run test:scale` (issue 23): docs/scale.md, run on this machine. Two instances of the
// built service (NODE_ENV=production, real secrets, TRUST_PROXY=true) behind nginx with the shipped
// configuration (deploy/nginx/auralis.conf.template), on PostgreSQL, Redis, an S3-compatible server with a
// public media bucket and a private files bucket, and an SMTP sink. It checks that the instances agree
// (publish, scheduled changes, captcha passes, rate limits, outbox, media, applicants' files, admin sessions), then runs
// SCALE_FAULT_SECONDS (60) of mixed traffic through nginx while instance A is killed and started again, and
// fails when an accepted submission is lost, doubled or without its mails, or reads failed for longer than
// nginx's retry window. Everything it starts is stopped at the end, on failure and on Ctrl+C too.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { buildAll } from './lib/build-steps.mjs';
import { createTestDatabase } from './lib/postgres.mjs';
import { bold, green, red, repoRoot, step } from './lib/run.mjs';
import {
  checkAdminSession,
  checkCaptchaPasses,
  checkMails,
  checkMedia,
  checkPrivateFiles,
  checkPublish,
  checkRateLimits,
  registerAdmin,
} from './lib/scale/checks.mjs';
import { auditSubmissions, runFaultsUnderLoad } from './lib/scale/faults.mjs';
import { Instance, productionSecrets, SCALE_LIMITS } from './lib/scale/instances.mjs';
import { checkScheduledChanges } from './lib/scale/schedule-check.mjs';
import { freePortInRange, S3_KEYS, startNginx, startRedis, startS3 } from './lib/scale/stand-ins.mjs';
import { startSmtpSink, stopSmtpSink } from './lib/smtp-sink.mjs';

const faultSeconds = Number(process.env.SCALE_FAULT_SECONDS ?? 60);
// A third of the run must leave the killed instance time to go and come back; an hour is a typo.
if (!Number.isInteger(faultSeconds) || faultSeconds < 15 || faultSeconds > 3600) {
  console.error(
    red(`SCALE_FAULT_SECONDS must be a whole number of seconds (15-3600), got "${process.env.SCALE_FAULT_SECONDS}"`),
  );
  process.exit(1);
}
/** nginx's retry window, read from the shipped configuration: reads may fail for no longer than this. */
const RETRY_WINDOW_MS = (() => {
  const template = readFileSync(path.join(repoRoot, 'deploy', 'nginx', 'auralis.conf.template'), 'utf8');
  const seconds = /^\s*proxy_next_upstream_timeout\s+(\d+)s;/m.exec(template)?.[1];
  if (!seconds) throw new Error('deploy/nginx/auralis.conf.template sets no proxy_next_upstream_timeout in seconds');
  return Number(seconds) * 1000;
})();
const runId = Math.random().toString(36).slice(2, 10);
const buckets = { media: 'auralis-media', private: 'auralis-private' };
const began = Date.now();
const since = () => `${((Date.now() - began) / 1000).toFixed(0)} s`;

const require = createRequire(path.join(repoRoot, 'apps', 'cms', 'package.json'));
const { Client } = require('pg');

const cleanups = [];
let cleaning;
async function cleanUp() {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(red(`cleanup: ${error.message}`));
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(red(`\n${signal}: stopping everything this run started`));
    cleanUp().finally(() => process.exit(130));
  });
}

const instances = [];
let failed = false;
try {
  await buildAll();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-scale-'));
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));

  step('Starting PostgreSQL, Redis, the S3 stand-in and the SMTP sink');
  const database = await createTestDatabase({ prefix: 'scale' });
  cleanups.push(() => database.drop());
  const redis = await startRedis(workDir);
  cleanups.push(() => redis.stop());
  const s3 = await startS3(workDir, { mediaBucket: buckets.media, privateBucket: buckets.private });
  cleanups.push(() => s3.stop());
  const deliveries = [];
  const smtpPort = await freePortInRange();
  const smtp = await startSmtpSink(smtpPort, deliveries);
  cleanups.push(() => stopSmtpSink(smtp));
  console.log(`  PostgreSQL database ${database.name} (${new URL(database.adminUrl).host})`);
  console.log(`  Redis ${redis.url} (${redis.origin})`);
  console.log(`  s3rver ${s3.endpoint}: buckets ${buckets.media} (public) and ${buckets.private} (private)`);
  console.log(`  SMTP sink 127.0.0.1:${smtpPort}`);

  const [portA, portB] = [await freePortInRange(), await freePortInRange()];
  const nginx = await startNginx(workDir, [portA, portB]);
  cleanups.push(() => nginx.stop());
  console.log(`  nginx ${nginx.url} → 127.0.0.1:${portA} (A), 127.0.0.1:${portB} (B)`);

  const media = { publicUrl: `${s3.endpoint}/${buckets.media}` };
  const env = {
    NODE_ENV: 'production',
    ...productionSecrets(),
    TRUST_PROXY: 'true',
    TRUST_PROXY_HOPS: '1',
    PUBLIC_URL: nginx.url,
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    S3_MEDIA_BUCKET: buckets.media,
    S3_PRIVATE_BUCKET: buckets.private,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    LOG_LEVEL: 'warn',
    // Both instances look for due scheduled changes five times a second, so they race for each one.
    SCHEDULE_POLL_MS: '200',
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...SCALE_LIMITS,
  };
  const a = new Instance('A', portA, path.join(workDir, 'instance-a'), env);
  const b = new Instance('B', portB, path.join(workDir, 'instance-b'), env);
  instances.push(a, b);
  cleanups.push(
    () => a.stop(),
    () => b.stop(),
  );

  // One after the other, as a rolling deploy does: the first start creates the schema and seeds the content.
  step('Starting instance A (creates the schema, seeds the content into PostgreSQL and the media bucket)');
  await a.start();
  console.log(`  A answers (${since()})`);
  step('Starting instance B');
  await b.start();
  console.log(`  B answers (${since()})`);

  const cluster = { a, b, lb: nginx };
  const pg = new Client({ connectionString: database.url });
  await pg.connect();
  cleanups.push(() => pg.end());

  step('Checks: do the two instances agree?');
  const accepted = [];
  const credentials = await registerAdmin(a, runId);
  const checks = [
    [
      'admin sessions',
      async () => {
        const { line, token } = await checkAdminSession(cluster, credentials);
        cluster.token = token;
        return line;
      },
    ],
    ['publish', () => checkPublish(cluster, cluster.token, runId)],
    ['scheduled changes', () => checkScheduledChanges(cluster, cluster.token, pg, runId)],
    ['captcha passes', () => checkCaptchaPasses(cluster, runId, accepted)],
    ['rate limits', () => checkRateLimits(cluster, Number(SCALE_LIMITS.RATE_LIMIT_CAPTCHA_PER_MINUTE))],
    ['media', () => checkMedia(cluster, cluster.token, media)],
    ['applicants\u2019 files', () => checkPrivateFiles(cluster, cluster.token, s3, buckets, runId, accepted)],
    ['outbox', () => checkMails(cluster, pg, deliveries, runId, accepted)],
  ];
  for (const [name, check] of checks) {
    try {
      console.log(`${green('✓')} ${name}: ${await check()}`);
    } catch (error) {
      failed = true;
      console.error(red(`✗ ${name}: ${error.message}`));
    }
  }

  step(
    `Faults under load: ${faultSeconds} s of traffic through nginx; A killed at ${(faultSeconds / 3).toFixed(0)} s, started again at ${((faultSeconds * 2) / 3).toFixed(0)} s`,
  );
  deliveries.length = 0;
  const run = await runFaultsUnderLoad({ lb: nginx, a, seconds: faultSeconds, log: console.log });
  await run.restarted();
  const audit = await auditSubmissions(pg, run.accepted, deliveries, { stallMs: 30_000, capMs: 240_000 });
  const lastMailAfter = Math.max(0, ...deliveries.map((delivery) => delivery.receivedAt)) - run.window.endedAt;

  const format = (ms) => Math.round(ms).toLocaleString('en-US');
  console.log(
    `\n${bold(`Faults under load (${faultSeconds} s through nginx; A killed at ${run.events.killedAt?.toFixed(1)} s, restarted at ${run.events.restartedAt?.toFixed(1)} s, answering at ${run.events.readyAt?.toFixed(1) ?? '-'} s)`)}`,
  );
  console.log('| traffic | completed | per second | p50 ms | p99 ms | errors | lost | doubled | without mails |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of run.rows) {
    const tally = row.kind ? audit.perKind[row.kind] : undefined;
    const stored = tally ? `${tally.lost} | ${tally.doubled} | ${tally.withoutMails}` : '- | - | -';
    console.log(
      `| ${row.name} | ${row.completed} | ${row.perSecond.toFixed(1)} | ${format(row.p50)} | ${format(row.p99)} | ${row.errors} | ${stored} |`,
    );
  }
  console.log(
    `\naccepted submissions: ${audit.submissions}; lost: ${audit.lost}, doubled: ${audit.doubled}, without their mails: ${audit.withoutMails}`,
  );
  console.log(
    `mails: ${audit.mails}; not delivered: ${audit.undelivered}, delivered twice: ${audit.deliveredTwice}; longest read failure: ${format(run.longestReadFailureMs)} ms (retry window ${format(RETRY_WINDOW_MS)} ms); last mail ${(lastMailAfter / 1000).toFixed(1)} s after the traffic`,
  );
  const faultProblems = [
    audit.lost && `${audit.lost} accepted submissions lost`,
    audit.doubled && `${audit.doubled} stored twice`,
    audit.withoutMails && `${audit.withoutMails} without their mails`,
    audit.undelivered && `${audit.undelivered} mails never delivered`,
    run.longestReadFailureMs >= RETRY_WINDOW_MS && `reads failed for ${format(run.longestReadFailureMs)} ms`,
    audit.submissions === 0 && 'no submission was accepted at all',
  ].filter(Boolean);
  if (faultProblems.length > 0) {
    failed = true;
    const { rows: statuses } = await pg.query(
      'SELECT delivery_status, COUNT(*)::int AS n, MAX(attempts) AS attempts, MAX(last_error) AS error FROM outbox_mails GROUP BY delivery_status',
    );
    console.error(`outbox by status: ${JSON.stringify(statuses)}`);
    console.error(red(`✗ faults under load: ${faultProblems.join('; ')}`));
  } else {
    console.log(`${green('✓')} faults under load: nothing lost, nothing doubled, every mail delivered`);
  }
} catch (error) {
  failed = true;
  console.error(red(`\n✗ ${error.stack ?? error.message}`));
} finally {
  if (failed) {
    for (const instance of instances)
      console.error(`\n--- last lines of instance ${instance.name}'s log ---\n${instance.logTail()}`);
  }
  await cleanUp();
}
console.log(`\n${failed ? red('✗ test:scale failed') : `${green('✓')} ${bold('test:scale passed')}`} in ${since()}`);
process.exit(failed ? 1 : 0);
