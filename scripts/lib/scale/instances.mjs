// The two content-service instances of `npm run test:scale`: the built service (`strapi start`), each with a
// data folder of its own (so nothing reaches the other through a disk), the same production configuration,
// real random secrets, the shared PostgreSQL, Redis, buckets and SMTP relay, behind nginx (TRUST_PROXY=true).
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { startCms, waitUntilReady } from '../cms-server.mjs';
import { stopChild } from './stand-ins.mjs';

const randomSecret = () => randomBytes(32).toString('base64');

/** Every secret production asks for, random for this run and the same on both instances. */
export function productionSecrets() {
  return {
    APP_KEYS: [randomSecret(), randomSecret(), randomSecret(), randomSecret()].join(','),
    API_TOKEN_SALT: randomSecret(),
    ADMIN_JWT_SECRET: randomSecret(),
    TRANSFER_TOKEN_SALT: randomSecret(),
    JWT_SECRET: randomSecret(),
    ENCRYPTION_KEY: randomSecret(),
    ALTCHA_HMAC_KEY: randomSecret(),
    PREVIEW_SECRET: randomSecret(),
    // One key for both instances: either may deliver a mail the other queued.
    OUTBOX_SIGNING_KEY: randomSecret(),
  };
}

/**
 * The limits of this run. ALTCHA is made cheap by configuration (as `npm run bench` does; there is no bypass)
 * so that a minute of traffic can solve hundreds of challenges on two cores. The per-IP budgets stay small
 * enough for a check to run one out: the load's visitors come from 200 loopback addresses, each far below it.
 * A shorter outbox lease than the default lets the surviving instance take over the mails a killed one had
 * claimed within the run; it stays above the SMTP timeouts (10 s to connect, 30 s idle socket:
 * apps/cms/src/outbox/transport.ts), so a slow send never outlives its claim.
 */
export const SCALE_LIMITS = {
  ALTCHA_MAX_NUMBER: '50',
  ALTCHA_COST: '10',
  RATE_LIMIT_CAPTCHA_PER_MINUTE: '60',
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '60',
  RATE_LIMIT_CAPTCHA_GLOBAL_PER_MINUTE: '100000',
  RATE_LIMIT_CONCURRENT_UPLOADS: '10',
  RATE_LIMIT_THANK_YOU_MAILS_PER_DAY: '100',
  OUTBOX_POLL_MS: '500',
  OUTBOX_LEASE_MS: '45000',
  OUTBOX_RETRY_BASE_MS: '1000',
};

export class Instance {
  constructor(name, port, dataDir, env) {
    this.name = name;
    this.port = port;
    this.base = `http://127.0.0.1:${port}`;
    this.dataDir = dataDir;
    this.env = env;
    this.logFile = path.join(dataDir, '..', `instance-${name}.log`);
    this.child = undefined;
    mkdirSync(dataDir, { recursive: true });
  }

  /** Starts the process; resolves once /_health answers. */
  async start(timeoutMs = 240_000) {
    this.spawn();
    await waitUntilReady(this.child, this.port, timeoutMs);
  }

  spawn() {
    const log = createWriteStream(this.logFile, { flags: 'a' });
    this.child = startCms({
      port: this.port,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...this.env, DATA_DIR: this.dataDir, HOST: '127.0.0.1' },
    });
    this.child.stdout.pipe(log);
    this.child.stderr.pipe(log);
    return this.child;
  }

  kill() {
    this.child?.kill('SIGKILL');
  }

  async stop() {
    if (this.child) await stopChild(this.child);
  }

  logTail(lines = 40) {
    try {
      return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}
