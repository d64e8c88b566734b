/**
 * docs/service-pages.md: which sections a service page shows, in which order, and which of
 * them get a tab in the sticky section menu. This is the one table: the manifest's endpoints and the web's
 * pages both derive from it, so a section is hidden in exactly one place.
 */

import { servicePages, type SubServiceSlug } from '@auralis/site-map';

import { type SectionRecord, sections, sectionTable, type SubServiceSection, type TabbedSection } from './sections';

/** The sections below the hero of a sub-service page, in docs/service-pages.md's order (the section table's). */
export const pageSections: readonly PageSection[] = sections.filter(
  (section): section is SubServiceSection => sectionTable[section].subService,
);

export type PageSection = SubServiceSection;

export type TabSection = TabbedSection;

/** The sections with a tab in the section menu, and the tab's label (docs/routes-and-shell.md#the-shell). */
export const sectionTabs = Object.fromEntries(
  sections.flatMap((section) => {
    const record: SectionRecord = sectionTable[section];
    return record.tab ? [[section, record.tab]] : [];
  }),
) as Readonly<Record<TabSection, string>>;

/** The extra block of item 9: social media logos, or platform logos (one from the content service, one static). */
export type ExpertiseVariant = 'social-media' | 'ecommerce-platforms' | 'email-platforms';

export interface ServicePageLayout {
  readonly sections: readonly PageSection[];
  readonly tabs: readonly TabSection[];
  readonly expertise?: ExpertiseVariant;
  /** The dedicated-developers page: FAQ with a heading and an illustration, tech stack without its heading. */
  readonly variant: 'sub-service' | 'agiliti' | 'custom-website-development';
  /** The tech stack's heading is for screen readers only (the dedicated-developers page, docs/service-pages.md). */
  readonly techStackHeadingHidden: boolean;
  /** The FAQ has a heading and an illustration (the dedicated-developers page). */
  readonly faqWithHeading: boolean;
}

/** The level-2 pages whose children are docs/service-pages.md's (web and mobile development). */
const developmentParents: readonly SubServiceSlug[] = ['web-development-consulting', 'mobile-app-design-development'];

/**
 * docs/service-pages.md: every page except the six development pages shows the other digital marketing services. The six
 * are the pages the site map lists under web and mobile development.
 */
export const developmentSubPageSlugs: readonly SubServiceSlug[] = servicePages
  .filter((page) => page.parentSlug !== undefined && developmentParents.includes(page.parentSlug))
  .map((page) => page.slug);

/** What an exception changes on a page: sections it hides, and opt-in sections it adds. */
interface LayoutException {
  readonly hide?: readonly PageSection[];
  readonly add?: PageSection[];
}

/** Every exception of docs/service-pages.md, keyed by a sub-service slug of the site map. */
const exceptions: Readonly<Record<string, LayoutException>> = {
  'orm-service': { hide: ['tech-stack'] },
  'ecommerce-marketing-solution': { hide: ['industries'], add: ['expertise'] },
  'performance-marketing-services': { hide: ['industries'], add: ['metrics'] },
  'social-media-strategy-services': { add: ['expertise'] },
  'targeted-email-marketing-services': { add: ['expertise'] },
  ...Object.fromEntries(developmentSubPageSlugs.map((slug) => [slug, { hide: ['other-services'] as const }])),
} satisfies Partial<Record<SubServiceSlug, LayoutException>>;

const expertiseVariants: Readonly<Record<string, ExpertiseVariant>> = {
  'social-media-strategy-services': 'social-media',
  'ecommerce-marketing-solution': 'ecommerce-platforms',
  'targeted-email-marketing-services': 'email-platforms',
} satisfies Partial<Record<SubServiceSlug, ExpertiseVariant>>;

/** Sections every sub-service page has unless an exception hides them; metrics and the extra block are opt-in. */
const defaultSections: readonly PageSection[] = pageSections.filter(
  (section) => section !== 'metrics' && section !== 'expertise',
);

const isTab = (section: PageSection): section is TabSection => section in sectionTabs;

function layout(sections: readonly PageSection[], variant: ServicePageLayout['variant'], slug?: string) {
  const ordered = pageSections.filter((section) => sections.includes(section));
  const expertise = slug ? expertiseVariants[slug] : undefined;
  return {
    sections: ordered,
    tabs: ordered.filter(isTab),
    variant,
    techStackHeadingHidden: variant === 'agiliti',
    faqWithHeading: variant === 'agiliti',
    ...(expertise ? { expertise } : {}),
  } satisfies ServicePageLayout;
}

/** The layout of the sub-service page with this slug (every slug under docs/service-pages.md). */
function buildSubServiceLayout(slug: string): ServicePageLayout {
  const exception = exceptions[slug] ?? {};
  const sections = [...defaultSections, ...(exception.add ?? [])].filter(
    (section) => !(exception.hide ?? []).includes(section),
  );
  return layout(sections, 'sub-service', slug);
}

/**
 * One layout object per page, the same on every call: the site's sections are islands that keep their server
 * HTML until they near the viewport, and a layout that was a new object on each render of the page counted
 * as new props, which hydrated (and downloaded) every section of the page at once.
 */
const subServiceLayouts: ReadonlyMap<string, ServicePageLayout> = new Map(
  servicePages.map((page) => [page.slug, buildSubServiceLayout(page.slug)]),
);

export function subServiceLayout(slug: string): ServicePageLayout {
  return subServiceLayouts.get(slug) ?? buildSubServiceLayout(slug);
}

/** Whether a sub-service page shows a section: the manifest asks this before it lists an endpoint. */
export function showsSection(slug: string, section: PageSection): boolean {
  return subServiceLayout(slug).sections.includes(section);
}

/**
 * The dedicated-developers page (docs/routes-and-shell.md route table): the offer's terms, the tech stack without its heading
 * (the fallback groups, as no endpoint lists one), then the FAQ with heading and illustration.
 */
export const agilitiLayout: ServicePageLayout = layout(['services', 'tech-stack', 'faq'], 'agiliti');

/** Custom website development: overview, what a project includes, the fallback tech stack and the FAQ. */
export const customWebsiteDevelopmentLayout: ServicePageLayout = layout(
  ['overview', 'services', 'tech-stack', 'faq'],
  'custom-website-development',
);

/** docs/service-pages.md: the why-choose-us grid is at most 650 px wide with exactly four items, 950 px otherwise. */
export const whyChooseGridWidth = (count: number) => (count === 4 ? 650 : 950);

/**
 * Whether a sub-service page lists its sibling pages as cards under its sections: not on a digital marketing
 * page whose "other services" section lists them already.
 */
export function listsSiblingPages(slug: SubServiceSlug): boolean {
  const page = servicePages.find((candidate) => candidate.slug === slug);
  return !(page?.area === 'digital-marketing-services' && showsSection(slug, 'other-services'));
}
