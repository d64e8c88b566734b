import { describe, expect, it } from 'vitest';

import { type MenuItem, servicePages, siteMenu } from './menu';

/** Every service path of docs/routes-and-shell.md#the-shell, written out by hand so the menu is checked against the spec. */
const specServicePaths = {
  overviews: [
    '/services/experience-design-services',
    '/services/ai-services',
    '/services/quality-assurance-services',
    '/services/digital-marketing-services',
    '/services/digital-development-services',
    '/services/data-analytics-services',
    '/services/operations-managed-services',
    '/services/digital-strategy-services',
    '/services/cloud-strategy-engineering-services',
    '/services/it-services-consulting',
  ],
  subPages: [
    '/experience-design-services/ui-design-services',
    '/experience-design-services/ux-design-services',
    '/experience-design-services/cx-design',
    '/digital-development-services/web-development-consulting',
    '/digital-development-services/responsive-web-development-services',
    '/digital-development-services/cms-development-services',
    '/digital-development-services/progressive-web-app-development-services',
    '/digital-development-services/mobile-app-design-development',
    '/digital-development-services/ios-development-services',
    '/digital-development-services/android-application-development-services',
    '/digital-development-services/hybrid-app-development-services',
    '/digital-development-services/erp-integration-service',
    '/digital-development-services/ecommerce-services',
    '/ai-services/chatbot-development-services',
    '/ai-services/rpa-services',
    '/quality-assurance-services/automation-testing-services',
    '/quality-assurance-services/security-testing-services',
    '/quality-assurance-services/performance-testing-services',
    '/quality-assurance-services/functional-testing-services',
    '/quality-assurance-services/quality-assurance-consulting',
    '/cloud-strategy-engineering-services/cloud-migration-services',
    '/cloud-strategy-engineering-services/cloud-application-development-services',
    '/digital-marketing-services/branding-design-services',
    '/digital-marketing-services/integrated-digital-marketing-services',
    '/digital-marketing-services/b2b-content-marketing-services',
    '/digital-marketing-services/social-media-strategy-services',
    '/digital-marketing-services/targeted-email-marketing-services',
    '/digital-marketing-services/ecommerce-marketing-solution',
    '/digital-marketing-services/performance-marketing-services',
    '/digital-marketing-services/marketing-automation-strategy',
    '/digital-marketing-services/optimization-services',
    '/digital-marketing-services/b2b-seo-services',
    '/digital-marketing-services/app-store-optimization-services',
    '/digital-marketing-services/orm-service',
    '/digital-marketing-services/cro-services',
    '/data-analytics-services/business-intelligence-consulting',
    '/data-analytics-services/digital-intelligence-services',
    '/data-analytics-services/marketing-intelligence-solutions',
    '/data-analytics-services/customer-360-analytics',
    '/data-analytics-services/sales-intelligence-solutions',
    '/operations-managed-services/product-development-and-innovation',
    '/operations-managed-services/website-management',
    '/operations-managed-services/cloud-management-solutions',
    '/operations-managed-services/maintenance-support-services',
    '/digital-strategy-services/digital-experience',
    '/digital-strategy-services/digital-build',
    '/digital-strategy-services/digital-modernization',
    '/digital-strategy-services/digital-audit',
    '/digital-strategy-services/product-incubation',
  ],
  /** docs/routes-and-shell.md: these level-2 pages carry the level-3 sub-pages. */
  nested: {
    '/digital-development-services/web-development-consulting': [
      '/digital-development-services/responsive-web-development-services',
      '/digital-development-services/cms-development-services',
      '/digital-development-services/progressive-web-app-development-services',
    ],
    '/digital-development-services/mobile-app-design-development': [
      '/digital-development-services/ios-development-services',
      '/digital-development-services/android-application-development-services',
      '/digital-development-services/hybrid-app-development-services',
    ],
    '/digital-marketing-services/integrated-digital-marketing-services': [
      '/digital-marketing-services/b2b-content-marketing-services',
      '/digital-marketing-services/social-media-strategy-services',
      '/digital-marketing-services/targeted-email-marketing-services',
      '/digital-marketing-services/ecommerce-marketing-solution',
      '/digital-marketing-services/performance-marketing-services',
      '/digital-marketing-services/marketing-automation-strategy',
    ],
    '/digital-marketing-services/optimization-services': [
      '/digital-marketing-services/b2b-seo-services',
      '/digital-marketing-services/app-store-optimization-services',
      '/digital-marketing-services/orm-service',
      '/digital-marketing-services/cro-services',
    ],
  } as Record<string, string[]>,
};

