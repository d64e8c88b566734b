/**
 * Every read endpoint of SPEC.md §7 "Reads": the names it gives, and the names its patterns imply for every
 * service page ("same pattern", "per page", "industry-expertise and benefit endpoints per page path") and
 * the numbered endpoints of the marketing sub-service index table.
 */
import type { ShapeName } from './shapes';

/** `list`: data is an array of entries. `single`: data is one entry. */
export type EndpointKind = 'list' | 'single';

/** The section of a page an endpoint fills (SPEC.md §2 "Sub-service page layout" and the area pages). */
export type Section =
  | 'banner'
  | 'overview'
  | 'services'
  | 'tech-stack'
  | 'benefits'
  | 'why-choose-us'
  | 'industries'
  | 'faq'
  | 'area-list'
  | 'qa-overview'
  | 'qa-stands'
  | 'qa-we-serve'
  | 'qa-stack'
  | 'other-services'
  | 'metrics'
  | 'expertise';

export interface EndpointDefinition {
  /** The REST name, exactly as SPEC.md spells it: GET /api/{name} (or /api/{name}/{n} for numbered). */
  readonly name: string;
  readonly shape: ShapeName;
  readonly kind: EndpointKind;
  readonly section: Section;
  /** The site paths that read it. */
  readonly pages: readonly string[];
  /**
   * Numbered endpoints answer only at /api/{name}/{n}, for these numbers: n picks the page (SPEC.md's
   * marketing index), and the answer is what the page's own endpoint would answer (a list or one entry).
   */
  readonly numbers?: readonly number[];
}

interface SubServicePage {
  readonly area: string;
  readonly slug: string;
  /** The prefix of its endpoint names, as SPEC.md's examples spell them. */
  readonly key: string;
  /** Names SPEC.md gives that break the `${key}-...` pattern. */
  readonly names?: Partial<Record<'overview' | 'tech-stack' | 'why-choose-us', string>>;
  /** Why-choose-us suffix: most pages use -choose-contents, data analytics -chse-contents (SPEC.md §7). */
  readonly chooseSuffix?: string;
}

const page = (area: string, slug: string, key: string, extra: Partial<SubServicePage> = {}): SubServicePage => ({
  area,
  slug,
  key,
  ...extra,
});

const DEV = 'digital-development-services';
const DM = 'digital-marketing-services';
const DA = 'data-analytics-services';
const OPS = 'operations-managed-services';
const DSC = 'digital-strategy-services';
const QA = 'quality-assurance-services';

