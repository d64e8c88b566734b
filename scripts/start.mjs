#!/usr/bin/env node
// `npm start`: build what is stale, then serve the site, /api, /uploads and /admin from one process.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { buildAll } from './lib/build-steps.mjs';
import { startCms, waitUntilReady } from './lib/cms-server.mjs';
import { bold, cyan, red, repoRoot, step } from './lib/run.mjs';

const port = Number(process.env.PORT ?? 1337);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(red(`PORT must be a TCP port number (1-65535), got "${process.env.PORT}".`));
  process.exit(1);
}

try {
  await buildAll();
} catch (error) {
  console.error(red(`\nBuild failed: ${error.message}`));
  process.exit(1);
}

step(`Starting the content service on port ${port}`);
const server = startCms({ port });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));

try {
  await waitUntilReady(server, port);
} catch (error) {
  console.error(red(error.message));
  server.kill('SIGTERM');
  process.exit(1);
}

const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data'));
const credentialsFile = path.join(dataDir, 'admin-credentials.json');
const origin = process.env.PUBLIC_URL?.replace(/\/$/, '') || `http://localhost:${port}`;
const lines = [
  '',
  bold('Auralis Digital is running'),
  `  Site   ${cyan(`${origin}/`)}`,
  `  Admin  ${cyan(`${origin}/admin`)}`,
];
if (existsSync(credentialsFile)) {
  const { email, password, editor, recruiter } = JSON.parse(readFileSync(credentialsFile, 'utf8'));
  lines.push(
    `  Login  ${email} / ${password}  (development super admin, kept in ${path.relative(repoRoot, credentialsFile)})`,
  );
  if (editor) lines.push(`         ${editor.email} / ${editor.password}  (Editor role, as the marketing team works)`);
  if (recruiter)
    lines.push(`         ${recruiter.email} / ${recruiter.password}  (Recruiter role: job openings, applications)`);
}
lines.push('', 'Press Ctrl+C to stop.', '');
process.stdout.write(`${lines.join('\n')}\n`);
