// Strapi's generated types (apps/cms/types/generated/{contentTypes,components}.d.ts): what makes
// `strapi.documents('api::…')` typed. `npm run generate` writes them; apps/cms/test/generated-types.test.ts
// fails when the committed ones are stale.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { cmsEnv } from './build-steps.mjs';
import { repoRoot, run } from './run.mjs';

const cmsDir = path.join(repoRoot, 'apps', 'cms');
const thisFile = fileURLToPath(import.meta.url);
export const generatedTypeFiles = ['contentTypes.d.ts', 'components.d.ts'];
export const regenerateCommand = 'npm run generate';

/**
 * Writes `<outRoot>/types/generated/*.d.ts` from the content service compiled into `distDir` (its config and
 * its src with the schemas). Strapi is loaded as far as `register()` (no database) in a child process: Strapi's
 * packages resolve each other through NODE_PATH (cmsEnv), which only applies to a process it starts with.
 */
export function writeCmsTypes({ distDir, outRoot }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'auralis-typegen-data-'));
  return run(process.execPath, [thisFile, distDir, outRoot], {
    cwd: cmsDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...cmsEnv, DATA_DIR: dataDir, STRAPI_TELEMETRY_DISABLED: 'true', NODE_ENV: 'development' },
  }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
}

/**
 * Compiles apps/cms into a temporary folder without type checking (the types may be the stale part). The
 * folder is under apps/cms/node_modules so that the compiled code finds the workspace packages; remove it after.
 */
export async function compileCmsForTypes() {
  const cacheDir = path.join(cmsDir, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const distDir = mkdtempSync(path.join(cacheDir, 'typegen-dist-'));
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  await run(
    process.execPath,
    [
      tsc,
      '-p',
      'tsconfig.json',
      '--outDir',
      distDir,
      '--noCheck',
      '--incremental',
      'false',
      '--noEmitOnError',
      'false',
    ],
    { cwd: cmsDir },
  ).catch((error) => {
    rmSync(distDir, { recursive: true, force: true });
    throw error;
  });
  return distDir;
}

async function child(distDir, outRoot) {
  const require = createRequire(path.join(cmsDir, 'package.json'));
  const { createStrapi } = require('@strapi/strapi');
  const tsUtils = require('@strapi/typescript-utils');
  const app = await createStrapi({ appDir: cmsDir, distDir }).register();
  try {
    const reports = await tsUtils.generators.generate({
      strapi: app,
      pwd: outRoot,
      rootDir: 'types',
      logger: { silent: true },
      artifacts: { contentTypes: true, components: true },
    });
    const missing = ['contentTypes', 'components'].filter((artifact) => !reports[artifact]);
    if (missing.length > 0) throw new Error(`Strapi generated no types for ${missing.join(', ')}`);
  } finally {
    await app.destroy();
  }
}

if (process.argv[1] === thisFile) {
  const [distDir, outRoot] = process.argv.slice(2);
  await child(distDir, outRoot);
  process.exit(0);
}
