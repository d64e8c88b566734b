// "Builds what is stale": a build step records a fingerprint of its inputs next to its output, and runs
// again only when the fingerprint differs. Content hashes, not mtimes, so a fresh clone or a checkout of
// another branch is judged correctly.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

import { repoRoot } from './run.mjs';

const IGNORED = new Set(['node_modules', 'build', 'dist', '.react-router', '.strapi', '.cache', '.tmp', 'coverage']);

function* walk(absolute) {
  if (!existsSync(absolute)) return;
  const stats = statSync(absolute);
  if (stats.isFile()) {
    yield absolute;
    return;
  }
  for (const entry of readdirSync(absolute).sort()) {
    if (IGNORED.has(entry) || entry.endsWith('.tsbuildinfo')) continue;
    yield* walk(path.join(absolute, entry));
  }
}

/** Fingerprint of files and folders (relative to the repository root), plus optional extra strings. */
export function fingerprint(inputs, extra = []) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of walk(path.join(repoRoot, input))) {
      hash.update(path.relative(repoRoot, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  for (const value of extra) hash.update(value);
  return hash.digest('hex');
}

export function isFresh(stampFile, print, outputs = []) {
  const stamp = path.join(repoRoot, stampFile);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== print) return false;
  return outputs.every((output) => existsSync(path.join(repoRoot, output)));
}

export function markFresh(stampFile, print) {
  const stamp = path.join(repoRoot, stampFile);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${print}\n`);
}
