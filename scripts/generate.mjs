#!/usr/bin/env node
// `npm run generate`: writes the files generated from the content manifest (Strapi content-type schemas).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { repoRoot, run } from './lib/run.mjs';

await run(path.join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-b', 'packages/content-manifest']);
const require = createRequire(import.meta.url);
const { serializeSchema, strapiSchemas } = require('../packages/content-manifest');

for (const schema of strapiSchemas()) {
  const file = path.join(repoRoot, 'apps', 'cms', schema.file);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, serializeSchema(schema));
  console.log(`wrote apps/cms/${schema.file}`);
}
