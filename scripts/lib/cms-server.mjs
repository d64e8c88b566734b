// Starts the content service (which also serves the built website) and waits until it answers.
import { spawn } from 'node:child_process';
import path from 'node:path';

import { cmsEnv, strapiCommand } from './build-steps.mjs';
import { repoRoot } from './run.mjs';

export function startCms({ port, env = {}, stdio = 'inherit' }) {
  const child = spawn(process.execPath, strapiCommand('start'), {
    cwd: path.join(repoRoot, 'apps', 'cms'),
    stdio,
    env: { ...process.env, ...cmsEnv, PORT: String(port), ...env },
  });
  return child;
}

/** Polls Strapi's health route until it answers, the process exits, or the time runs out. */
export async function waitUntilReady(child, port, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error('The content service stopped before it was ready (see the log above).');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/_health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The content service did not answer on port ${port} within ${timeoutMs / 1000} s.`);
}
