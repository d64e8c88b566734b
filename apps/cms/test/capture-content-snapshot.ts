/**
 * Writes fixtures/content-snapshot.json: every content endpoint's v4 answer from a freshly seeded service,
 * normalized (content-snapshot.ts). Run it only to record a deliberate change of the REST contract, after
 * `npm run build`:
 *
 *   npx vite-node apps/cms/test/capture-content-snapshot.ts
 *
 * The committed snapshot was taken on the content model before pages were made of sections (f0b0d90), and
 * the API suite holds the model that replaced it to the same answers.
 *
 * With `--database` it also writes fixtures/previous-model.db.gz, the seeded SQLite database this version
 * made, for the migration test of the next content-model change (docs/decisions/012-pages-made-of-sections.md).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import Database from 'better-sqlite3';

import { startCms, waitUntilReady } from '../../../scripts/lib/cms-server.mjs';
import { freePort } from '../../../scripts/lib/run.mjs';
import { type Json, normalizeAnswer, PREVIOUS_MODEL_DATABASE, SNAPSHOT_FILE, snapshotPaths } from './content-snapshot';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-snapshot-'));
const port = await freePort();
const child = startCms({ port, stdio: 'inherit', env: { DATA_DIR: dataDir, STRAPI_TELEMETRY_DISABLED: 'true' } });
try {
  await waitUntilReady(child, port, 300_000);
  const snapshot: Record<string, Json> = {};
  for (const { path: restPath, endpoint } of snapshotPaths()) {
    const response = await fetch(`http://127.0.0.1:${port}${restPath}`, {
      headers: { 'Strapi-Response-Format': 'v4' },
    });
    if (response.status !== 200) throw new Error(`${restPath} answered ${response.status}`);
    snapshot[restPath] = normalizeAnswer(endpoint, (await response.json()) as Json);
  }
  // One line per path: a reviewable diff when the contract changes on purpose, at half the size.
  const lines = Object.entries(snapshot).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  writeFileSync(SNAPSHOT_FILE, `{\n${lines.join(',\n')}\n}\n`);
  console.log(`${Object.keys(snapshot).length} answers written to ${SNAPSHOT_FILE}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
if (process.argv.includes('--database')) {
  const file = path.join(dataDir, 'auralis.db');
  // Compacted after a clean stop, so the file is the whole database (no journal beside it).
  const database = new Database(file);
  database.exec('VACUUM');
  database.close();
  writeFileSync(PREVIOUS_MODEL_DATABASE, gzipSync(readFileSync(file), { level: 9 }));
  console.log(`database written to ${PREVIOUS_MODEL_DATABASE}`);
}
rmSync(dataDir, { recursive: true, force: true });
