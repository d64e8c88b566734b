import { describe, expect, it } from 'vitest';

import { serviceAreas, servicePages } from './page-tree';
import { serviceNames, serviceNamesOf } from './service-names';

describe('the 38 service names (docs/routes-and-shell.md#the-shell)', () => {
  it('holds 38 distinct services, each a page of the tree with its name and path', () => {
    expect(serviceNames).toHaveLength(38);
    expect(new Set(serviceNames.map((service) => service.name)).size).toBe(38);
    for (const service of serviceNames) {
      const page = servicePages.find((candidate) => candidate.slug === service.slug);
      expect(page, service.slug).toBeDefined();
      expect(service).toEqual({ slug: page?.slug, name: page?.name, path: page?.path, area: page?.area });
    }
  });

  it('names only leaf pages, never a parent whose children are listed', () => {
    const parents = new Set(servicePages.flatMap((page) => (page.parentSlug ? [page.parentSlug] : [])));
    expect(serviceNames.filter((service) => parents.has(service.slug))).toEqual([]);
  });

  it('groups by area in menu order, and the groups add up to the whole list', () => {
    const grouped = serviceAreas.flatMap((area) => serviceNamesOf(area.slug));
    expect(grouped).toEqual(serviceNames);
    expect(serviceNamesOf('experience-design-services').map((service) => service.name)).toEqual([
      'UI Design',
      'UX Design',
      'CX Design',
    ]);
  });
});
