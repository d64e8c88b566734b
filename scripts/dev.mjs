#!/usr/bin/env node
// `npm run dev`: hot reload. The Vite dev server (PORT, default 5173) serves the site and proxies /api,
// /uploads and /admin to Strapi in develop mode (CMS_PORT, default 1338), which reloads on server changes.
import { spawn } from 'node:child_process';
import path from 'node:path';

import { cmsEnv, strapiCommand } from './lib/build-steps.mjs';
import { bold, cyan, dim, repoRoot, run, step } from './lib/run.mjs';

const webPort = process.env.PORT ?? '5173';
const cmsPort = process.env.CMS_PORT ?? '1338';

step('Building shared packages');
await run(path.join(repoRoot, 'node_modules', '.bin', 'tsc'), [
  '-b',
  'packages/site-config',
  'packages/site-map',
  'packages/content-manifest',
  'packages/form-schemas',
]);

const children = [];
function start(name, command, args, options) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
    env: { ...process.env, ...options.env },
  });
  const prefix = dim(`[${name}] `);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code) => {
    process.stdout.write(`${prefix}exited with ${code}\n`);
    for (const other of children) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
}

step('Starting Strapi (develop) and the Vite dev server');
start('cms', process.execPath, strapiCommand('develop'), {
  cwd: path.join(repoRoot, 'apps', 'cms'),
  env: { ...cmsEnv, PORT: cmsPort },
});
start('web', path.join(repoRoot, 'node_modules', '.bin', 'react-router'), ['dev'], {
  cwd: path.join(repoRoot, 'apps', 'web'),
  env: { PORT: webPort, CMS_PORT: cmsPort },
});

process.stdout.write(
  `\n${bold('Development servers')}\n  Site   ${cyan(`http://localhost:${webPort}/`)} (hot reload)\n  Admin  ${cyan(`http://localhost:${webPort}/admin`)}\n\n`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}
