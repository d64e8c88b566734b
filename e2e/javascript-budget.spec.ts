/**
 * The JavaScript budget as a visitor's browser meets it (issue "Speed and accessibility gates", item 2): a
 * first visit to `/` downloads at most the budget of compressed JavaScript, everything the page fetches while
 * it loads and settles counted, lazily loaded chunks too. `npm run budget` checks the build's static graph
 * and each route's chunks; this checks what Chromium really downloads, at phone and desktop widths.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

import type { Page, Request } from '@playwright/test';

import { expect, test } from './fixtures';

// The page's own code is `firstVisitKB` (npm run budget checks it); what the browser downloads adds the home
// sections that docs/routes-and-shell.md#who-the-site-is-for loads as they near the viewport: the first one or two, within 1.5 screens of it.
// The inline scripts in every page's <head> (the event contract and the shell's first script) count too, and so does
// the page's HTML itself: a text moved from the scripts into the markup must not simply double it.
const { firstVisitInBrowserKB, subServiceFirstVisitKB, homeHtmlKB, subServiceHtmlKB } = JSON.parse(
  readFileSync(path.resolve(__dirname, '../scripts/javascript-budget.json'), 'utf8'),
) as { firstVisitInBrowserKB: number; subServiceFirstVisitKB: number; homeHtmlKB: number; subServiceHtmlKB: number };

/** Brotli, at the quality the service compresses pages with. */
const brotliBytes = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

const SUB_SERVICE = '/digital-marketing-services/social-media-strategy-services';

test.use({ firstVisit: true });

interface DownloadedScript {
  readonly url: string;
  readonly bytes: number;
}

/** Opens `pagePath` and counts the compressed JavaScript it downloads while it loads and settles. */
async function firstVisitScripts(
  page: Page,
  pagePath: string,
): Promise<{ scripts: DownloadedScript[]; total: number }> {
  const measured: Promise<DownloadedScript>[] = [];
  const measure = (request: Request) => {
    if (request.resourceType() !== 'script') return;
    // The body as it crossed the wire: brotli- or gzip-compressed, headers not counted.
    measured.push(
      request
        .sizes()
        .then(({ responseBodySize }) => ({ url: new URL(request.url()).pathname, bytes: responseBodySize })),
    );
  };
  page.on('requestfinished', measure);
  const document = await page.goto(pagePath, { waitUntil: 'networkidle' });
  const html = (await document?.text()) ?? '';
  // The head's inline scripts are code (the contract, the shell's first script); those in the body are the page's data.
  const head = html.slice(0, html.indexOf('</head>'));
  const inline = [
    ...head.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((match, index) => ({ url: `(inline script ${index + 1})`, bytes: brotliBytes(match[1] ?? '') }))
    .filter((script) => script.bytes > 0);
  // Anything a section in view or an idle callback fetches after the network first went quiet.
  await page.waitForTimeout(1_000);
  await page.waitForLoadState('networkidle');
  // A script finishing after this point is not counted; without `off`, its size would be asked of a page the
  // test has closed, and that rejection would fail whichever test runs next in this worker.
  page.off('requestfinished', measure);
  const scripts = await Promise.all(measured);
  expect(scripts.length, 'scripts downloaded').toBeGreaterThan(1);
  const uncompressed = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
      (entry) =>
        entry.name.endsWith('.js') && entry.encodedBodySize === entry.decodedBodySize && entry.decodedBodySize > 4096,
    ),
  );
  expect(uncompressed, 'a large script sent without compression').toBe(false);
  expect(inline.length, 'inline scripts in the head').toBeGreaterThan(1);
  const counted = [...scripts, ...inline];
  return { scripts: counted, total: counted.reduce((sum, script) => sum + script.bytes, 0) };
}

const listing = (scripts: readonly DownloadedScript[]) =>
  [...scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .map((script) => `${(script.bytes / 1024).toFixed(1).padStart(6)} KB  ${script.url}`)
    .join('\n');

test(
  'a first visit to / downloads no more compressed JavaScript than the budget',
  { tag: '@phone' },
  async ({ page }) => {
    const { scripts, total } = await firstVisitScripts(page, '/');
    expect(total, `compressed JavaScript of a first visit to /:\n${listing(scripts)}`).toBeLessThanOrEqual(
      firstVisitInBrowserKB * 1024,
    );
  },
);

test(
  'a first visit to a sub-service page downloads the sections near the first screen only, within the budget',
  { tag: '@phone' },
  async ({ page }) => {
    const { scripts, total } = await firstVisitScripts(page, SUB_SERVICE);
    expect(total, `compressed JavaScript of a first visit to ${SUB_SERVICE}:\n${listing(scripts)}`).toBeLessThanOrEqual(
      subServiceFirstVisitKB * 1024,
    );
    // The FAQ is the page's last section: its code comes when the visitor scrolls to it, not before.
    expect(scripts.map((script) => script.url).filter((url) => url.includes('faq-section'))).toEqual([]);
    const faqCode = page.waitForRequest((request) => request.url().includes('faq-section'));
    await page.locator('#section-faq').scrollIntoViewIfNeeded();
    await faqCode;
  },
);

test('a first load’s HTML stays within its budget, compressed', async ({ page }) => {
  for (const [pagePath, budgetKB] of [
    ['/', homeHtmlKB],
    [SUB_SERVICE, subServiceHtmlKB],
  ] as const) {
    const response = await page.request.get(pagePath);
    const bytes = brotliBytes(await response.text());
    expect(bytes, `${pagePath}: ${(bytes / 1024).toFixed(1)} KB of HTML, brotli`).toBeLessThanOrEqual(budgetKB * 1024);
  }
});
