/**
 * The section table (issue 22, decision record 015): one record per section a page can show. Its order is the
 * order of docs/service-pages.md (the banner, which is a service page's hero, then the sub-service sections), which is
 * also the order of the page's fields in the admin. Everything else about a section derives from here: the `Section` type and each section's content
 * shape (endpoints.ts), the page's fields in the content model (content-model.ts), the sub-service order and
 * the sticky tab bar (service-layout.ts), and the site's section labels. Adding a section is one record here
 * plus its component in the site's section registry (apps/web/app/features/service-sections/render-sections.tsx).
 */
import { siteConfig } from '@auralis/site-config';

import type { ShapeName } from './shapes';

export interface SectionRecord {
  /** The shape of its content (shapes.ts). */
  readonly shape: ShapeName;
  /** A list of entries (an editor reorders them by drag) or one entry. */
  readonly list: boolean;
  /** Whether it is one of the sub-service page's sections (docs/service-pages.md). */
  readonly subService: boolean;
  /** The label of its tab in the sticky section menu (docs/routes-and-shell.md#the-shell); none without a tab. */
  readonly tab?: string;
  /** The heading a page shows when it has none of its own for this section (section-headings.ts has them). */
  readonly defaultHeading?: string;
  /**
   * Where its content lives: a field of the page (its name, the admin's label and where it shows, in the
   * marketer's words), or, without one, a shared block (content-model.ts `sharedSources`).
   */
  readonly pageField?: { readonly name: string; readonly label: string; readonly description: string };
}

export const sectionTable = {
  banner: {
    shape: 'serviceBlock',
    list: false,
    subService: false,
    pageField: {
      name: 'banner',
      label: 'Banner · the hero at the top of this page',
      description:
        'The top of this service page: the title is its main heading, the text stands under it, and the link label and link make its button (docs/forms.md: to /contact). The picture shows beside the text on wide screens.',
    },
  },
  overview: {
    shape: 'overview',
    list: false,
    subService: true,
    tab: 'Overview',
    pageField: {
      name: 'overview',
      label: 'Overview · first section under the hero',
      description: 'The first section under the page\u2019s hero: heading, Markdown text and an illustration.',
    },
  },
  services: {
    shape: 'serviceBlock',
    list: true,
    subService: true,
    tab: 'Services',
    defaultHeading: 'What we do',
    pageField: {
      name: 'services',
      label: 'Services · the cards under the overview',
      description: 'The service cards under the overview (the Services tab). Drag to reorder.',
    },
  },
  metrics: { shape: 'performanceMetric', list: true, subService: true },
  'other-services': { shape: 'otherService', list: true, subService: true },
  'tech-stack': {
    shape: 'techStackGroup',
    list: true,
    subService: true,
    tab: 'Tech Stack',
    defaultHeading: 'Technologies our engineers work in',
    pageField: {
      name: 'techStack',
      label: 'Tech stack · groups of technology logos',
      description: 'The groups of technology logos (the Tech Stack tab). Drag to reorder.',
    },
  },
  benefits: {
    shape: 'benefitItem',
    list: true,
    subService: true,
    tab: 'Benefits',
    defaultHeading: 'What you get',
    pageField: {
      name: 'benefits',
      label: 'Benefits · the key-benefit tabs',
      description: 'The key-benefit tabs; the first one is open when the page loads (the Benefits tab).',
    },
  },
  'why-choose-us': {
    shape: 'whyChooseItem',
    list: true,
    subService: true,
    tab: 'Why Choose Us?',
    defaultHeading: `Why clients choose ${siteConfig.name}`,
    pageField: {
      name: 'whyChooseUs',
      label: 'Why choose us · the grid of reasons',
      description: 'The reasons in the "Why choose us?" grid; exactly four make a narrower grid.',
    },
  },
  expertise: { shape: 'expertise', list: false, subService: true },
  industries: {
    shape: 'expertise',
    list: false,
    subService: true,
    tab: 'Industries',
    pageField: {
      name: 'industries',
      label: 'Industries · the moving row of industry badges',
      description: 'The moving row of industry badges with its heading (the Industries tab).',
    },
  },
  faq: {
    shape: 'faqItem',
    list: true,
    subService: true,
    tab: 'FAQ',
    pageField: {
      name: 'faq',
      label: 'FAQ · the questions at the end of the page',
      description: 'The questions at the end of the page, in this order; every item starts closed. Drag to reorder.',
    },
  },
  'area-list': {
    shape: 'serviceBlock',
    list: true,
    subService: false,
    pageField: {
      name: 'areaBlocks',
      label: 'Area blocks · the list under the banner of an area page',
      description: 'The list of blocks under the banner of this area page, pictures alternating left and right.',
    },
  },
  'qa-overview': {
    shape: 'contentItem',
    list: false,
    subService: false,
    pageField: {
      name: 'qaOverview',
      label: 'QA overview · the introduction of the QA & Testing page',
      description: 'The introduction of the QA & Testing page, under its banner.',
    },
  },
  'qa-stands': {
    shape: 'contentItem',
    list: true,
    subService: false,
    pageField: {
      name: 'qaStands',
      label: 'What we stand for · cards on the QA & Testing page',
      description: 'The cards of the "what we stand for" section of the QA & Testing page.',
    },
  },
  'qa-we-serve': {
    shape: 'contentItem',
    list: true,
    subService: false,
    pageField: {
      name: 'qaWeServe',
      label: 'Who we serve · on the QA & Testing page',
      description: 'The industries and teams the QA & Testing page says it serves.',
    },
  },
  'qa-stack': {
    shape: 'contentItem',
    list: true,
    subService: false,
    pageField: {
      name: 'qaStack',
      label: 'QA tool stack · tool logos on the QA & Testing page',
      description: 'The groups of testing tools, with their logos, on the QA & Testing page.',
    },
  },
} as const satisfies Record<string, SectionRecord>;

type Table = typeof sectionTable;

/** Every section a page can show. */
export type Section = keyof Table;

/** The sections whose content is a field of the page (the others come from a shared block). */
export type PageSourcedSection = { [S in Section]: Table[S] extends { pageField: object } ? S : never }[Section];
export type SharedSection = Exclude<Section, PageSourcedSection>;

/** The sub-service page's sections, in docs/service-pages.md's order. */
export type SubServiceSection = { [S in Section]: Table[S]['subService'] extends true ? S : never }[Section];

/** The sections with a tab, and the tab's label. */
export type TabbedSection = { [S in Section]: Table[S] extends { tab: string } ? S : never }[Section];

/** The sections with a tab and a default heading. */
export type HeadedSection = {
  [S in Section]: Table[S] extends { tab: string; defaultHeading: string } ? S : never;
}[Section];

/** The content of a section: its shape, and whether it is a list of entries or one. */
export type SectionContent<S extends Section> = {
  readonly shape: Table[S]['shape'];
  readonly kind: Table[S]['list'] extends true ? 'list' : 'single';
};

export const sections = Object.keys(sectionTable) as Section[];
