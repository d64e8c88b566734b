/**
 * One way to ask axe about a page, shared by every accessibility test.
 *
 * Why axe-core's own API rather than @axe-core/playwright's builder: the builder sends axe's whole source
 * (about 550 KB) into the page on every scan, and by default also runs axe in parts and opens a blank page to
 * combine them (needed only for cross-origin frames; the site has none). On these 2-core machines that is
 * most of a scan's time. Here the source goes in once per document and each scan is one `axe.run`.
 * `page.evaluate` runs outside the page's Content-Security-Policy, so the site's strict policy stays on.
 */
import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

import { waitForFrames } from './fixtures';

/** WCAG 2.2 A and AA, and axe's best practices. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** The rules whose outcome depends on colours alone: all that changes between the light and dark themes. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeWindow {
  axe?: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> };
}

/** axe over the page (or only `include`), every WCAG rule, or only `rules` when given. */
export async function axeViolations(
  page: Page,
  { rules, include }: { readonly rules?: readonly string[]; readonly include?: string } = {},
): Promise<string[]> {
  const loaded = await page.evaluate(() => typeof (window as AxeWindow).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(rules ? { runOnly: { type: 'rule', values: [...rules] } } : { runOnly: { type: 'tag', values: WCAG_TAGS } }),
  };
  const scan = (runOptions: RunOptions) =>
    page.evaluate(
      async ({ context, runOptions }) => {
        const axe = (window as AxeWindow).axe;
        if (!axe) throw new Error('axe-core did not load into the page');
        const results = await axe.run(context ?? document, runOptions);
        return results.violations.map((violation) => ({
          id: violation.id,
          targets: violation.nodes.map((node) => {
            // A contrast failure says which colours axe saw, so a failure can be told from a half-drawn frame.
            const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
            const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio})` : '';
            return `${node.target.join(' ')}${colours}`;
          }),
        }));
      },
      { context: include ? { include: [include] } : null, runOptions },
    );
  let violations = await scan(options);
  if (violations.some((violation) => COLOUR_RULES.includes(violation.id))) {
    // A colour failure is confirmed by a second scan once the page has drawn again: on a loaded machine one scan
    // read a frame in which the dark theme's backgrounds were half drawn (CI, 2026-11-26), while a real contrast
    // failure reads the same every time. Only what both scans found counts.
    await waitForFrames(page);
    const again = await scan({ ...options, runOnly: { type: 'rule', values: [...COLOUR_RULES] } });
    const stripColours = (target: string) => target.replace(/ \(.*\)$/, '');
    const confirmed = new Set(
      again.flatMap((violation) => violation.targets.map((target) => `${violation.id} ${stripColours(target)}`)),
    );
    const passing = violations.flatMap((violation) =>
      COLOUR_RULES.includes(violation.id)
        ? violation.targets.filter((target) => !confirmed.has(`${violation.id} ${stripColours(target)}`))
        : [],
    );
    // Said in the run's output, so the next occurrence tells what the unconfirmed scan saw.
    if (passing.length > 0)
      console.warn(`axe: a second scan cleared ${passing.length} colour findings: ${passing.join(', ')}`);
    violations = violations
      .map((violation) =>
        COLOUR_RULES.includes(violation.id)
          ? {
              ...violation,
              targets: violation.targets.filter((target) => confirmed.has(`${violation.id} ${stripColours(target)}`)),
            }
          : violation,
      )
      .filter((violation) => violation.targets.length > 0);
  }
  return violations.map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}
