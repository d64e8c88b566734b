/**
 * Boots the built content service for the API tests: a free port, a throw-away data folder, and optionally
 * a PostgreSQL database. One helper for every API suite (docs/engineering-habits.md, habit 7).
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { startCms, waitUntilReady } from '../../../scripts/lib/cms-server.mjs';
import type { AdminCredentials } from '../src/bootstrap/first-admin';
import { freePort } from '../../../scripts/lib/run.mjs';
import { defaultDataDir } from './seeded-templates';

export interface BootedService {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly logs: () => string;
  /** Stops and starts the service; `crash` kills it with SIGKILL first, as a power cut would. */
  restart(options?: { crash?: boolean }): Promise<void>;
  /** Stops the service and removes its data folder (unless kept, as for the seeded templates). */
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
  adminCredentials(): AdminCredentials;
}

function stopProcess(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/**
 * Boots the service. `dataDir` reuses a folder (and its database) from an earlier boot, or an empty one to
 * seed from scratch; without it the service starts from a copy of the seeded template (seeded-templates.ts).
 */
export async function bootContentService(
  env: Record<string, string> = {},
  dataDir = defaultDataDir(env),
): Promise<BootedService> {
  let output = '';
  let port = await freePort();
  let child: ChildProcess;

  const start = async () => {
    port = await freePort();
    child = startCms({
      port,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { DATA_DIR: dataDir, STRAPI_TELEMETRY_DISABLED: 'true', ...env },
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      // Seeding a fresh database takes about a minute on a quiet 2-core machine, and over four when the machine is
      // loaded (as when both seeded templates are made at once beside other work).
      await waitUntilReady(child, port, 480_000);
    } catch (error) {
      // A service that did not get ready in time is stopped: left running, it would outlive the test run.
      await stopProcess(child, 'SIGKILL');
      // The service's own output says why it stopped; keep its last lines with the failure.
      throw new Error(
        `${(error as Error).message}\n--- content service output ---\n${output.split('\n').slice(-40).join('\n')}`,
      );
    }
  };
  await start();

  return {
    get baseUrl() {
      return `http://127.0.0.1:${port}`;
    },
    dataDir,
    logs: () => output,
    async restart({ crash = false } = {}) {
      await stopProcess(child, crash ? 'SIGKILL' : 'SIGTERM');
      await start();
    },
    async stop({ keepDataDir = false } = {}) {
      await stopProcess(child);
      if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    adminCredentials() {
      return JSON.parse(readFileSync(path.join(dataDir, 'admin-credentials.json'), 'utf8')) as AdminCredentials;
    },
  };
}
