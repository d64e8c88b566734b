import { describe, expect, it } from 'vitest';

import { type MenuItem, servicePages, siteMenu } from './menu';
import { renderedPaths, publicPaths } from './route-table';

describe('route table', () => {
  it('lists each public path once', () => {
    expect(new Set(publicPaths).size).toBe(publicPaths.length);
  });

  it('lists every internal path of the menu but the industry pages, which are the team\u2019s entries', () => {
    const walk = (items: readonly MenuItem[]): string[] =>
      items.flatMap((item) => [item.path, ...walk(item.children ?? [])]);
    const menuPaths = siteMenu([])
      .filter((entry) => !entry.external)
      .flatMap((entry) => [entry.path, ...walk(entry.children ?? [])]);
    for (const path of menuPaths) expect(renderedPaths).toContain(path);
    for (const page of servicePages) expect(renderedPaths).toContain(page.path);
  });

  it('includes every fixed route of docs/routes-and-shell.md', () => {
    for (const path of [
      '/',
      '/contact',
      '/custom-website-development',
      '/agiliti-hire-dedicated-developers',
      '/industries',
      '/career',
      '/career/open-roles',
      '/career/life-at-auralis',
      '/portfolio',
      '/about',
      '/privacy',
      '/terms',
      '/services',
    ]) {
      expect(publicPaths).toContain(path);
    }
    expect(renderedPaths).toContain('/testing');
    expect(publicPaths).not.toContain('/testing');
    // Stories and industry pages are entries the team adds (issue 34): the sitemap reads them, not this table.
    expect(publicPaths.filter((path) => /^\/(portfolio|industries)\/./.test(path))).toEqual([]);
  });
});