/** Sub-service pages with their own (not numbered) endpoints. */
export const keyedSubServicePages: readonly SubServicePage[] = [
  page('experience-design-services', 'ui-design-services', 'service-exp-design-ui'),
  page('experience-design-services', 'ux-design-services', 'service-exp-design-ux'),
  page('experience-design-services', 'cx-design', 'service-exp-design-cx'),
  page(DEV, 'web-development-consulting', 'service-tech-engg-web'),
  page(DEV, 'responsive-web-development-services', 'service-responsive-web-development'),
  page(DEV, 'cms-development-services', 'service-cms'),
  page(DEV, 'progressive-web-app-development-services', 'service-pwd'),
  page(DEV, 'mobile-app-design-development', 'service-tech-engg-mobile'),
  page(DEV, 'ios-development-services', 'service-ios'),
  page(DEV, 'android-application-development-services', 'service-and'),
  page(DEV, 'hybrid-app-development-services', 'service-had'),
  page(DEV, 'erp-integration-service', 'service-tech-engg-erp', {
    names: { 'tech-stack': 'service-tech-engg-erp-support' },
  }),
  page(DEV, 'ecommerce-services', 'service-tech-engg-ecom', {
    names: { 'tech-stack': 'service-tech-engg-ecom-platform' },
  }),
  page('ai-services', 'chatbot-development-services', 'service-ai-automation-ai-chat', {
    names: { 'tech-stack': 'service-ai-automation-ai-chat-ecosystem' },
  }),
  page('ai-services', 'rpa-services', 'service-ai-automation-rpa', {
    names: { 'tech-stack': 'service-ai-automation-rpa-partnership' },
  }),
  page(QA, 'automation-testing-services', 'service-qat-automation'),
  page(QA, 'security-testing-services', 'service-qat-security'),
  page(QA, 'performance-testing-services', 'service-qat-performance'),
  page(QA, 'functional-testing-services', 'service-qat-functional'),
  page(QA, 'quality-assurance-consulting', 'service-qat-consulting'),
  page('cloud-strategy-engineering-services', 'cloud-migration-services', 'service-cloud-migration', {
    names: { 'tech-stack': 'service-cloud-migration-partnership' },
  }),
  page('cloud-strategy-engineering-services', 'cloud-application-development-services', 'service-cloud-app', {
    names: { 'tech-stack': 'service-cloud-app-partnership' },
  }),
  page(DM, 'branding-design-services', 'service-dm-branding-design', {
    names: { 'tech-stack': 'service-dm-branding-design-tech-stack' },
  }),
  page(DM, 'integrated-digital-marketing-services', 'service-dm-marketing-idm', {
    names: { 'tech-stack': 'service-dm-child-tech-stack' },
  }),
  page(DM, 'optimization-services', 'service-dm-marketing-opt', {
    names: { 'tech-stack': 'service-dm-ms-tech-stack' },
  }),
  page(DA, 'business-intelligence-consulting', 'service-da-bi', { chooseSuffix: 'chse-contents' }),
  page(DA, 'digital-intelligence-services', 'service-da-digital-intelligence', { chooseSuffix: 'chse-contents' }),
  page(DA, 'marketing-intelligence-solutions', 'service-da-marketing-intelligence', { chooseSuffix: 'chse-contents' }),
  page(DA, 'customer-360-analytics', 'service-da-customer-360', { chooseSuffix: 'chse-contents' }),
  page(DA, 'sales-intelligence-solutions', 'service-da-sales-intelligence', { chooseSuffix: 'chse-contents' }),
  page(OPS, 'product-development-and-innovation', 'service-managed-operation-pdi'),
  page(OPS, 'website-management', 'service-managed-operation-wom'),
  page(OPS, 'cloud-management-solutions', 'service-managed-operation-cm', {
    names: { 'tech-stack': 'service-managed-operation-cm-stack-content' },
  }),
  page(OPS, 'maintenance-support-services', 'service-managed-operation-ms'),
  page(DSC, 'digital-experience', 'service-dsc-dx'),
  page(DSC, 'digital-build', 'service-dsc-db'),
  page(DSC, 'digital-modernization', 'service-dsc-dm', {
    names: { 'why-choose-us': 'service-dsc-dm-choose-sections' },
  }),
  page(DSC, 'digital-audit', 'service-dsc-da'),
  page(DSC, 'product-incubation', 'service-dsc-pi'),
];

/** SPEC.md §7 "Marketing sub-service index n (1 to 10)". */
export const marketingIndex: Readonly<
  Record<string, { readonly overview: number; readonly rest: number; readonly key: string }>
> = {
  'b2b-content-marketing-services': { overview: 2, rest: 1, key: 'service-dm-b2b-content' },
  'social-media-strategy-services': { overview: 10, rest: 10, key: 'service-dm-social-media' },
  'targeted-email-marketing-services': { overview: 5, rest: 5, key: 'service-dm-email' },
  'ecommerce-marketing-solution': { overview: 4, rest: 4, key: 'service-dm-ecommerce' },
  'performance-marketing-services': { overview: 8, rest: 8, key: 'service-dm-performance' },
  'marketing-automation-strategy': { overview: 6, rest: 6, key: 'service-dm-automation' },
  'b2b-seo-services': { overview: 9, rest: 9, key: 'service-dm-b2b-seo' },
  'app-store-optimization-services': { overview: 1, rest: 2, key: 'service-dm-aso' },
  'orm-service': { overview: 7, rest: 7, key: 'service-dm-orm' },
  'cro-services': { overview: 3, rest: 3, key: 'service-dm-cro' },
};

