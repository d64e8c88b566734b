// The first interaction's latency (docs/decisions/017-alive-from-the-first-paint.md), for `npm run audit`: runs the
// first-moment browser test with FIRST_MOMENT_REPORT, one page at a time so the pages do not share the CPU, and
// reads back each case's time from the visitor's input to the first frame that shows its effect.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { bold, green, red, repoRoot, run } from './run.mjs';

/** The p-th percentile (0-100) of `values`, by the nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Runs the cases and returns one row per case and one over all: samples, p50, p95 (ms), and cases not measured. */
export async function firstInteractionRows() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'auralis-first-interaction-'));
  const report = path.join(folder, 'latencies.jsonl');
  try {
    await run(
      path.join(repoRoot, 'node_modules', '.bin', 'playwright'),
      ['test', 'e2e/first-moment.spec.ts', '--project', 'desktop', '--workers', '1', '--reporter', 'dot'],
      { env: { ...process.env, FIRST_MOMENT_REPORT: report, FIRST_MOMENT_MEASURE: '1' } },
    );
    const samples = readFileSync(report, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const byCase = new Map();
    for (const sample of samples) {
      const list = byCase.get(sample.case) ?? [];
      list.push(sample);
      byCase.set(sample.case, list);
    }
    const row = (name, list) => {
      const measured = list.map((sample) => sample.latency).filter((latency) => typeof latency === 'number');
      return {
        name,
        samples: list.length,
        unmeasured: list.length - measured.length,
        p50: percentile(measured, 50),
        p95: percentile(measured, 95),
      };
    };
    return [...[...byCase].map(([name, list]) => row(name, list)), row('all cases', samples)];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Prints the rows; true when the p95 over all cases misses the target. */
export function printFirstInteraction(rows, targetP95) {
  const ms = (value) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`);
  console.log(bold('\nFirst interaction at 4x CPU: input to the first frame that shows its effect\n'));
  console.log(`  ${'case'.padEnd(48)} samples  p50       p95`);
  for (const { name, samples, unmeasured, p50, p95 } of rows) {
    const note = unmeasured > 0 ? `  (${unmeasured} without a measured frame)` : '';
    console.log(`  ${name.padEnd(48)} ${String(samples).padStart(7)}  ${ms(p50).padEnd(8)}  ${ms(p95)}${note}`);
  }
  const overall = rows.at(-1);
  const missed = !(overall.p95 <= targetP95);
  console.log(
    `\nTarget: p95 ≤ ${targetP95} ms over all cases: ${missed ? red(`missed (${ms(overall.p95)})`) : green('met')}`,
  );
  return missed;
}
