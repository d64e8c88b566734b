/**
 * Every read endpoint of docs/content-and-editing.md#the-content-api: the names it gives, and the names its patterns imply for every
 * service page ("same pattern", "per page", "industry-expertise and benefit endpoints per page path") and
 * the numbered endpoints of the marketing sub-service index table.
 */
import { paths, type ServiceAreaSlug, servicePage, type SubServiceSlug } from '@auralis/site-map';

import { type PageSection, pageSections, showsSection } from './service-layout';
import { type Section, type SectionContent, sections, sectionTable } from './sections';
import type { ShapeName } from './shapes';

/** `list`: data is an array of entries. `single`: data is one entry. */
export type EndpointKind = 'list' | 'single';

/** The section of a page an endpoint fills: one record of the section table (sections.ts). */
export type { Section } from './sections';

export interface EndpointDefinition<S extends ShapeName = ShapeName, K extends EndpointKind = EndpointKind> {
  /** The REST name, exactly as docs/content-and-editing.md spells it: GET /api/{name} (or /api/{name}/{n} for numbered). */
  readonly name: string;
  readonly shape: S;
  readonly kind: K;
  readonly section: Section;
  /** The site paths that read it. */
  readonly pages: readonly string[];
  /**
   * Numbered endpoints answer only at /api/{name}/{n}, for these numbers: n picks the page (docs/content-and-editing.md's
   * marketing index), and the answer is what the page's own endpoint would answer (a list or one entry).
   */
  readonly numbers?: readonly number[];
  /** For numbered endpoints: the number each page reads. */
  readonly pageNumbers?: Readonly<Record<string, number>>;
}

interface SubServicePage {
  readonly area: ServiceAreaSlug;
  readonly slug: SubServiceSlug;
  /** The prefix of its endpoint names, as docs/content-and-editing.md's examples spell them. */
  readonly key: string;
  /** Names docs/content-and-editing.md gives that break the `${key}-...` pattern. */
  readonly names?: Partial<Record<'overview' | 'tech-stack' | 'why-choose-us', string>>;
  /** Why-choose-us suffix: most pages use -choose-contents, data analytics -chse-contents (docs/content-and-editing.md#the-content-api). */
  readonly chooseSuffix?: string;
}

/** A page of the site map and its endpoint key; the area (and so the path) comes from the site map. */
const page = (
  slug: SubServiceSlug,
  key: string,
  extra: Pick<SubServicePage, 'names' | 'chooseSuffix'> = {},
): SubServicePage => ({
  area: servicePage(slug).area,
  slug,
  key,
  ...extra,
});

/** Sub-service pages with their own (not numbered) endpoints. */
export const keyedSubServicePages: readonly SubServicePage[] = [
  page('ui-design-services', 'service-exp-design-ui'),
  page('ux-design-services', 'service-exp-design-ux'),
  page('cx-design', 'service-exp-design-cx'),
  page('web-development-consulting', 'service-tech-engg-web'),
  page('responsive-web-development-services', 'service-responsive-web-development'),
  page('cms-development-services', 'service-cms'),
  page('progressive-web-app-development-services', 'service-pwd'),
  page('mobile-app-design-development', 'service-tech-engg-mobile'),
  page('ios-development-services', 'service-ios'),
  page('android-application-development-services', 'service-and'),
  page('hybrid-app-development-services', 'service-had'),
  page('erp-integration-service', 'service-tech-engg-erp', {
    names: { 'tech-stack': 'service-tech-engg-erp-support' },
  }),
  page('ecommerce-services', 'service-tech-engg-ecom', {
    names: { 'tech-stack': 'service-tech-engg-ecom-platform' },
  }),
  page('chatbot-development-services', 'service-ai-automation-ai-chat', {
    names: { 'tech-stack': 'service-ai-automation-ai-chat-ecosystem' },
  }),
  page('rpa-services', 'service-ai-automation-rpa', {
    names: { 'tech-stack': 'service-ai-automation-rpa-partnership' },
  }),
  page('automation-testing-services', 'service-qat-automation'),
  page('security-testing-services', 'service-qat-security'),
  page('performance-testing-services', 'service-qat-performance'),
  page('functional-testing-services', 'service-qat-functional'),
  page('quality-assurance-consulting', 'service-qat-consulting'),
  page('cloud-migration-services', 'service-cloud-migration', {
    names: { 'tech-stack': 'service-cloud-migration-partnership' },
  }),
  page('cloud-application-development-services', 'service-cloud-app', {
    names: { 'tech-stack': 'service-cloud-app-partnership' },
  }),
  page('branding-design-services', 'service-dm-branding-design', {
    names: { 'tech-stack': 'service-dm-branding-design-tech-stack' },
  }),
  page('integrated-digital-marketing-services', 'service-dm-marketing-idm', {
    names: { 'tech-stack': 'service-dm-child-tech-stack' },
  }),
  page('optimization-services', 'service-dm-marketing-opt', {
    names: { 'tech-stack': 'service-dm-ms-tech-stack' },
  }),
  page('business-intelligence-consulting', 'service-da-bi', { chooseSuffix: 'chse-contents' }),
  page('digital-intelligence-services', 'service-da-digital-intelligence', { chooseSuffix: 'chse-contents' }),
  page('marketing-intelligence-solutions', 'service-da-marketing-intelligence', { chooseSuffix: 'chse-contents' }),
  page('customer-360-analytics', 'service-da-customer-360', { chooseSuffix: 'chse-contents' }),
  page('sales-intelligence-solutions', 'service-da-sales-intelligence', { chooseSuffix: 'chse-contents' }),
  page('product-development-and-innovation', 'service-managed-operation-pdi'),
  page('website-management', 'service-managed-operation-wom'),
  page('cloud-management-solutions', 'service-managed-operation-cm', {
    names: { 'tech-stack': 'service-managed-operation-cm-stack-content' },
  }),
  page('maintenance-support-services', 'service-managed-operation-ms'),
  page('digital-experience', 'service-dsc-dx'),
  page('digital-build', 'service-dsc-db'),
  page('digital-modernization', 'service-dsc-dm', {
    names: { 'why-choose-us': 'service-dsc-dm-choose-sections' },
  }),
  page('digital-audit', 'service-dsc-da'),
  page('product-incubation', 'service-dsc-pi'),
];

