// A PostgreSQL database for the API tests: the machine's server on 127.0.0.1:5432 when it answers, otherwise
// Debian's postgresql installed with apt and a throw-away cluster on a free port. Each call creates a fresh
// database and returns its URL and a function that drops it (and stops the cluster it started).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import { freePort, repoRoot } from './run.mjs';

const require = createRequire(path.join(repoRoot, 'apps', 'cms', 'package.json'));
const { Client } = require('pg');

async function canConnect(url) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => path.join(root, version, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
}

function installPostgres() {
  if (postgresBinDir()) return;
  if (process.getuid?.() !== 0) throw new Error('PostgreSQL is not running and this user cannot install it with apt');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Starts a private cluster (initdb refuses root, so it runs as the postgres user when we are root). */
async function startThrowAwayCluster() {
  installPostgres();
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found after installing postgresql');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'auralis-pg-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (command, args) => {
    const [file, ...rest] = [...asPostgres, path.join(bin, command), ...args];
    const result = spawnSync(file, rest, { stdio: 'pipe', encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', [
    '-D',
    path.join(dir, 'data'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-w',
    'start',
  ]);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Creates a fresh database. `template` copies an existing database (PostgreSQL's `CREATE DATABASE ... TEMPLATE`,
 * a file copy: the API tests seed one template and start every suite from a copy of it); `adminUrl` uses that
 * server instead of looking for one; `prefix` starts the database's name (`scale` for `npm run test:scale`).
 */
export async function createTestDatabase({ template, adminUrl: givenAdminUrl, prefix = 'auralis_api' } = {}) {
  let adminUrl = givenAdminUrl ?? process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let stopCluster = () => undefined;
  if (!(await canConnect(adminUrl))) {
    if (givenAdminUrl) throw new Error(`PostgreSQL does not answer at ${givenAdminUrl}`);
    const cluster = await startThrowAwayCluster();
    adminUrl = cluster.adminUrl;
    stopCluster = cluster.stop;
  }
  if (!/^[a-z_]+$/.test(prefix)) throw new Error(`database name prefix must be lower-case letters, got ${prefix}`);
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    adminUrl,
    drop: async () => {
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      stopCluster();
    },
  };
}
