#!/usr/bin/env node
// `npm run analyze`: where the site's JavaScript bytes go, so anyone can see the next thing to cut. Builds the
// site with the bundle visualizer (ANALYZE=1, apps/web/vite.config.ts), then prints, for the code a first visit
// to `/` loads and for the largest route chunks, the modules that weigh most (brotli, as served). The treemap
// to open in a browser is apps/web/build/bundle-stats.html.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { FIRST_VISIT_BUDGET, measureBudget, ROUTE_CHUNK_BUDGET } from './bundle-budget.mjs';
import { bold, dim, repoRoot, run, step } from './lib/run.mjs';

const { values: options } = parseArgs({ options: { top: { type: 'string', default: '15' } } });
const top = Number(options.top);
const webDir = path.join(repoRoot, 'apps', 'web');

step('Building the site with bundle statistics');
await run(path.join(repoRoot, 'node_modules', '.bin', 'react-router'), ['build'], {
  cwd: webDir,
  env: { ...process.env, ANALYZE: '1' },
});

const stats = JSON.parse(readFileSync(path.join(webDir, 'build', 'bundle-stats.json'), 'utf8'));
/** Brotli bytes per module, per chunk (`assets/x.js`). */
const chunks = new Map();
for (const meta of Object.values(stats.nodeMetas)) {
  for (const [chunk, partUid] of Object.entries(meta.moduleParts)) {
    const bytes = stats.nodeParts[partUid]?.brotliLength ?? 0;
    const modules = chunks.get(chunk) ?? [];
    modules.push({ id: meta.id.replace(/^\/?node_modules\//, '').replace(/^\//, ''), bytes });
    chunks.set(chunk, modules);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
/** Groups node_modules files by package, so "react-dom" is one line rather than forty. */
function byPackage(modules) {
  const groups = new Map();
  for (const { id, bytes } of modules) {
    const match = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/) ?? id.match(/^((?:@[^/]+\/)?[^/]+)\//);
    const workspace = id.match(/^packages\/[^/]+/)?.[0];
    const key = workspace ?? (id.includes('node_modules') || !id.startsWith('apps/') ? (match?.[1] ?? id) : id);
    groups.set(key, (groups.get(key) ?? 0) + bytes);
  }
  return [...groups].map(([id, bytes]) => ({ id, bytes })).sort((a, b) => b.bytes - a.bytes);
}

function printModules(title, assets) {
  const modules = assets.flatMap((asset) => chunks.get(asset.replace(/^\//, '')) ?? []);
  const total = modules.reduce((sum, module) => sum + module.bytes, 0);
  console.log(bold(`\n${title}: ${kb(total).trim()} of modules (brotli, each module compressed alone)`));
  for (const { id, bytes } of byPackage(modules).slice(0, top)) console.log(`${kb(bytes)}  ${id}`);
}

const { firstVisit, firstVisitBytes, routeRows } = await measureBudget();
printModules(
  `First visit to / (${kb(firstVisitBytes).trim()} as served, budget ${kb(FIRST_VISIT_BUDGET).trim()})`,
  firstVisit,
);
const largestChunks = routeRows.filter(
  (row, index) => routeRows.findIndex((other) => other.largest.asset === row.largest.asset) === index,
);
for (const row of largestChunks.slice(0, 3)) {
  printModules(
    `Largest chunk of ${row.id}: ${row.largest.asset} (${kb(row.largest.bytes).trim()}, budget ${kb(ROUTE_CHUNK_BUDGET).trim()})`,
    [row.largest.asset],
  );
}
console.log(dim(`\nTreemap: ${path.relative(process.cwd(), path.join(webDir, 'build', 'bundle-stats.html'))}`));
