#!/usr/bin/env node
// `npm run seed`: build what is stale, then seed the content service's database (the one `npm start` uses,
// from DATA_DIR or DATABASE_URL). Without arguments it seeds only content types never seeded; re-seeding
// overwrites the editors' work and is asked for by name. `npm run seed -- --help` explains
// (apps/cms/src/seeding/command-args.ts, docs/decisions/011-seed-ownership.md).
import { spawn } from 'node:child_process';
import path from 'node:path';

import { buildAll, cmsEnv } from './lib/build-steps.mjs';
import { red, repoRoot } from './lib/run.mjs';

const cmsDir = path.join(repoRoot, 'apps', 'cms');

try {
  // The seed's loading code (apps/cms/seed/*.ts) must be compiled; its copy, the data files beside it, is read as it is.
  await buildAll();
} catch (error) {
  console.error(red(`\nBuild failed: ${error.message}`));
  process.exit(1);
}

process.stdout.write('\n');
const seed = spawn(
  process.execPath,
  [path.join(cmsDir, 'dist', 'src', 'seeding', 'command.js'), ...process.argv.slice(2)],
  {
    // Strapi reads its configuration from its working folder.
    cwd: cmsDir,
    stdio: 'inherit',
    env: { ...process.env, ...cmsEnv },
  },
);
seed.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
