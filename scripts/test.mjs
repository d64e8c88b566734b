#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure:
// browser install check, type check, lint, format, unit and component tests, build, JavaScript budget, API tests,
// the scale test (two instances behind nginx, a fault run), browser tests.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { buildAll } from './lib/build-steps.mjs';
import { bold, green, red, repoRoot, run, step } from './lib/run.mjs';

const binary = (name) => path.join(repoRoot, 'node_modules', '.bin', name);
const started = Date.now();
// Reports of this run only: the closing count must never include an earlier run's results.
rmSync(path.join(repoRoot, 'test-reports'), { recursive: true, force: true });
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=test-reports/${name}-results.json`,
];

/**
 * Checks that read the sources and nothing else, run at once: each is one process, so on a 2-core machine the
 * three took 70 s one after another and 47 to 59 s side by side (2026-11-29). Each one's output is printed when
 * it ends, with its time; the step fails when any of them does, after all have ended, naming each that failed.
 */
async function sideBySide(checks) {
  const failed = [];
  await Promise.all(
    checks.map(async ([name, command, args]) => {
      const began = Date.now();
      const took = () => `${((Date.now() - began) / 1000).toFixed(0)} s`;
      try {
        const output = await run(command, args, { keepOutput: true });
        console.log(`${green('✓')} ${name} (${took()})${output.trim() === '' ? '' : `\n${output.trimEnd()}`}`);
      } catch (error) {
        console.error(`${red('✗')} ${name} (${took()})\n${error.message}`);
        failed.push(name);
      }
    }),
  );
  if (failed.length > 0) throw new Error(`${failed.join(', ')} failed (see above)`);
}

const steps = [
  [
    'Checking for Debian’s Chromium (installs it with apt when missing)',
    () => run('bash', ['scripts/ensure-chromium.sh']),
  ],
  [
    'Building shared packages',
    () =>
      run(binary('tsc'), [
        '-b',
        'packages/site-config',
        'packages/site-map',
        'packages/content-manifest',
        'packages/form-schemas',
      ]),
  ],
  [
    'Generating route types',
    () => run(binary('react-router'), ['typegen'], { cwd: path.join(repoRoot, 'apps', 'web') }),
  ],
  [
    'Type-checking (TypeScript strict), linting (ESLint) and checking formatting (Prettier), side by side',
    () =>
      sideBySide([
        ['TypeScript strict', process.execPath, ['scripts/typecheck.mjs']],
        ['ESLint', binary('eslint'), ['.', '--max-warnings=0']],
        ['Prettier', binary('prettier'), ['--check', '.', '--log-level', 'warn']],
      ]),
  ],
  [
    'Unit and component tests (Vitest)',
    () =>
      run(binary('vitest'), [
        'run',
        '--project',
        'packages',
        '--project',
        'cms',
        '--project',
        'web',
        ...vitestReport('unit'),
      ]),
  ],
  ['Building the product', () => buildAll()],
  [
    'Checking the JavaScript budget (first visit, per route)',
    () => run(process.execPath, ['scripts/bundle-budget.mjs']),
  ],
  [
    'Content API tests on SQLite and PostgreSQL (Vitest, booting the built service)',
    () => run(binary('vitest'), ['run', '--project', 'api', ...vitestReport('api')]),
  ],
  [
    'Scale test: two instances behind nginx on PostgreSQL, Redis and S3, one killed under load',
    () => run(process.execPath, ['scripts/test-scale.mjs']),
  ],
  ['Browser tests (Playwright, Debian’s Chromium)', () => run(binary('playwright'), ['test'])],
];

for (const [title, action] of steps) {
  step(title);
  const stepStarted = Date.now();
  try {
    await action();
    // Where the run's time goes, so the slowest step is the one to look at next.
    console.log(`${green('✓')} ${title} (${((Date.now() - stepStarted) / 1000).toFixed(0)} s)`);
  } catch (error) {
    console.error(red(`\n✗ ${title} failed: ${error.message}`));
    process.exit(1);
  }
}

/** One closing line counting every test that ran, in the plain "N passed, N failed" form. */
function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const name of ['unit', 'api']) {
    const file = path.join(repoRoot, 'test-reports', `${name}-results.json`);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  const e2e = path.join(repoRoot, 'test-reports', 'e2e-results.json');
  if (existsSync(e2e)) {
    const { stats } = JSON.parse(readFileSync(e2e, 'utf8'));
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
    skipped += stats.skipped;
  }
  return { passed, failed, skipped };
}

const { passed, failed, skipped } = counts();
console.log(`\n${green('✓')} ${bold('All checks passed')} in ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
