/**
 * One way to ask axe about a page, shared by every accessibility test.
 *
 * Why legacy mode and violations only: by default @axe-core/playwright runs axe in parts and opens a new
 * blank page to combine them (which it needs only for cross-origin frames; the site has none), and it
 * serialises every passing and inapplicable node too. Both cost about three seconds a scan on these machines,
 * for nothing the tests read. The rules and their results are the same.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, and axe's best practices. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** The rules whose outcome depends on colours alone: all that changes between the light and dark themes. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe over the page (or only `include`), every WCAG rule, or only `rules` when given. */
export async function axeViolations(
  page: Page,
  { rules, include }: { readonly rules?: readonly string[]; readonly include?: string } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  builder = rules ? builder.withRules([...rules]) : builder.withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
