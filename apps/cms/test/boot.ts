/**
 * Boots the built content service for the API tests: a free port, a throw-away data folder, and optionally
 * a PostgreSQL database. One helper for every API suite (STYLE.md rule 7).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startCms, waitUntilReady } from '../../../scripts/lib/cms-server.mjs';
import { freePort } from '../../../scripts/lib/run.mjs';

export interface BootedService {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly logs: () => string;
  restart(): Promise<void>;
  stop(): Promise<void>;
  adminCredentials(): { email: string; password: string };
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** Boots the service; `dataDir` reuses a folder (and its database) from an earlier boot. */
export async function bootContentService(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-api-')),
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
      await waitUntilReady(child, port, 240_000);
    } catch (error) {
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
    async restart() {
      await stopProcess(child);
      await start();
    },
    async stop() {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
    adminCredentials() {
      return JSON.parse(readFileSync(path.join(dataDir, 'admin-credentials.json'), 'utf8')) as {
        email: string;
        password: string;
      };
    },
  };
}
