#!/usr/bin/env node
// The JavaScript budget (issue "Speed and accessibility gates"), checked over the production build that
// `npm run build` wrote: what a first visit to `/` loads, and the code each route adds on top of the shell.
// Sizes are brotli-compressed, as the content service sends them. Exits 1 when a budget is exceeded.
//
// Here a first visit is the manifest, the client entry, the root route (the shell) and the home route, with
// their static imports, and the inline scripts every page carries in its <head> (the event contract and the
// shell's first script, docs/decisions/017-alive-from-the-first-paint.md), which are counted as files of their own. What a page imports lazily and fetches on its first screen anyway (a section in view,
// the footer's form) is counted by the browser's measure, e2e/javascript-budget.spec.ts, which sums what
// Chromium actually downloads; both hold the same budget.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

import { compileInlineScript } from '../apps/web/build-support/inline-script-plugin.mjs';
import { bold, green, red, repoRoot } from './lib/run.mjs';

// The numbers live in javascript-budget.json, which the browser's measure (e2e/javascript-budget.spec.ts) reads too.
const budget = JSON.parse(readFileSync(new URL('./javascript-budget.json', import.meta.url), 'utf8'));
export const FIRST_VISIT_BUDGET = budget.firstVisitKB * 1024;
export const ROUTE_CHUNK_BUDGET = budget.routeChunkKB * 1024;
export const SUB_SERVICE_FIRST_VISIT_BUDGET = budget.subServiceFirstVisitKB * 1024;

const clientDir = path.join(repoRoot, process.env.WEB_BUILD_DIR ?? 'apps/web/build', 'client');

/** The inline scripts of every page's <head>, by the name the budget lists them under. */
const INLINE_SCRIPTS = {
  '(inline) event contract': 'apps/web/app/components/ui/event-contract/event-contract.inline.ts',
  '(inline) shell boot': 'apps/web/app/features/shell/shell-boot.inline.ts',
};

const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const compressedSizes = new Map();
/** Brotli size of a built file (`/assets/x.js`) or an inline script, at the quality the server precompresses with. */
function compressed(asset) {
  const size = compressedSizes.get(asset) ?? brotli(readFileSync(path.join(clientDir, asset)));
  compressedSizes.set(asset, size);
  return size;
}

/** React Router's build manifest: `window.__reactRouterManifest={...}` in assets/manifest-<hash>.js. */
function readManifest() {
  const file = readdirSync(path.join(clientDir, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${clientDir}/assets: run npm run build first.`);
  const source = readFileSync(path.join(clientDir, 'assets', file), 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return { file: `/assets/${file}`, manifest: JSON.parse(json) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export async function measureBudget() {
  const { file, manifest } = readManifest();
  const routes = manifest.routes;
  const filesOf = (entry) => [entry.module, ...(entry.imports ?? [])];
  for (const [name, source] of Object.entries(INLINE_SCRIPTS)) {
    compressedSizes.set(name, brotli(Buffer.from(await compileInlineScript(path.join(repoRoot, source)))));
  }
  const shell = new Set([file, ...Object.keys(INLINE_SCRIPTS), ...filesOf(manifest.entry), ...filesOf(routes.root)]);
  const homeRoute = Object.values(routes).find((route) => route.index && route.parentId === 'root');
  if (!homeRoute) throw new Error('The manifest has no home (index) route.');
  const firstVisit = [...new Set([...shell, ...filesOf(homeRoute)])];
  const firstVisitBytes = firstVisit.reduce((sum, asset) => sum + compressed(asset), 0);
  // A sub-service page (docs/service-pages.md): the heaviest kind of content page, with the most sections.
  const subServiceRoute = Object.values(routes).find((route) => route.id.startsWith('sub-service-'));
  if (!subServiceRoute) throw new Error('The manifest has no sub-service route.');
  const subServiceFirstVisit = [...new Set([...shell, ...filesOf(subServiceRoute)])];
  const subService = {
    id: subServiceRoute.id,
    bytes: subServiceFirstVisit.reduce((sum, asset) => sum + compressed(asset), 0),
  };

  const routeRows = Object.values(routes)
    .filter((route) => route.id !== 'root')
    .map((route) => {
      const own = filesOf(route).filter((asset) => !shell.has(asset));
      const largest = own.reduce(
        (max, asset) => (compressed(asset) > max.bytes ? { asset, bytes: compressed(asset) } : max),
        { asset: '', bytes: 0 },
      );
      return { id: route.id, ownBytes: own.reduce((sum, asset) => sum + compressed(asset), 0), largest };
    })
    .sort((a, b) => b.largest.bytes - a.largest.bytes);
  return { firstVisit, firstVisitBytes, subService, routeRows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { firstVisit, firstVisitBytes, subService, routeRows } = await measureBudget();
  let routesOk = true;
  const verdict = (ok) => (ok ? green('ok') : red('over budget'));

  console.log(bold('\nFirst visit to / (static imports, brotli)'));
  for (const asset of [...firstVisit].sort((a, b) => compressed(b) - compressed(a))) {
    console.log(`  ${kb(compressed(asset)).padStart(9)}  ${asset}`);
  }
  const firstOk = firstVisitBytes <= FIRST_VISIT_BUDGET;
  console.log(`  ${kb(firstVisitBytes).padStart(9)}  total, budget ${kb(FIRST_VISIT_BUDGET)}: ${verdict(firstOk)}`);

  const subServiceOk = subService.bytes <= SUB_SERVICE_FIRST_VISIT_BUDGET;
  console.log(bold(`\nFirst visit to a sub-service page (${subService.id}, static imports, brotli)`));
  console.log(
    `  ${kb(subService.bytes).padStart(9)}  total, budget ${kb(SUB_SERVICE_FIRST_VISIT_BUDGET)}: ${verdict(subServiceOk)}`,
  );

  console.log(bold('\nEach route’s own code beyond the shell (largest chunk, budget per chunk)'));
  for (const row of routeRows) {
    const ok = row.largest.bytes <= ROUTE_CHUNK_BUDGET;
    routesOk &&= ok;
    console.log(
      `  ${kb(row.largest.bytes).padStart(9)}  ${row.id.padEnd(34)} ${row.largest.asset || '(none)'}  ` +
        `(all own code ${kb(row.ownBytes)})${ok ? '' : `  ${verdict(ok)}`}`,
    );
  }
  console.log(`  Route chunks, budget ${kb(ROUTE_CHUNK_BUDGET)} each: ${verdict(routesOk)}`);
  if (!firstOk || !subServiceOk || !routesOk) {
    console.error(red('\nThe JavaScript budget is exceeded. `npm run analyze` shows where the bytes go.'));
    process.exit(1);
  }
}