/** docs/content-and-editing.md#the-content-api. */
interface MarketingIndex {
  readonly overview: number;
  readonly rest: number;
  readonly key: string;
}

/** docs/service-pages.md#where-the-content-comes-from, keyed by a sub-service slug of the site map. */
export const marketingIndex: Readonly<Record<string, MarketingIndex>> = {
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
} satisfies Partial<Record<SubServiceSlug, MarketingIndex>>;

/** Visibility comes from the one layout table (service-layout.ts); sections outside it (banner) always show. */
const shows = (slug: string, section: Section) => !isPageSection(section) || showsSection(slug, section);
function isPageSection(section: Section): section is PageSection & Section {
  return (pageSections as readonly string[]).includes(section);
}

function keyedEndpoints(p: SubServicePage): EndpointDefinition[] {
  const pages = [paths.servicePage(p.area, p.slug)];
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
  path: servicePage(slug).path,
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
    pageNumbers: Object.fromEntries(entries.map((entry) => [entry.path, entry.n])),
  };
}

function customPage(
  pagePath: string,
  key: string,
  entries: readonly (readonly [Section, string, ShapeName, EndpointKind])[],
): EndpointDefinition[] {
  return entries.map(([section, suffix, shape, kind]) => ({
    name: `${key}-${suffix}`,
    shape,
    kind,
    section,
    pages: [pagePath],
  }));
}

const areaList = (name: string, pages: readonly string[]): EndpointDefinition => ({
  name,
  shape: 'serviceBlock',
  kind: 'list',
  section: 'area-list',
  pages,
});

const allSubServicePaths = [
  ...keyedSubServicePages.map((p) => paths.servicePage(p.area, p.slug)),
  ...marketingPages.map((p) => p.path),
];
const slugOf = (pagePath: string) => pagePath.split('/').pop() ?? '';
const overviewOf = (area: ServiceAreaSlug) => paths.serviceOverview(area);
const qaOverviewPage = overviewOf('quality-assurance-services');
const socialMediaPage = servicePage('social-media-strategy-services').path;
const ecommerceMarketingPage = servicePage('ecommerce-marketing-solution').path;
const pagesShowing = (section: PageSection) => allSubServicePaths.filter((p) => showsSection(slugOf(p), section));

