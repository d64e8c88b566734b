import { servicePages } from '@auralis/site-map';
import { describe, expect, it } from 'vitest';

import { endpointsByName, sectionEndpoint } from './endpoints';
import {
  agilitiLayout,
  customWebsiteDevelopmentLayout,
  developmentSubPageSlugs,
  pageSections,
  subServiceLayout,
} from './service-layout';

const ALL_TABS = ['overview', 'services', 'tech-stack', 'benefits', 'why-choose-us', 'industries', 'faq'];
const DEFAULT = [
  'overview',
  'services',
  'other-services',
  'tech-stack',
  'benefits',
  'why-choose-us',
  'industries',
  'faq',
];

describe('the slug → sections and tabs table (docs/routes-and-shell.md#the-routes)', () => {
  it('gives an ordinary page every default section and all seven tabs', () => {
    for (const slug of ['ui-design-services', 'b2b-seo-services', 'digital-audit', 'erp-integration-service']) {
      expect(subServiceLayout(slug).sections, slug).toEqual(DEFAULT);
      expect(subServiceLayout(slug).tabs, slug).toEqual(ALL_TABS);
    }
  });

  it('hides tech stack, section and tab, on orm-service', () => {
    const layout = subServiceLayout('orm-service');
    expect(layout.sections).not.toContain('tech-stack');
    expect(layout.tabs).toEqual(['overview', 'services', 'benefits', 'why-choose-us', 'industries', 'faq']);
  });

  it('shows numbered metrics and no industries on performance-marketing-services', () => {
    const layout = subServiceLayout('performance-marketing-services');
    expect(layout.sections).toEqual([
      'overview',
      'services',
      'metrics',
      'other-services',
      'tech-stack',
      'benefits',
      'why-choose-us',
      'faq',
    ]);
    expect(layout.tabs).not.toContain('industries');
  });

  it('shows platform logos and no industries on ecommerce-marketing-solution', () => {
    const layout = subServiceLayout('ecommerce-marketing-solution');
    expect(layout.expertise).toBe('ecommerce-platforms');
    expect(layout.sections).toContain('expertise');
    expect(layout.sections).not.toContain('industries');
    expect(layout.tabs).toEqual(['overview', 'services', 'tech-stack', 'benefits', 'why-choose-us', 'faq']);
  });

  it('shows social media logos on social-media-strategy-services and static platform logos on email marketing', () => {
    expect(subServiceLayout('social-media-strategy-services').expertise).toBe('social-media');
    expect(subServiceLayout('targeted-email-marketing-services').expertise).toBe('email-platforms');
    for (const slug of ['social-media-strategy-services', 'targeted-email-marketing-services']) {
      const { sections } = subServiceLayout(slug);
      expect(sections.indexOf('expertise'), slug).toBe(sections.indexOf('why-choose-us') + 1);
      expect(sections, slug).toContain('industries');
    }
    expect(subServiceLayout('b2b-seo-services').expertise).toBeUndefined();
  });

  it('leaves the other digital marketing services off the six development pages only', () => {
    expect(developmentSubPageSlugs).toHaveLength(6);
    for (const slug of developmentSubPageSlugs) {
      expect(subServiceLayout(slug).sections, slug).not.toContain('other-services');
      expect(subServiceLayout(slug).tabs, slug).toEqual(ALL_TABS);
    }
    expect(subServiceLayout('web-development-consulting').sections).toContain('other-services');
  });

  it('keeps every layout in docs/service-pages.md order', () => {
    // docs/service-pages.md's numbered list, written out here rather than read from `pageSections`, so a wrong order in
    // the code cannot agree with itself. "Extra block" is the expertise section (logos).
    const specOrder = [
      'overview',
      'services',
      'metrics',
      'other-services',
      'tech-stack',
      'benefits',
      'why-choose-us',
      'expertise',
      'industries',
      'faq',
    ];
    expect(pageSections).toEqual(specOrder);
    for (const { slug } of servicePages) {
      const { sections } = subServiceLayout(slug);
      expect(sections, slug).toEqual(specOrder.filter((section) => (sections as readonly string[]).includes(section)));
    }
  });

  it('gives Agiliti and custom website development their own layouts', () => {
    expect(agilitiLayout.variant).toBe('agiliti');
    expect(agilitiLayout.sections).toEqual(['services', 'tech-stack', 'faq']);
    expect(sectionEndpoint('/agiliti-hire-dedicated-developers', 'faq')?.endpoint.name).toBe(
      'agiliti-root-faq-contents',
    );
    expect(sectionEndpoint('/agiliti-hire-dedicated-developers', 'tech-stack')).toBeUndefined();
    expect(customWebsiteDevelopmentLayout.sections).toEqual(['overview', 'services', 'tech-stack', 'faq']);
    for (const section of ['overview', 'services', 'faq'] as const) {
      expect(sectionEndpoint('/custom-website-development', section), section).toBeDefined();
    }
    expect(sectionEndpoint('/agiliti-hire-dedicated-developers', 'services')?.endpoint.name).toBe(
      'agiliti-root-service-contents',
    );
  });
});

describe('the manifest derives its endpoints from the same table', () => {
  const dm = (slug: string) => `/digital-marketing-services/${slug}`;

  it('lists no endpoint for a hidden section', () => {
    expect(sectionEndpoint(dm('orm-service'), 'tech-stack')).toBeUndefined();
    expect(sectionEndpoint(dm('performance-marketing-services'), 'industries')).toBeUndefined();
    expect(sectionEndpoint(dm('ecommerce-marketing-solution'), 'industries')).toBeUndefined();
    expect(sectionEndpoint('/digital-development-services/ios-development-services', 'other-services')).toBeUndefined();
  });

  it('resolves the marketing index numbers per page', () => {
    expect(sectionEndpoint(dm('b2b-content-marketing-services'), 'overview')).toEqual({
      endpoint: endpointsByName.get('service-overview-contents'),
      number: 2,
    });
    expect(sectionEndpoint(dm('b2b-content-marketing-services'), 'faq')?.number).toBe(1);
    expect(sectionEndpoint(dm('app-store-optimization-services'), 'why-choose-us')?.number).toBe(2);
    expect(sectionEndpoint(dm('social-media-strategy-services'), 'expertise')?.number).toBe(1);
    expect(sectionEndpoint(dm('ecommerce-marketing-solution'), 'expertise')?.number).toBe(2);
    expect(sectionEndpoint(dm('targeted-email-marketing-services'), 'expertise')).toBeUndefined();
    expect(sectionEndpoint(dm('performance-marketing-services'), 'metrics')?.endpoint.name).toBe(
      'service-metric-contents',
    );
  });

  it('resolves keyed pages to their own names', () => {
    expect(sectionEndpoint('/digital-development-services/erp-integration-service', 'tech-stack')?.endpoint.name).toBe(
      'service-tech-engg-erp-support',
    );
    expect(sectionEndpoint('/data-analytics-services/customer-360-analytics', 'why-choose-us')?.endpoint.name).toBe(
      'service-da-customer-360-chse-contents',
    );
  });
});

describe('one layout per sub-service page', () => {
  it('is the same object on every call, so a page re-rendered with it hands its sections the same props', () => {
    for (const { slug } of servicePages) expect(subServiceLayout(slug), slug).toBe(subServiceLayout(slug));
  });
});
