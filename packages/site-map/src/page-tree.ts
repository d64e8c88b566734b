/**
 * The site's page tree (docs/routes-and-shell.md#the-routes route table, "Site shell" and "Service pages"), written once. The web
 * menu, route table and sitemap, the content manifest's endpoints and the seed's copy all read it, so a page
 * is added to the site here and a list of areas, pages or industries is never spelled a second time.
 */
import { siteConfig } from '@auralis/site-config';

/** A service area: its overview lives at /services/{slug}, its sub-pages at /{slug}/{pagename}. */
export interface ServiceArea {
  readonly slug: string;
  readonly name: string;
  readonly pages: readonly ServicePageNode[];
}

export interface ServicePageNode {
  readonly slug: string;
  readonly name: string;
  readonly children?: readonly ServicePageNode[];
}

export const serviceAreas = [
  {
    slug: 'experience-design-services',
    name: 'Experience Design',
    pages: [
      { slug: 'ui-design-services', name: 'UI Design' },
      { slug: 'ux-design-services', name: 'UX Design' },
      { slug: 'cx-design', name: 'CX Design' },
    ],
  },
  {
    slug: 'digital-development-services',
    name: 'Technology & Engineering',
    pages: [
      {
        slug: 'web-development-consulting',
        name: 'Web Development',
        children: [
          { slug: 'responsive-web-development-services', name: 'Responsive Web Development' },
          { slug: 'cms-development-services', name: 'CMS Development' },
          { slug: 'progressive-web-app-development-services', name: 'Progressive Web Apps' },
        ],
      },
      {
        slug: 'mobile-app-design-development',
        name: 'Mobile App Development',
        children: [
          { slug: 'ios-development-services', name: 'iOS Development' },
          { slug: 'android-application-development-services', name: 'Android Development' },
          { slug: 'hybrid-app-development-services', name: 'Hybrid App Development' },
        ],
      },
      { slug: 'erp-integration-service', name: 'ERP Integration' },
      { slug: 'ecommerce-services', name: 'E-commerce Development' },
    ],
  },
  {
    slug: 'ai-services',
    name: 'AI & Automation',
    pages: [
      { slug: 'chatbot-development-services', name: 'Chatbot Development' },
      { slug: 'rpa-services', name: 'Robotic Process Automation' },
    ],
  },
  {
    slug: 'quality-assurance-services',
    name: 'QA & Testing',
    pages: [
      { slug: 'automation-testing-services', name: 'Automation Testing' },
      { slug: 'security-testing-services', name: 'Security Testing' },
      { slug: 'performance-testing-services', name: 'Performance Testing' },
      { slug: 'functional-testing-services', name: 'Functional Testing' },
      { slug: 'quality-assurance-consulting', name: 'QA Consulting' },
    ],
  },
  {
    slug: 'cloud-strategy-engineering-services',
    name: 'Cloud Strategy & Engineering',
    pages: [
      { slug: 'cloud-migration-services', name: 'Cloud Migration' },
      { slug: 'cloud-application-development-services', name: 'Cloud Application Development' },
    ],
  },
  {
    slug: 'digital-marketing-services',
    name: 'Digital Marketing',
    pages: [
      { slug: 'branding-design-services', name: 'Branding & Design' },
      {
        slug: 'integrated-digital-marketing-services',
        name: 'Integrated Digital Marketing',
        children: [
          { slug: 'b2b-content-marketing-services', name: 'B2B Content Marketing' },
          { slug: 'social-media-strategy-services', name: 'Social Media Strategy' },
          { slug: 'targeted-email-marketing-services', name: 'Targeted Email Marketing' },
          { slug: 'ecommerce-marketing-solution', name: 'E-commerce Marketing' },
          { slug: 'performance-marketing-services', name: 'Performance Marketing' },
          { slug: 'marketing-automation-strategy', name: 'Marketing Automation' },
        ],
      },
      {
        slug: 'optimization-services',
        name: 'Optimization',
        children: [
          { slug: 'b2b-seo-services', name: 'B2B SEO' },
          { slug: 'app-store-optimization-services', name: 'App Store Optimization' },
          { slug: 'orm-service', name: 'Online Reputation Management' },
          { slug: 'cro-services', name: 'Conversion Rate Optimization' },
        ],
      },
    ],
  },
  {
    slug: 'data-analytics-services',
    name: 'Data Analytics',
    pages: [
      { slug: 'business-intelligence-consulting', name: 'Business Intelligence' },
      { slug: 'digital-intelligence-services', name: 'Digital Intelligence' },
      { slug: 'marketing-intelligence-solutions', name: 'Marketing Intelligence' },
      { slug: 'customer-360-analytics', name: 'Customer 360 Analytics' },
      { slug: 'sales-intelligence-solutions', name: 'Sales Intelligence' },
    ],
  },
  {
    slug: 'operations-managed-services',
    name: 'Managed Operations',
    pages: [
      { slug: 'product-development-and-innovation', name: 'Product Development & Innovation' },
      { slug: 'website-management', name: 'Website Management' },
      { slug: 'cloud-management-solutions', name: 'Cloud Management' },
      { slug: 'maintenance-support-services', name: 'Maintenance & Support' },
    ],
  },
  {
    slug: 'digital-strategy-services',
    name: 'Digital Strategy',
    pages: [
      { slug: 'digital-experience', name: 'Digital Experience' },
      { slug: 'digital-build', name: 'Digital Build' },
      { slug: 'digital-modernization', name: 'Digital Modernization' },
      { slug: 'digital-audit', name: 'Digital Audit' },
      { slug: 'product-incubation', name: 'Product Incubation' },
    ],
  },
  {
    slug: 'it-services-consulting',
    name: 'IT Services & Consulting',
    pages: [],
  },
] as const satisfies readonly ServiceArea[];

