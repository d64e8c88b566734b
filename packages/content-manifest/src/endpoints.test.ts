import { describe, expect, it } from 'vitest';

import { endpoints, endpointsByName, marketingIndex, restPaths, subServiceEndpoints } from './endpoints';

/** Every endpoint name docs/content-and-editing.md#the-content-api spells out, copied from the specification. */
const specNames = [
  'service-root-service-contents',
  'service-qa-testing-service-contents',
  'service-tech-engg-service-contents',
  'service-data-analytics-services',
  'service-managed-operation-service-contents',
  'service-digital-strategy-consulting-services',
  'service-qa-testing-overview',
  'service-qa-testing-stands',
  'service-qa-testing-we-serves',
  'service-qa-testing-stack',
  'service-exp-design-ui-overview',
  'service-tech-engg-web-overview',
  'service-ai-automation-rpa-overview',
  'service-cloud-migration-overview',
  'service-dm-marketing-opt-overview',
  'service-da-customer-360-overview',
  'service-managed-operation-wom-overview',
  'service-qat-security-overview',
  'service-dsc-da-overview',
  'service-responsive-web-development-overview',
  'service-cms-overview',
  'service-pwd-overview',
  'service-ios-overview',
  'service-and-overview',
  'service-had-overview',
  'service-overview-contents',
  'service-chooses',
  'service-faqs',
  'service-dsc-dm-choose-sections',
  'agiliti-root-faq-contents',
  'service-others',
  'service-metric-contents',
  'service-expertise-contents',
  'service-tech-engg-erp-support',
  'service-tech-engg-ecom-platform',
  'service-ai-automation-ai-chat-ecosystem',
  'service-ai-automation-rpa-partnership',
  'service-cloud-migration-partnership',
  'service-cloud-app-partnership',
  'service-dm-child-tech-stack',
  'service-dm-branding-design-tech-stack',
  'service-dm-ms-tech-stack',
  'service-managed-operation-cm-stack-content',
  'service-tech-engg-web-service-contents',
  'service-cards',
  'service-keys',
  'service-banner-contents',
  'service-teches',
];

function endpoint(name: string) {
  const found = endpointsByName.get(name);
  if (!found) throw new Error(`no endpoint ${name}`);
  return found;
}

describe('content manifest', () => {
  it('contains every endpoint name docs/content-and-editing.md gives', () => {
    for (const name of specNames) expect(endpointsByName.has(name), name).toBe(true);
  });

  it('spells each endpoint once', () => {
    expect(new Set(endpoints.map((endpoint) => endpoint.name)).size).toBe(endpoints.length);
  });

  it('uses -chse-contents for data analytics why-choose-us and -choose-contents elsewhere (docs/service-pages.md#where-the-content-comes-from)', () => {
    expect(endpointsByName.has('service-da-bi-chse-contents')).toBe(true);
    expect(endpointsByName.has('service-qat-automation-choose-contents')).toBe(true);
  });

  it('numbers the marketing endpoints as the index table of docs/content-and-editing.md says', () => {
    expect(restPaths(endpoint('service-overview-contents'))).toHaveLength(10);
    expect(subServiceEndpoints('b2b-content-marketing-services')).toEqual(
      expect.arrayContaining([
        { section: 'overview', name: 'service-overview-contents', number: 2 },
        { section: 'why-choose-us', name: 'service-chooses', number: 1 },
        { section: 'faq', name: 'service-faqs', number: 1 },
      ]),
    );
    expect(subServiceEndpoints('app-store-optimization-services')).toEqual(
      expect.arrayContaining([
        { section: 'overview', name: 'service-overview-contents', number: 1 },
        { section: 'faq', name: 'service-faqs', number: 2 },
      ]),
    );
    expect(
      Object.values(marketingIndex)
        .map((index) => index.overview)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(restPaths(endpoint('service-expertise-contents'))).toEqual([
      '/api/service-expertise-contents/1',
      '/api/service-expertise-contents/2',
    ]);
  });

  it('hides the sections docs/service-pages.md hides', () => {
    const sections = (slug: string) => subServiceEndpoints(slug).map((endpoint) => endpoint.section);
    expect(sections('orm-service')).not.toContain('tech-stack');
    expect(sections('ecommerce-marketing-solution')).not.toContain('industries');
    expect(sections('performance-marketing-services')).not.toContain('industries');
    expect(sections('b2b-seo-services')).toEqual(expect.arrayContaining(['tech-stack', 'industries']));
  });

  it('gives every sub-service page its banner, overview, services, benefits, why-choose-us and FAQ', () => {
    const slugs = [
      'ui-design-services',
      'ios-development-services',
      'digital-audit',
      'customer-360-analytics',
      'cro-services',
      'website-management',
    ];
    for (const slug of slugs) {
      expect(
        subServiceEndpoints(slug).map((endpoint) => endpoint.section),
        slug,
      ).toEqual(expect.arrayContaining(['banner', 'overview', 'services', 'benefits', 'why-choose-us', 'faq']));
    }
  });

  it('reads the other-services block on every sub-service page except the six development pages', () => {
    const others = endpointsByName.get('service-others');
    expect(others?.pages).toContain('/digital-marketing-services/orm-service');
    expect(others?.pages).not.toContain('/digital-development-services/ios-development-services');
    expect(others?.pages).toContain('/digital-development-services/erp-integration-service');
  });
});
