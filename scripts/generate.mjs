#!/usr/bin/env node
// `npm run generate`: writes the files generated from the content manifest (Strapi components, the pages
// collection and the shared single types), removes generated schemas the manifest no longer produces, then
// writes Strapi's generated types (apps/cms/types/generated) from those schemas.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { compileCmsForTypes, generatedTypeFiles, writeCmsTypes } from './lib/cms-types.mjs';
import { repoRoot, run } from './lib/run.mjs';

await run(path.join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-b', 'packages/content-manifest']);
const require = createRequire(import.meta.url);
const { GENERATED_HEADER, serializeSchema, strapiSchemas } = require('../packages/content-manifest');

const cmsDir = path.join(repoRoot, 'apps', 'cms');
const schemas = strapiSchemas();
const wanted = new Set(schemas.map((schema) => path.join(cmsDir, schema.file)));

for (const file of readdirSync(path.join(cmsDir, 'src'), { recursive: true })) {
  const full = path.join(cmsDir, 'src', String(file));
  if (!full.endsWith('.json') || wanted.has(full)) continue;
  if (!readFileSync(full, 'utf8').includes(GENERATED_HEADER)) continue;
  // A generated schema the manifest dropped: remove it and the folders it leaves empty (src/api/<name>/...).
  rmSync(full);
  console.log(`removed apps/cms/src/${file}`);
  for (let dir = path.dirname(full); dir !== path.join(cmsDir, 'src'); dir = path.dirname(dir)) {
    if (readdirSync(dir).length > 0) break;
    rmSync(dir, { recursive: true });
  }
}
for (const schema of schemas) {
  const file = path.join(cmsDir, schema.file);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, serializeSchema(schema));
  console.log(`wrote apps/cms/${schema.file}`);
}

const distDir = await compileCmsForTypes();
try {
  await writeCmsTypes({ distDir, outRoot: cmsDir });
} finally {
  rmSync(distDir, { recursive: true, force: true });
}
for (const file of generatedTypeFiles) console.log(`wrote apps/cms/types/generated/${file}`);