/** SPEC.md §2: tech stack hidden for orm-service; industries hidden for two marketing pages. */
export const hiddenSections: Readonly<Record<string, readonly Section[]>> = {
  'orm-service': ['tech-stack'],
  'ecommerce-marketing-solution': ['industries'],
  'performance-marketing-services': ['industries'],
};

const path = (area: string, slug: string) => `/${area}/${slug}`;
const shows = (slug: string, section: Section) => !(hiddenSections[slug] ?? []).includes(section);

function keyedEndpoints(p: SubServicePage): EndpointDefinition[] {
  const pages = [path(p.area, p.slug)];
  const endpoint = (section: Section, name: string, shape: ShapeName, kind: EndpointKind): EndpointDefinition => ({
    name,
    shape,
    kind,
    section,
    pages,
  });
  return [
    endpoint('banner', `${p.key}-banner-contents`, 'serviceBlock', 'single'),
    endpoint('overview', p.names?.overview ?? `${p.key}-overview`, 'overview', 'single'),
    endpoint('services', `${p.key}-service-contents`, 'serviceBlock', 'list'),
    ...(shows(p.slug, 'tech-stack')
      ? [endpoint('tech-stack', p.names?.['tech-stack'] ?? `${p.key}-tech-stack`, 'techStackGroup', 'list')]
      : []),
    endpoint('benefits', `${p.key}-benefit-contents`, 'benefitItem', 'list'),
    endpoint(
      'why-choose-us',
      p.names?.['why-choose-us'] ?? `${p.key}-${p.chooseSuffix ?? 'choose-contents'}`,
      'whyChooseItem',
      'list',
    ),
    ...(shows(p.slug, 'industries')
      ? [endpoint('industries', `${p.key}-industry-expertises`, 'expertise', 'single')]
      : []),
    endpoint('faq', `${p.key}-faq-contents`, 'faqItem', 'list'),
  ];
}

const marketingPages = Object.entries(marketingIndex).map(([slug, index]) => ({
  slug,
  ...index,
  path: path(DM, slug),
}));
const pagesNumbered = (pick: 'overview' | 'rest', section?: Section) =>
  marketingPages.filter((p) => !section || shows(p.slug, section)).map((p) => ({ path: p.path, n: p[pick] }));

function numbered(
  name: string,
  shape: ShapeName,
  kind: EndpointKind,
  section: Section,
  entries: readonly { path: string; n: number }[],
): EndpointDefinition {
  return {
    name,
    shape,
    kind,
    section,
    pages: entries.map((entry) => entry.path),
    numbers: entries.map((entry) => entry.n).sort((a, b) => a - b),
  };
}

const areaList = (name: string, pages: readonly string[]): EndpointDefinition => ({
  name,
  shape: 'serviceBlock',
  kind: 'list',
  section: 'area-list',
  pages,
});

const allSubServicePaths = [
  ...keyedSubServicePages.map((p) => path(p.area, p.slug)),
  ...marketingPages.map((p) => p.path),
];
const developmentSubPages = [
  'responsive-web-development-services',
  'cms-development-services',
  'progressive-web-app-development-services',
  'ios-development-services',
  'android-application-development-services',
  'hybrid-app-development-services',
].map((slug) => path(DEV, slug));