export type ServiceAreaSlug = (typeof serviceAreas)[number]['slug'];

type NodeSlugs<Node> = Node extends { readonly slug: infer Slug; readonly children: readonly (infer Child)[] }
  ? Slug | NodeSlugs<Child>
  : Node extends { readonly slug: infer Slug }
    ? Slug
    : never;

/** Every level-2 and level-3 service page slug ({pagename} in /{area}/{pagename}). */
export type SubServiceSlug = NodeSlugs<(typeof serviceAreas)[number]['pages'][number]>;

/**
 * The pages the marketing team adds without a developer (issue 34): client stories under /portfolio/{slug} and
 * industry pages under /industries/{slug}. Which of them exist, what they are called and in which order they are
 * listed are their page entries' (the admin's Pages list); the code knows only where each kind lives. The seed's
 * copy creates the first ones (apps/cms/seed/pages/portfolio/, apps/cms/seed/pages/industries/).
 */
export const listedPageKinds = {
  story: { prefix: '/portfolio/', noun: 'client story' },
  industry: { prefix: '/industries/', noun: 'industry page' },
} as const;

export type ListedPageKind = keyof typeof listedPageKinds;

/** A slug a listed page may have: lowercase letters and digits, words joined by single hyphens. */
export const LISTED_PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The kind of listed page a path is (`/portfolio/{slug}`, `/industries/{slug}`), or undefined for any other path. */
export function listedPageKindOf(pagePath: string): ListedPageKind | undefined {
  for (const kind of Object.keys(listedPageKinds) as ListedPageKind[]) {
    const { prefix } = listedPageKinds[kind];
    if (pagePath.startsWith(prefix) && LISTED_PAGE_SLUG.test(pagePath.slice(prefix.length))) return kind;
  }
  return undefined;
}

/** The slug of a listed page's path (`/portfolio/sukhiba` is `sukhiba`). */
export function listedPageSlug(pagePath: string): string {
  return pagePath.slice(pagePath.indexOf('/', 1) + 1);
}

export const aboutPages = [
  { slug: 'mission-and-vision', name: 'Mission & Vision' },
  { slug: 'leadership', name: 'Leadership' },
  { slug: 'alliance', name: 'Alliances' },
  { slug: 'community-engagement', name: 'Community Engagement' },
] as const;

export type AboutPageSlug = (typeof aboutPages)[number]['slug'];

export const paths = {
  home: '/',
  contact: '/contact',
  services: '/services',
  agiliti: '/agiliti-hire-dedicated-developers',
  customWebsiteDevelopment: '/custom-website-development',
  industries: '/industries',
  portfolio: '/portfolio',
  about: '/about',
  career: '/career',
  openRoles: '/career/open-roles',
  lifeAtCompany: `/career/life-at-${siteConfig.slug}`,
  privacy: '/privacy',
  terms: '/terms',
  testing: '/testing',
  serviceOverview: (area: string) => `/services/${area}`,
  servicePage: (area: string, page: string) => `/${area}/${page}`,
  industry: (slug: string) => `/industries/${slug}`,
  portfolioStory: (slug: string) => `/portfolio/${slug}`,
  aboutPage: (slug: string) => `/about/about-${siteConfig.slug}/${slug}`,
} as const;

/** Every sub-service page as a flat list: area, page slug and name (levels 2 and 3 of the Services menu). */
export interface ServicePageRef {
  readonly area: ServiceAreaSlug;
  readonly areaName: string;
  readonly slug: SubServiceSlug;
  readonly name: string;
  readonly path: string;
  /** The level-2 page this one sits under, for level-3 pages. */
  readonly parentSlug?: SubServiceSlug;
}

function flatten(area: ServiceArea, nodes: readonly ServicePageNode[], parentSlug?: string): ServicePageRef[] {
  return nodes.flatMap((node) => [
    {
      area: area.slug as ServiceAreaSlug,
      areaName: area.name,
      slug: node.slug as SubServiceSlug,
      name: node.name,
      path: paths.servicePage(area.slug, node.slug),
      ...(parentSlug ? { parentSlug: parentSlug as SubServiceSlug } : {}),
    },
    ...flatten(area, node.children ?? [], node.slug),
  ]);
}

export const servicePages: readonly ServicePageRef[] = serviceAreas.flatMap((area) => flatten(area, area.pages));

export function findServicePage(area: string | undefined, slug: string | undefined): ServicePageRef | undefined {
  return servicePages.find((page) => page.area === area && page.slug === slug);
}

/** The sub-service page with this slug (slugs are unique across areas); throws for a slug the tree lacks. */
export function servicePage(slug: string): ServicePageRef {
  const found = servicePages.find((page) => page.slug === slug);
  if (!found) throw new Error(`no sub-service page "${slug}" in the site map`);
  return found;
}

/** The service area with this slug; throws for a slug the tree lacks. */
export function serviceArea(slug: ServiceAreaSlug): (typeof serviceAreas)[number] {
  const found = serviceAreas.find((area) => area.slug === slug);
  if (!found) throw new Error(`no service area "${slug}" in the site map`);
  return found;
}
