// The build of the whole product, step by step, each skipped when its inputs have not changed.
import { rmSync } from 'node:fs';
import path from 'node:path';

import { fingerprint, isFresh, markFresh } from './freshness.mjs';
import { precompressDir } from './precompress.mjs';
import { dim, green, repoRoot, run, step } from './run.mjs';

const cmsDir = path.join(repoRoot, 'apps', 'cms');
const webDir = path.join(repoRoot, 'apps', 'web');
const nodeBin = (pkgDir, ...segments) => path.join(pkgDir, 'node_modules', ...segments);

/** Strapi's own packages live in apps/cms/node_modules (they need React 18; the site uses React 19). */
export const cmsEnv = { NODE_PATH: path.join(cmsDir, 'node_modules') };

const strapiBin = () => nodeBin(cmsDir, '@strapi', 'strapi', 'bin', 'strapi.js');
const tscBin = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');

const lockfile = ['package-lock.json'];
/** Built in dependency order. */
export const sharedPackageNames = ['site-config', 'site-map', 'content-manifest', 'form-schemas'];
const sharedPackages = ['packages'];

const steps = [
  {
    name: 'shared packages',
    command: 'tsc -b packages/*',
    inputs: [...sharedPackages, 'tsconfig.base.json', ...lockfile],
    stamp: 'node_modules/.cache/auralis/packages.build-stamp',
    outputs: sharedPackageNames.map((name) => `packages/${name}/dist/index.js`),
    run: () => run(process.execPath, [tscBin, '-b', ...sharedPackageNames.map((name) => `packages/${name}`)]),
  },
  {
    name: 'website',
    command:
      'react-router build (client, and the server build the content service renders pages with), then brotli and gzip siblings of each client file',
    inputs: [
      'apps/web/app',
      'apps/web/server',
      'apps/web/public',
      'apps/web/react-router.config.ts',
      'scripts/lib/precompress.mjs',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...sharedPackages,
      ...lockfile,
    ],
    stamp: 'apps/web/build/.build-stamp',
    // favicon.svg is under the 1 KB that precompression skips: its .br never exists, and the site always looked stale.
    outputs: ['apps/web/build/server/index.js', 'apps/web/build/client/favicon.svg'],
    run: async () => {
      await run(process.execPath, [path.join(repoRoot, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'], {
        cwd: webDir,
      });
      precompressDir(path.join(webDir, 'build', 'client'));
    },
  },
  {
    name: 'content service admin panel',
    command: 'strapi build',
    // The patches change the admin's dependencies (patches/*.patch, applied by npm install).
    inputs: ['apps/cms/src/admin', 'apps/cms/patches', 'apps/cms/package.json', ...lockfile],
    stamp: 'apps/cms/dist/build/.build-stamp',
    outputs: ['apps/cms/dist/build/index.html'],
    run: () => run(process.execPath, [strapiBin(), 'build'], { cwd: cmsDir, env: cmsEnv }),
  },
  {
    name: 'content service server code',
    command: 'tsc -p apps/cms',
    inputs: [
      'apps/cms/config',
      'apps/cms/database',
      'apps/cms/seed',
      'apps/cms/src',
      'apps/cms/types',
      'apps/cms/tsconfig.json',
      'apps/cms/package.json',
      ...sharedPackages,
      ...lockfile,
    ],
    stamp: 'apps/cms/dist/.server-build-stamp',
    outputs: ['apps/cms/dist/src/index.js', 'apps/cms/dist/config/server.js'],
    run: () => {
      // From scratch: Strapi loads every content type and migration it finds under dist/, so a schema or
      // migration removed from the sources must not linger there (the admin panel in dist/build stays).
      for (const output of ['src', 'config', 'database', 'seed', 'tsconfig.tsbuildinfo'])
        rmSync(path.join(cmsDir, 'dist', output), { recursive: true, force: true });
      return run(process.execPath, [tscBin, '-p', 'tsconfig.json'], { cwd: cmsDir });
    },
  },
];

/** Runs every stale step in order. `force` rebuilds everything. */
export async function buildAll({ force = false } = {}) {
  for (const buildStep of steps) {
    const print = fingerprint(buildStep.inputs, [process.version]);
    if (!force && isFresh(buildStep.stamp, print, buildStep.outputs)) {
      process.stdout.write(`${green('✓')} ${buildStep.name} ${dim('(up to date)')}\n`);
      continue;
    }
    step(`Building ${buildStep.name}: ${buildStep.command}`);
    const started = Date.now();
    await buildStep.run();
    markFresh(buildStep.stamp, print);
    process.stdout.write(
      `${green('✓')} ${buildStep.name} ${dim(`(${((Date.now() - started) / 1000).toFixed(1)} s)`)}\n`,
    );
  }
}

export function strapiCommand(command) {
  return [strapiBin(), command];
}