export const endpoints: readonly EndpointDefinition[] = [
  // Service root and area pages: lists of blocks, image alternating left and right.
  areaList('service-root-service-contents', ['/services']),
  areaList('service-qa-testing-service-contents', ['/services/quality-assurance-services']),
  areaList('service-tech-engg-service-contents', ['/services/digital-development-services']),
  areaList('service-data-analytics-services', ['/services/data-analytics-services']),
  areaList('service-managed-operation-service-contents', ['/services/operations-managed-services']),
  areaList('service-digital-strategy-consulting-services', ['/services/digital-strategy-services']),
  // QA page: fetched in parallel.
  {
    name: 'service-qa-testing-overview',
    shape: 'contentItem',
    kind: 'single',
    section: 'qa-overview',
    pages: ['/services/quality-assurance-services'],
  },
  {
    name: 'service-qa-testing-stands',
    shape: 'contentItem',
    kind: 'list',
    section: 'qa-stands',
    pages: ['/services/quality-assurance-services'],
  },
  {
    name: 'service-qa-testing-we-serves',
    shape: 'contentItem',
    kind: 'list',
    section: 'qa-we-serve',
    pages: ['/services/quality-assurance-services'],
  },
  {
    name: 'service-qa-testing-stack',
    shape: 'contentItem',
    kind: 'list',
    section: 'qa-stack',
    pages: ['/services/quality-assurance-services'],
  },
  // Sub-service pages with their own endpoint names.
  ...keyedSubServicePages.flatMap(keyedEndpoints),
  // Marketing sub-service pages: numbered endpoints (SPEC.md index table) and industries per page path.
  numbered('service-overview-contents', 'overview', 'single', 'overview', pagesNumbered('overview')),
  numbered('service-chooses', 'whyChooseItem', 'list', 'why-choose-us', pagesNumbered('rest')),
  numbered('service-faqs', 'faqItem', 'list', 'faq', pagesNumbered('rest')),
  numbered('service-cards', 'serviceBlock', 'list', 'services', pagesNumbered('rest')),
  numbered('service-keys', 'benefitItem', 'list', 'benefits', pagesNumbered('rest')),
  numbered('service-banner-contents', 'serviceBlock', 'single', 'banner', pagesNumbered('rest')),
  numbered('service-teches', 'techStackGroup', 'list', 'tech-stack', pagesNumbered('rest', 'tech-stack')),
  ...marketingPages
    .filter((p) => shows(p.slug, 'industries'))
    .map(
      (p): EndpointDefinition => ({
        name: `${p.key}-industry-expertises`,
        shape: 'expertise',
        kind: 'single',
        section: 'industries',
        pages: [p.path],
      }),
    ),
  // Shared blocks.
  {
    name: 'service-others',
    shape: 'otherService',
    kind: 'list',
    section: 'other-services',
    pages: allSubServicePaths.filter((p) => !developmentSubPages.includes(p)),
  },
  {
    name: 'service-metric-contents',
    shape: 'performanceMetric',
    kind: 'list',
    section: 'metrics',
    pages: [path(DM, 'performance-marketing-services')],
  },
  {
    name: 'service-expertise-contents',
    shape: 'expertise',
    kind: 'single',
    section: 'expertise',
    numbers: [1, 2],
    pages: [path(DM, 'social-media-strategy-services'), path(DM, 'ecommerce-marketing-solution')],
  },
  {
    name: 'agiliti-root-faq-contents',
    shape: 'faqItem',
    kind: 'list',
    section: 'faq',
    pages: ['/agiliti-hire-dedicated-developers'],
  },
];

export const endpointsByName: ReadonlyMap<string, EndpointDefinition> = new Map(endpoints.map((e) => [e.name, e]));

/** The REST paths a client can request: /api/{name}, or /api/{name}/{n} for each number of a numbered endpoint. */
export function restPaths(endpoint: EndpointDefinition): string[] {
  return endpoint.numbers ? endpoint.numbers.map((n) => `/api/${endpoint.name}/${n}`) : [`/api/${endpoint.name}`];
}

/** The endpoint and section a sub-service page reads, by slug, for the web client. */
export function subServiceEndpoints(
  slug: string,
): { readonly section: Section; readonly name: string; readonly number?: number }[] {
  const keyed = keyedSubServicePages.find((p) => p.slug === slug);
  if (keyed) return keyedEndpoints(keyed).map((e) => ({ section: e.section, name: e.name }));
  const index = marketingIndex[slug];
  if (!index) return [];
  const p = path(DM, slug);
  return endpoints
    .filter(
      (e) =>
        e.pages.includes(p) && e.section !== 'other-services' && e.section !== 'metrics' && e.section !== 'expertise',
    )
    .map((e) =>
      e.numbers
        ? { section: e.section, name: e.name, number: e.section === 'overview' ? index.overview : index.rest }
        : { section: e.section, name: e.name },
    );
}
