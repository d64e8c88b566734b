/**
 * The links of every page, as the whole-site pass (site-wide.spec.ts) saw them with the page's content loaded,
 * handed to the crawler (crawler.spec.ts), which runs after it (playwright.config.ts: the `links` project
 * depends on `site-wide`). One load of each page serves both, instead of the crawler loading every page again.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

/** Inside Playwright's output folder, which every run empties first: no links survive from an earlier run. */
const linksDir = path.resolve(__dirname, '../test-results/site-links');

export interface PageLinks {
  readonly path: string;
  readonly links: readonly string[];
}

/** Internal page links of the current page: no files, no API, no fragments or queries. */
export async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => {
      const url = new URL((anchor as HTMLAnchorElement).href, window.location.href);
      return url.origin === window.location.origin ? url.pathname : null;
    }),
  );
  const pagePaths = hrefs.filter(
    (href): href is string =>
      href !== null && !/^\/(api|uploads|admin)(\/|$)/.test(href) && !/\.[a-z0-9]+$/i.test(href),
  );
  return [...new Set(pagePaths)];
}

export function savePageLinks(entry: PageLinks): void {
  mkdirSync(linksDir, { recursive: true });
  const file = `${entry.path === '/' ? 'home' : entry.path.slice(1).replace(/\//g, '__')}.json`;
  writeFileSync(path.join(linksDir, file), JSON.stringify(entry));
}

/** Every page's links the whole-site pass saved in this run, by path. */
export function savedPageLinks(): Map<string, readonly string[]> {
  let files: string[] = [];
  try {
    files = readdirSync(linksDir).filter((name) => name.endsWith('.json'));
  } catch {
    // No folder: the whole-site pass saved nothing; the crawler reports every route as unreached.
  }
  const entries = files.map((name) => JSON.parse(readFileSync(path.join(linksDir, name), 'utf8')) as PageLinks);
  return new Map(entries.map((entry) => [entry.path, entry.links]));
}
