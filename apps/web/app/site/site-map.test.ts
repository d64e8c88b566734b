/**
 * One site map (issue 7, item 10): the content manifest and the seed name pages of the site only through the
 * shared site map, and every page they name is a route of the site. The route table is the web app's, so the
 * check lives here, where it can read the manifest and the seed's plan too.
 */
import { contentPages, endpoints, sectionEndpoint } from '@auralis/content-manifest';
import { describe, expect, it } from 'vitest';

import { seededListedPages } from '../../../cms/seed/page-files';
import { seedPlan } from '../../../cms/seed/plan';
import { servicePages } from './menu';
import { publicPaths } from './route-table';

// The route table's pages, and the stories and industry pages a fresh database starts with (issue 34).
const routes = new Set([...publicPaths, ...seededListedPages().map((page) => page.path)]);
const plan = seedPlan();

/** The site paths an entry's fields link to: block URLs, "other services" paths and FAQ calls to action. */
function linkedPaths(fields: Readonly<Record<string, string | number | null>>): string[] {
  return [fields.url, fields.path].filter((value): value is string => typeof value === 'string');
}

describe('site map', () => {
  it('routes every page the content manifest reads content for', () => {
    const unrouted = endpoints.flatMap((endpoint) =>
      endpoint.pages.filter((page) => !routes.has(page)).map((page) => `${endpoint.name}: ${page}`),
    );
    expect(unrouted).toEqual([]);
  });

  it('routes every page of the Pages collection (issue 12: each page entry is a page of the site)', () => {
    const pages = contentPages();
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.map((page) => page.path).filter((path) => !routes.has(path))).toEqual([]);
  });

  it('routes every page the seed links to', () => {
    const linked = plan.flatMap((entry) =>
      linkedPaths(entry.fields).map((path) => ({ endpoint: entry.endpoint, path })),
    );
    expect(linked.length).toBeGreaterThan(100);
    const unrouted = linked.filter(({ path }) => !routes.has(path)).map(({ endpoint, path }) => `${endpoint}: ${path}`);
    expect(unrouted).toEqual([]);
  });

  it('gives every sub-service page of the site map its overview from the content service', () => {
    const withoutOverview = servicePages.filter((page) => !sectionEndpoint(page.path, 'overview')).map((p) => p.path);
    expect(withoutOverview).toEqual([]);
  });
});
