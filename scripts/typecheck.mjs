#!/usr/bin/env node
// TypeScript strict over every workspace: shared packages, the site, the content service, the browser tests.
import path from 'node:path';

import { repoRoot, run } from './lib/run.mjs';

const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
for (const project of [
  'packages/site-config',
  'packages/site-map',
  'packages/content-manifest',
  'packages/form-schemas',
  'apps/web',
  'apps/cms',
  '.',
]) {
  const args = project.startsWith('packages/') ? ['-b', project] : ['-p', project, '--noEmit'];
  await run(process.execPath, [tsc, ...args]);
}