export const endpoints: readonly EndpointDefinition[] = [
  // Service root and area pages: lists of blocks, image alternating left and right.
  areaList('service-root-service-contents', [paths.services]),
  areaList('service-qa-testing-service-contents', [qaOverviewPage]),
  areaList('service-tech-engg-service-contents', [overviewOf('digital-development-services')]),
  areaList('service-data-analytics-services', [overviewOf('data-analytics-services')]),
  areaList('service-managed-operation-service-contents', [overviewOf('operations-managed-services')]),
  areaList('service-digital-strategy-consulting-services', [overviewOf('digital-strategy-services')]),
  // QA page: fetched in parallel.
  {
    name: 'service-qa-testing-overview',
    shape: 'contentItem',
    kind: 'single',
    section: 'qa-overview',
    pages: [qaOverviewPage],
  },
  {
    name: 'service-qa-testing-stands',
    shape: 'contentItem',
    kind: 'list',
    section: 'qa-stands',
    pages: [qaOverviewPage],
  },
  {
    name: 'service-qa-testing-we-serves',
    shape: 'contentItem',
    kind: 'list',
    section: 'qa-we-serve',
    pages: [qaOverviewPage],
  },
  {
    name: 'service-qa-testing-stack',
    shape: 'contentItem',
    kind: 'list',
    section: 'qa-stack',
    pages: [qaOverviewPage],
  },
  // Sub-service pages with their own endpoint names.
  ...keyedSubServicePages.flatMap(keyedEndpoints),
  // Marketing sub-service pages: numbered endpoints (docs/service-pages.md index table) and industries per page path.
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
    pages: pagesShowing('other-services'),
  },
  {
    name: 'service-metric-contents',
    shape: 'performanceMetric',
    kind: 'list',
    section: 'metrics',
    pages: pagesShowing('metrics'),
  },
  {
    name: 'service-expertise-contents',
    shape: 'expertise',
    kind: 'single',
    section: 'expertise',
    numbers: [1, 2],
    pages: [socialMediaPage, ecommerceMarketingPage],
    pageNumbers: { [socialMediaPage]: 1, [ecommerceMarketingPage]: 2 },
  },
  // docs/content-and-editing.md names no endpoint for the custom website development page and only the FAQ for Agiliti; these
  // follow the keyed pattern so the sections of the layout table have content the marketing team can edit.
  ...customPage(paths.customWebsiteDevelopment, 'custom-website-development', [
    ['overview', 'overview', 'overview', 'single'],
    ['services', 'service-contents', 'serviceBlock', 'list'],
    ['faq', 'faq-contents', 'faqItem', 'list'],
  ]),
  ...customPage(paths.agiliti, 'agiliti-root', [['services', 'service-contents', 'serviceBlock', 'list']]),
  {
    name: 'agiliti-root-faq-contents',
    shape: 'faqItem',
    kind: 'list',
    section: 'faq',
    pages: [paths.agiliti],
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
  const marketing = marketingPages.find((candidate) => candidate.slug === slug);
  if (!marketing) return [];
  const p = marketing.path;
  return endpoints
    .filter(
      (e) =>
        e.pages.includes(p) && e.section !== 'other-services' && e.section !== 'metrics' && e.section !== 'expertise',
    )
    .map((e) =>
      e.numbers
        ? { section: e.section, name: e.name, number: e.section === 'overview' ? marketing.overview : marketing.rest }
        : { section: e.section, name: e.name },
    );
}

/** An endpoint whose item type is known from its shape and kind, with the number a page reads it by. */
export interface EndpointRef<S extends ShapeName = ShapeName, K extends EndpointKind = EndpointKind> {
  readonly endpoint: EndpointDefinition<S, K>;
  readonly number?: number;
}

/** The shape and kind each section's content has (the section table); a manifest entry that disagrees is a bug the resolver reports. */
export const sectionContent = Object.fromEntries(
  sections.map((section) => [
    section,
    { shape: sectionTable[section].shape, kind: sectionTable[section].list ? 'list' : 'single' },
  ]),
) as { readonly [S in Section]: SectionContent<S> };

type ContentOf<T extends Section> = SectionContent<T>;
export type SectionRef<T extends Section> = EndpointRef<ContentOf<T>['shape'], ContentOf<T>['kind']>;

function isEndpointOf<S extends ShapeName, K extends EndpointKind>(
  endpoint: EndpointDefinition,
  shape: S,
  kind: K,
): endpoint is EndpointDefinition<S, K> {
  return endpoint.shape === shape && endpoint.kind === kind;
}

/**
 * The endpoint (and number) that fills `section` on the page at `pagePath`, or undefined when no endpoint
 * does (the page shows no such block, or a static fallback). Typed by the section, so callers need no cast.
 */
export function sectionEndpoint<T extends Section>(pagePath: string, section: T): SectionRef<T> | undefined {
  const found: EndpointDefinition | undefined = endpoints.find(
    (candidate) => candidate.section === section && candidate.pages.includes(pagePath),
  );
  if (!found) return undefined;
  const { shape, kind }: ContentOf<T> = sectionContent[section];
  if (!isEndpointOf(found, shape, kind)) {
    const wide: EndpointDefinition = found;
    throw new Error(`${wide.name} is ${wide.shape}/${wide.kind}, but ${section} needs ${shape}/${kind}`);
  }
  const endpoint = found;
  const number = found.pageNumbers?.[pagePath];
  return number === undefined ? { endpoint } : { endpoint, number };
}

let shownSections: ReadonlySet<string> | undefined;

/**
 * Whether the page at `pagePath` shows content in `section`: some endpoint of that section lists the page. The
 * same answer as content-model.ts `sectionSource(pagePath, section) !== undefined` (content-model.test.ts checks
 * it for every page), without the content model, which the browser then does not load.
 */
export function pageShowsSection(pagePath: string, section: Section): boolean {
  shownSections ??= new Set(
    endpoints.flatMap((endpoint) => endpoint.pages.map((page) => `${endpoint.section} ${page}`)),
  );
  return shownSections.has(`${section} ${pagePath}`);
}
