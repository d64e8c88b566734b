#!/usr/bin/env node
// `npm run build`: build every part that is stale (`--force` rebuilds all).
import { buildAll } from './lib/build-steps.mjs';
import { red } from './lib/run.mjs';

try {
  await buildAll({ force: process.argv.includes('--force') });
} catch (error) {
  console.error(red(`Build failed: ${error.message}`));
  process.exit(1);
}
