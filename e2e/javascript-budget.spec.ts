/**
 * The JavaScript budget as a visitor's browser meets it (issue "Speed and accessibility gates", item 2): a
 * first visit to `/` downloads at most the budget of compressed JavaScript, everything the page fetches while
 * it loads and settles counted, lazily loaded chunks too. `npm run budget` checks the build's static graph
 * and each route's chunks; this checks what Chromium really downloads, at phone and desktop widths.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from './fixtures';

// The page's own code is `firstVisitKB` (npm run budget checks it); what the browser downloads adds the home
// sections that SPEC.md §1 loads as they near the viewport: the first one or two, within 1.5 screens of it.
const { firstVisitInBrowserKB } = JSON.parse(
  readFileSync(path.resolve(__dirname, '../scripts/javascript-budget.json'), 'utf8'),
) as { firstVisitInBrowserKB: number };

test.use({ firstVisit: true });

test(
  'a first visit to / downloads no more compressed JavaScript than the budget',
  { tag: '@phone' },
  async ({ page }) => {
    const measured: Promise<{ url: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      // The body as it crossed the wire: brotli- or gzip-compressed, headers not counted.
      measured.push(
        request
          .sizes()
          .then(({ responseBodySize }) => ({ url: new URL(request.url()).pathname, bytes: responseBodySize })),
      );
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // Anything a section in view or an idle callback fetches after the network first went quiet.
    await page.waitForTimeout(1_000);
    await page.waitForLoadState('networkidle');

    const scripts = await Promise.all(measured);
    expect(scripts.length, 'scripts downloaded').toBeGreaterThan(1);
    const uncompressed = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
        (entry) =>
          entry.name.endsWith('.js') && entry.encodedBodySize === entry.decodedBodySize && entry.decodedBodySize > 4096,
      ),
    );
    expect(uncompressed, 'a large script sent without compression').toBe(false);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const listing = scripts
      .sort((a, b) => b.bytes - a.bytes)
      .map((script) => `${(script.bytes / 1024).toFixed(1).padStart(6)} KB  ${script.url}`)
      .join('\n');
    expect(total, `compressed JavaScript of a first visit to /:\n${listing}`).toBeLessThanOrEqual(
      firstVisitInBrowserKB * 1024,
    );
  },
);
