// The processes `npm run test:scale` runs beside the two instances, each from what the machine has or from
// Debian's or npm's packages (never a downloaded binary): Redis, an S3-compatible server (s3rver), nginx with the
// shipped configuration (deploy/nginx/auralis.conf.template). PostgreSQL comes from scripts/lib/postgres.mjs and
// the SMTP sink from scripts/lib/smtp-sink.mjs. Every start returns a stop that the caller runs in `finally`.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';

import { repoRoot } from '../run.mjs';

const PORT_RANGE = { first: 4600, last: 4699 };
const taken = new Set();

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port in 4600-4699 that nothing listens on and this run has not handed out yet. */
export async function freePortInRange() {
  const size = PORT_RANGE.last - PORT_RANGE.first + 1;
  const offset = Math.floor(Math.random() * size);
  for (let index = 0; index < size; index += 1) {
    const port = PORT_RANGE.first + ((offset + index) % size);
    if (taken.has(port)) continue;
    if (await portIsFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${PORT_RANGE.first}-${PORT_RANGE.last}`);
}

/** apt-get install, as root or through sudo, the way scripts/ensure-chromium.sh does it. */
function aptInstall(packages) {
  const root = process.getuid?.() === 0;
  let sudo = [];
  if (!root) {
    try {
      execFileSync('sudo', ['-n', 'true'], { stdio: 'ignore' });
      sudo = ['sudo', '-n'];
    } catch {
      throw new Error(
        `${packages.join(' ')} missing and this user cannot install packages: run 'apt-get install ${packages.join(' ')}' as root`,
      );
    }
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    execFileSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'], env });
  };
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
}

/** True when a Redis server answers PING at `url` (redis://host:port/...) within a second. */
export function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check, what, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

/**
 * The machine's Redis on 127.0.0.1:6379 when it answers, else Debian's redis-server in a throw-away folder. A
 * database number of its own per run (1-15, at random) keeps this run's counters apart from other users of the
 * machine's server; the checks also use client addresses of their own.
 */
export async function startRedis(workDir, { machineUrl = 'redis://127.0.0.1:6379' } = {}) {
  const database = 1 + Math.floor(Math.random() * 15);
  if (await redisAnswers(machineUrl)) {
    return { url: `${machineUrl}/${database}`, origin: "the machine's", stop: async () => undefined };
  }
  if (!existsSync('/usr/bin/redis-server')) aptInstall(['redis-server']);
  const port = await freePortInRange();
  const dir = path.join(workDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    '/usr/bin/redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  await waitFor(() => redisAnswers(`redis://127.0.0.1:${port}`), 'redis-server');
  return {
    url: `redis://127.0.0.1:${port}/${database}`,
    origin: `throw-away redis-server on port ${port}`,
    stop: () => stopChild(child),
  };
}

export function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * s3rver, the S3 stand-in from the npm registry, with a public media bucket and a private files bucket.
 * s3rver does not model access control: it serves any object to an anonymous GET. Real S3 refuses anonymous
 * reads of an object that was not written public (Block Public Access, the default for a new bucket), and that
 * is what the private bucket must do here for the test to tell whether the service relies on a public URL: an
 * unsigned request to the private bucket gets S3's own 403 AccessDenied answer. Signed requests (the service's)
 * go to s3rver, which checks their signatures against S3_KEYS.
 */
export async function startS3(workDir, { mediaBucket, privateBucket }) {
  const port = await freePortInRange();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: path.join(workDir, 's3rver'),
    configureBuckets: [{ name: mediaBucket }, { name: privateBucket }],
  });
  const signed = (ctx) => 'authorization' in ctx.headers || 'X-Amz-Algorithm' in ctx.query || 'Signature' in ctx.query;
  // s3rver is a Koa application: a middleware put first in its list runs before its own routing and auth.
  server.middleware.unshift(async (ctx, next) => {
    const bucket = ctx.path.split('/')[1];
    if (bucket === privateBucket && !signed(ctx)) {
      ctx.status = 403;
      ctx.type = 'application/xml';
      ctx.body =
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
      return;
    }
    await next();
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}

/** Fills ${NAME} placeholders; a placeholder left without a value is an error, not an empty string. */
export function renderTemplate(template, values) {
  return template.replace(/\$\{([A-Z_]+)\}/g, (placeholder, name) => {
    if (!(name in values)) throw new Error(`no value for ${placeholder} in the nginx template`);
    return values[name];
  });
}

/**
 * nginx from Debian (nginx-light, else nginx), as the current user, with its prefix, pid, logs and temp folders
 * in the run's folder, in front of `instances` with the shipped configuration. Runs in the foreground as a child
 * of this process, so it is stopped with the run.
 */
export async function startNginx(workDir, instances) {
  const binary = '/usr/sbin/nginx';
  if (!existsSync(binary)) {
    try {
      aptInstall(['nginx-light']);
    } catch (error) {
      if (!existsSync(binary)) aptInstall(['nginx']);
      if (!existsSync(binary)) throw error;
    }
  }
  const port = await freePortInRange();
  const dir = path.join(workDir, 'nginx');
  for (const sub of ['logs', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, sub), { recursive: true });
  }
  const template = readFileSync(path.join(repoRoot, 'deploy', 'nginx', 'auralis.conf.template'), 'utf8');
  const [first, second] = instances;
  writeFileSync(
    path.join(dir, 'auralis.conf'),
    renderTemplate(template, {
      AURALIS_LISTEN: `127.0.0.1:${port}`,
      AURALIS_INSTANCE_A: `127.0.0.1:${first}`,
      AURALIS_INSTANCE_B: `127.0.0.1:${second}`,
    }),
  );
  // As root, nginx would hand its workers to `nobody`; the current user keeps the run's folders its own.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : '';
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${user}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/auralis.conf;
}
`,
  );
  const child = spawn(
    binary,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'logs', 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const listening = () =>
    new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
  try {
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr.trim()}`);
      return listening();
    }, 'nginx');
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    errorLog: path.join(dir, 'logs', 'error.log'),
    stop: () => stopChild(child),
  };
}
