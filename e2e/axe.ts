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
  const violations = await page.evaluate(
    async ({ context, runOptions }) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) throw new Error('axe-core did not load into the page');
      const results = await axe.run(context ?? document, runOptions);
      return results.violations.map((violation) => ({
        id: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { context: include ? { include: [include] } : null, runOptions: options },
  );
  return violations.map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}