const otherMenuPaths = [
  '/about/about-auralis/mission-and-vision',
  '/about/about-auralis/leadership',
  '/about/about-auralis/alliance',
  '/about/about-auralis/community-engagement',
  '/industries/healthcare',
  '/industries/space-mining',
  '/career/open-roles',
  '/career/life-at-auralis',
];

/** The industry pages the root's loader read from their entries (issue 34): any the team published, in order. */
const industryPages: readonly MenuItem[] = [
  { name: 'Healthcare', path: '/industries/healthcare' },
  { name: 'Space Mining', path: '/industries/space-mining' },
];
const mainMenu = siteMenu(industryPages);

function allPaths(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.path, ...allPaths(item.children ?? [])]);
}

function entry(name: string) {
  const found = mainMenu.find((candidate) => candidate.menu === name);
  if (!found) throw new Error(`no top entry ${name}`);
  return found;
}

describe('main menu', () => {
  it('lists the industry pages it is given under Industries, in their order (issue 34)', () => {
    expect(entry('Industries').children).toEqual(industryPages);
    expect(siteMenu([]).find((candidate) => candidate.menu === 'Industries')?.children).toEqual([]);
  });

  it('has the top entries of docs/routes-and-shell.md in order', () => {
    expect(mainMenu.map((item) => item.menu)).toEqual([
      'About',
      'Services',
      'Agiliti',
      'Industries',
      'Portfolio',
      'Resources',
      'Career',
    ]);
  });

  it('links Resources to the external resources site, and only Resources is external', () => {
    expect(mainMenu.filter((item) => item.external).map((item) => item.menu)).toEqual(['Resources']);
    expect(entry('Resources').path).toBe('https://resources.auralis.example');
  });

  it('lists every docs/service-pages.md service overview and sub-page exactly once', () => {
    const menuPaths = mainMenu.flatMap((item) => [item.path, ...allPaths(item.children ?? [])]);
    for (const path of [...specServicePaths.overviews, ...specServicePaths.subPages, ...otherMenuPaths]) {
      expect(
        menuPaths.filter((candidate) => candidate === path),
        path,
      ).toHaveLength(1);
    }
  });

  it('has nothing under Services that docs/routes-and-shell.md does not list', () => {
    const servicesTree = allPaths(entry('Services').children ?? []);
    expect(new Set(servicesTree)).toEqual(new Set([...specServicePaths.overviews, ...specServicePaths.subPages]));
    expect(servicesTree).toHaveLength(specServicePaths.overviews.length + specServicePaths.subPages.length);
  });

  it('puts overviews at level 1, sub-pages at level 2 and their sub-pages at level 3', () => {
    const levelOne = entry('Services').children ?? [];
    expect(levelOne.map((item) => item.path).sort()).toEqual([...specServicePaths.overviews].sort());
    for (const [parent, children] of Object.entries(specServicePaths.nested)) {
      const parentItem = levelOne.flatMap((item) => item.children ?? []).find((item) => item.path === parent);
      expect(
        parentItem?.children?.map((child) => child.path),
        parent,
      ).toEqual(children);
    }
    const depth = (items: readonly MenuItem[]): number =>
      items.length === 0 ? 0 : 1 + Math.max(...items.map((item) => depth(item.children ?? [])));
    expect(depth(levelOne)).toBe(3);
  });

  it('flattens every sub-service page with its area and parent', () => {
    expect(servicePages.map((page) => page.path)).toEqual(expect.arrayContaining(specServicePaths.subPages));
    expect(servicePages).toHaveLength(specServicePaths.subPages.length);
    const orm = servicePages.find((page) => page.slug === 'orm-service');
    expect(orm).toMatchObject({ area: 'digital-marketing-services', parentSlug: 'optimization-services' });
  });
});
