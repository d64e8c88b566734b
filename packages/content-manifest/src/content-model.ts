/**
 * The content model the marketing team edits (issue 12, docs/decisions/012-pages-made-of-sections.md): one
 * collection of pages, each made of one field per section in page order, and the blocks many pages share in
 * their own single types. Every endpoint of the manifest resolves here to one field of one document, so the
 * REST contract (docs/content-and-editing.md#the-content-api) and the admin are two views of the same content.
 */
import { siteConfig } from '@auralis/site-config';
import {
  aboutPages,
  type ListedPageKind,
  listedPageKindOf,
  listedPageKinds,
  paths,
  type ServiceAreaSlug,
  serviceAreas,
  servicePages,
} from '@auralis/site-map';

import { type EndpointDefinition, endpoints } from './endpoints';
import {
  type PageSourcedSection,
  type Section,
  type SectionRecord,
  sections,
  sectionTable,
  type SharedSection,
} from './sections';
import { type ShapeName, shapes } from './shapes';

/** A field of a page or shared block: one component, or a list of them (repeatable: editors drag to reorder). */
export interface ModelField {
  readonly shape: ShapeName;
  readonly repeatable: boolean;
  /** The admin's label: the section's name and where it shows (the admin shows no hint under a section). */
  readonly label: string;
  /** Where and how the section shows, in the marketer's words (kept as the field's description). */
  readonly description: string;
}

interface PageField extends ModelField {
  readonly section: PageSourcedSection;
}

export const PAGE_UID = 'api::page.page';
export const COMPONENT_CATEGORY = 'sections';

type Table = typeof sectionTable;
type PageFieldNameOf<S extends PageSourcedSection> = Table[S]['pageField']['name'];

/**
 * The page's fields, one per section whose content lives on the page, in the section table's order (docs/service-pages.md
 * §2's; the admin lists them so, and shows a page only the sections it has through the schema's visibility
 * conditions). A sub-service page has its banner (the hero) and the sub-service sections, an area page the area
 * blocks and, for QA & Testing, its four sections.
 */
export const pageFields = Object.fromEntries(
  sections.flatMap((section) => {
    const record: SectionRecord = sectionTable[section];
    if (!record.pageField) return [];
    const { name, label, description } = record.pageField;
    return [[name, { section, shape: record.shape, repeatable: record.list, label, description }]];
  }),
) as {
  readonly [S in PageSourcedSection as PageFieldNameOf<S>]: PageField & {
    readonly section: S;
    readonly shape: Table[S]['shape'];
  };
};

export type PageFieldName = keyof typeof pageFields;

/**
 * The fields of every page entry besides its sections (issue 21): its search data, which the server renders
 * into the HTML head, and its hero, the main heading and introduction at the top. A sub-service page has no
 * hero field: its banner is its hero (decision record 016).
 */
export const pageEntryFields = {
  search: {
    shape: 'searchData',
    repeatable: false,
    label: 'Search data · the title and summary in search results and link previews',
    description:
      'What Google shows for this page and what a link preview shows when someone shares it; the page title is also the browser tab\u2019s.',
  },
  hero: {
    shape: 'pageHero',
    repeatable: false,
    label: 'Hero · the heading and introduction at the top of this page',
    description: 'The page\u2019s main heading and the paragraph under it, first on the page.',
  },
  legal: {
    shape: 'legalDocument',
    repeatable: false,
    label: 'Legal text · the policy under the hero',
    description: 'The text of the policy and the date it last changed.',
  },
  // The home page's sections after its hero (docs/routes-and-shell.md#who-the-site-is-for), in page order.
  journey: {
    shape: 'journeySection',
    repeatable: false,
    label: 'Digital journey · the numbered stages under the hero',
    description: 'The stages of a project, each with the service areas it draws on.',
  },
  successStories: {
    shape: 'sectionIntro',
    repeatable: false,
    label: 'Success stories · the heading over the client story cards',
    description: 'The cards are the portfolio’s stories: edit them in their own pages.',
  },
  pillars: {
    shape: 'cardsSection',
    repeatable: false,
    label: 'Core pillars · the cards after the success stories',
    description: 'What stays the same on every project.',
  },
  imprint: {
    shape: 'imprintSection',
    repeatable: false,
    label: 'Global imprint · the map of offices and the figures',
    description: 'The offices on the map and the figures under it.',
  },
  testimonials: {
    shape: 'testimonialsSection',
    repeatable: false,
    label: 'Client testimonials · the carousel of quotes',
    description: 'Clients’ quotes, one at a time.',
  },
  technologies: {
    shape: 'sectionIntro',
    repeatable: false,
    label: 'Technologies · the heading over the scrolling logos',
    description: 'The logos are the site’s technology logos.',
  },
  resources: {
    shape: 'cardsSection',
    repeatable: false,
    label: 'Resource center · the topics and the link to the resources site',
    description: 'The topics the resources site covers, and the link to it.',
  },
  lifeAndCareer: {
    shape: 'careerSection',
    repeatable: false,
    label: 'Life and career · the last section before the contact form',
    description: 'What working here is like, and the buttons to the career pages.',
  },
  // The about pages' sections (the brand module (packages/site-config) "The company", "People"), in page order.
  aboutFigures: {
    shape: 'figureList',
    repeatable: false,
    label: 'Figures · the row of figures under the hero',
    description: 'The company\u2019s figures, large, under the hero.',
  },
  aboutStory: {
    shape: 'storySection',
    repeatable: false,
    label: 'Our story · the company\u2019s story and its timeline',
    description: 'Paragraphs of the story beside the timeline of milestones.',
  },
  aboutOffices: {
    shape: 'sectionIntro',
    repeatable: false,
    label: 'Our offices · the heading over the office cards',
    description: 'The offices themselves are the company\u2019s facts, kept with its address.',
  },
  mission: {
    shape: 'missionSection',
    repeatable: false,
    label: 'Mission and vision · the two statements under the hero',
    description: 'Why the company exists and where it is going.',
  },
  principles: {
    shape: 'cardsSection',
    repeatable: false,
    label: 'Principles · how the company works toward its mission',
    description: 'The cards after the mission and vision.',
  },
  values: {
    shape: 'cardsSection',
    repeatable: false,
    label: 'Values · the cards of what the company values',
    description: 'The company\u2019s values, as cards.',
  },
  measures: {
    shape: 'pointsSection',
    repeatable: false,
    label: 'Measures · how the company knows it is working',
    description: 'The points after the values.',
  },
  leadership: {
    shape: 'leadersSection',
    repeatable: false,
    label: 'Leadership team · the leaders\u2019 cards and biographies',
    description: 'Each leader\u2019s name, role, biography and portrait (or none, for their initials), in this order.',
  },
  cloudPartners: {
    shape: 'cardsSection',
    repeatable: false,
    label: 'Cloud partnerships · the cards of the cloud providers',
    description: 'One card per cloud provider the company partners with.',
  },
  certifications: {
    shape: 'cardsSection',
    repeatable: false,
    label: 'Certifications · the standards the delivery is certified to',
    description: 'One card per certification.',
  },
  partnershipBenefits: {
    shape: 'cardsSection',
    repeatable: false,
    label: 'What partnerships mean for you · the cards and the link under them',
    description: 'What the partnerships give clients, and a link to the cloud service page.',
  },
  communityPrograms: {
    shape: 'cardsSection',
    repeatable: false,
    label: 'Community programs · the cards of the programs',
    description: 'One card per program.',
  },
  commitments: {
    shape: 'pointsSection',
    repeatable: false,
    label: 'Commitments · the points after the programs',
    description: 'What the company commits to in its community work.',
  },
  // The service pages' section headings (docs/service-pages.md).
  sectionHeadings: {
    shape: 'serviceSectionHeadings',
    repeatable: false,
    label: 'Section headings · over the services, tech stack, benefits and why-choose-us sections',
    description: 'Each section\u2019s heading on this page; an empty one shows the section\u2019s usual heading.',
  },
  // The industries landing's and the six industry pages' sections (docs/service-pages.md), in page order.
  industrySectors: {
    shape: 'cardsHeading',
    repeatable: false,
    label: 'Sectors · the heading over the industry pages\u2019 cards',
    description: 'The cards are the industry pages: their titles and share descriptions.',
  },
  industryValuePoints: {
    shape: 'cardsSection',
    repeatable: false,
    label: 'Value points · the numbered cards under the hero',
    description: 'What the company brings to this sector: five numbered cards.',
  },
  industryServices: {
    shape: 'serviceLinksSection',
    repeatable: false,
    label: 'Services · the links to the service pages that fit the sector',
    description: 'The service pages listed after the value points, with a ticked link each.',
  },
  industryCaseStudy: {
    shape: 'relatedStorySection',
    repeatable: false,
    label: 'Related case study · the story card beside the services',
    description: 'The portfolio story shown, and why it matters to this sector.',
  },
  // A portfolio story's sections (the brand module (packages/site-config) "Case studies": the client is never named), in page order.
  storyFacts: {
    shape: 'storyFacts',
    repeatable: false,
    label: 'Story facts · the client, engagement and team under the hero, and the story\u2019s cards',
    description:
      'The client, the engagement\u2019s length and the team under the hero; the client, result and summary also show on this story\u2019s cards on /portfolio, other stories and the home page.',
  },
  storyChallenge: {
    shape: 'proseSection',
    repeatable: false,
    label: 'The challenge · the client\u2019s problem, first after the facts',
    description: 'What the client faced before the engagement.',
  },
  storyApproach: {
    shape: 'pointsSection',
    repeatable: false,
    label: 'Our approach · the numbered steps after the challenge',
    description: 'How we went about it: one step per line, numbered in this order.',
  },
  storyBuilt: {
    shape: 'cardsSection',
    repeatable: false,
    label: 'What we built · the cards after the approach',
    description: 'One card per thing we delivered.',
  },
  storyOutcome: {
    shape: 'outcomeSection',
    repeatable: false,
    label: 'The outcome · the figures and what changed',
    description:
      'The client\u2019s results, each stated once with the period it covers (the brand module (packages/site-config)).',
  },
  storyTechnologies: {
    shape: 'pointsSection',
    repeatable: false,
    label: 'Technologies · the tags beside the story',
    description: 'The technologies we used, one per line, shown as tags.',
  },
  storyServices: {
    shape: 'serviceLinksSection',
    repeatable: false,
    label: 'Services involved · the links to service pages beside the story',
    description: 'The service pages this story drew on, one path per line.',
  },
  // The headings over the lists on the service root, the area pages, Agiliti and custom website development,
  // whose items are the content service's blocks or other pages' cards.
  servicesList: {
    shape: 'listHeading',
    repeatable: false,
    label: 'Services list · the heading over the list of services',
    description:
      'The heading over the blocks that lead to the services (on an area page without blocks, over the cards of its service pages); the blocks are edited in their own section.',
  },
  qaStandsHeading: {
    shape: 'listHeading',
    repeatable: false,
    label: 'What we stand for · the heading over those cards',
    description: 'The heading over the cards of the "What we stand for" section, after the QA overview.',
  },
  qaWeServeHeading: {
    shape: 'listHeading',
    repeatable: false,
    label: 'Who we test for · the heading over those cards',
    description: 'The heading over the cards of the "Who we test for" section.',
  },
  qaStackHeading: {
    shape: 'listHeading',
    repeatable: false,
    label: 'Testing stack · the heading over the tools',
    description: 'The heading over the cards of the testing tools, before the services list.',
  },
  agilitiServicesHeading: {
    shape: 'labelledHeading',
    repeatable: false,
    label: 'How Agiliti works · the heading over the service cards',
    description: 'The label and heading over the cards of how Agiliti works, the first section under the hero.',
  },
  agilitiFaqHeading: {
    shape: 'labelledHeading',
    repeatable: false,
    label: 'FAQ heading · beside the questions, over the illustration',
    description: 'The label and heading of the questions section; without it the questions show under a plain "FAQ".',
  },
  websiteServicesHeading: {
    shape: 'labelledHeading',
    repeatable: false,
    label: 'What a website project includes · the heading over the service cards',
    description: 'The label and heading over the cards of what a project includes, after the overview.',
  },
  websiteTechStackHeading: {
    shape: 'labelledHeading',
    repeatable: false,
    label: 'Technologies · the heading over the technology logos',
    description: 'The label and heading over the groups of technologies, after the service cards.',
  },
  websiteRelatedPages: {
    shape: 'listHeading',
    repeatable: false,
    label: 'Related services · the heading over the cards of related pages',
    description: 'The cards are the related service pages, each with its own share description.',
  },
  // The open roles page around its list of roles, which is the recruiting system's.
  openRolesList: {
    shape: 'openRolesSection',
    repeatable: false,
    label: 'Open roles · the heading over the roles, and the sentence when there are none',
    description: 'The roles themselves come from the recruiting system.',
  },
  noRoleFits: {
    shape: 'sectionIntro',
    repeatable: false,
    label: 'No role fits · the box after the roles, with the careers mailbox',
    description:
      'Its heading and the paragraph above the link to the careers mailbox, which is the company\u2019s address.',
  },
  aboutPagesList: {
    shape: 'listHeading',
    repeatable: false,
    label: 'Get to know us · the heading over the cards of the four about pages',
    description: 'Each card is an about page, with its share description.',
  },
  storiesList: {
    shape: 'listHeading',
    repeatable: false,
    label: 'Client stories · the heading over the story cards and their industry filter',
    description: 'The cards are the stories\u2019: edit them in their own pages.',
  },
  moreStories: {
    shape: 'listHeading',
    repeatable: false,
    label: 'More client stories · the heading over three other stories at the end of every story',
    description: 'Shown on every client story\u2019s page, over the cards of three others.',
  },
  applicationIntro: {
    shape: 'introText',
    repeatable: false,
    label: 'Job application introduction · above the form on every role\u2019s application page',
    description: 'What an applicant reads before the form: what to send, who reads it and when they reply.',
  },
  inquiryForm: {
    shape: 'inquirySection',
    repeatable: false,
    label: 'Send us a message · the heading over the inquiry choices and the form',
    description: 'The heading, the sentence under it and the question over the choices; each form\u2019s words follow.',
  },
  // The contact page's inquiry forms, and the blocks that lead to them on other pages (docs/forms.md): their words are
  // the contact page entry's, so the blocks read the same on every page that shows them.
  projectForm: {
    shape: 'contactFormCopy',
    repeatable: false,
    label:
      'Project form · on the contact page, and in the start-a-project block that closes the home and industry pages',
    description: 'The choice "Start a project" and the words of its form, wherever the form shows.',
  },
  partnerForm: {
    shape: 'contactFormCopy',
    repeatable: false,
    label: 'Partnership form · on the contact page',
    description: 'The choice "Partner with us" and the words of its form, wherever the form shows.',
  },
  generalForm: {
    shape: 'contactFormCopy',
    repeatable: false,
    label: 'General inquiry form · on the contact page',
    description: 'The choice "General inquiry" and the words of its form, wherever the form shows.',
  },
  agilitiForm: {
    shape: 'contactFormCopy',
    repeatable: false,
    label: 'Agiliti form · on the contact page and on the Agiliti page',
    description: 'The choice "Hire dedicated developers" and the words of its form, wherever the form shows.',
  },
  careerForm: {
    shape: 'contactFormCopy',
    repeatable: false,
    label: 'Career form · on the contact page and on the careers pages',
    description: 'The choice "Careers" and the words of its form, wherever the form shows.',
  },
  contactDetails: {
    shape: 'contactDetailsSection',
    repeatable: false,
    label: 'Reach us directly · the phone, email and address cards under the form',
    description:
      'The number, the address and the office are the company\u2019s settings; these are the words around them.',
  },
  projectBlock: {
    shape: 'contactBlock',
    repeatable: false,
    label: 'Start-a-project block · closes the home page, the industries page and every industry page',
    description: 'The label, heading and paragraph beside the project form.',
  },
  careerBlock: {
    shape: 'contactBlock',
    repeatable: false,
    label: 'Careers block · closes the careers page and the life at the company page',
    description: 'The label, heading and paragraph beside the career form.',
  },
  agilitiBlock: {
    shape: 'contactBlock',
    repeatable: false,
    label: 'Agiliti block · closes the Agiliti page',
    description: 'The label, heading and paragraph beside the Agiliti form.',
  },
  callToAction: {
    shape: 'callToAction',
    repeatable: false,
    label: 'Call to action · the band to the contact page that closes the service, portfolio and about pages',
    description: 'Its heading, the sentence under it and the button\u2019s words; the button always goes to this page.',
  },
} as const satisfies Record<string, ModelField>;

/** The entry fields that are sections of a page: every entry field but its search data, hero and legal text. */
export type PageSectionFieldName = Exclude<keyof typeof pageEntryFields, 'search' | 'hero' | 'legal'>;

export const pageSectionFieldNames: readonly PageSectionFieldName[] = (
  Object.keys(pageEntryFields) as (keyof typeof pageEntryFields)[]
).filter((field): field is PageSectionFieldName => field !== 'search' && field !== 'hero' && field !== 'legal');

export type PageEntryFieldName = keyof typeof pageEntryFields;

export interface SharedTypeDefinition {
  readonly singularName: string;
  readonly pluralName: string;
  readonly displayName: string;
  readonly description: string;
  readonly fields: Readonly<Record<string, ModelField>>;
}

/** Content many pages show, each in a single type named for what it is. */
export const sharedTypes = {
  otherServices: {
    singularName: 'other-marketing-services',
    pluralName: 'other-marketing-services-blocks',
    displayName: 'Shared · Marketing services',
    description: 'The "other digital marketing services" block every service page shows, except the development pages.',
    fields: {
      services: {
        shape: 'otherService',
        repeatable: true,
        label: 'Services · listed in the block on every page that shows it',
        description: 'The services the block links to, in this order, on every page that shows it.',
      },
    },
  },
  performanceMetrics: {
    singularName: 'performance-metrics',
    pluralName: 'performance-metrics-blocks',
    displayName: 'Shared · Performance metrics',
    description: 'The numbered metrics of the performance marketing page.',
    fields: {
      metrics: {
        shape: 'performanceMetric',
        repeatable: true,
        label: 'Metrics · numbered on the performance marketing page',
        description: 'Shown numbered 1, 2, 3, ... in this order on the performance marketing page.',
      },
    },
  },
  platformLogos: {
    singularName: 'platform-logos',
    pluralName: 'platform-logos-blocks',
    displayName: 'Shared · Platform logos',
    description: 'The social media and e-commerce platform logo rows of two marketing pages.',
    fields: {
      socialMedia: {
        shape: 'expertise',
        repeatable: false,
        label: 'Social media logos · on the social media strategy page',
        description: 'The row of social network logos on the social media strategy page.',
      },
      ecommercePlatforms: {
        shape: 'expertise',
        repeatable: false,
        label: 'E-commerce platform logos · on the e-commerce marketing page',
        description: 'The row of store platform logos on the e-commerce marketing page.',
      },
    },
  },
} as const satisfies Record<string, SharedTypeDefinition>;

export type SharedTypeName = keyof typeof sharedTypes;

export function sharedTypeUid(name: SharedTypeName): string {
  const { singularName } = sharedTypes[name];
  return `api::${singularName}.${singularName}`;
}

/** The content types the site's content lives in: the pages and the shared blocks. */
export function contentModelUids(): string[] {
  return [PAGE_UID, ...(Object.keys(sharedTypes) as SharedTypeName[]).map(sharedTypeUid)];
}

export function componentUid(shape: ShapeName): string {
  return `${COMPONENT_CATEGORY}.${shapes[shape].singularName}`;
}

/** Where one REST path's content lives: a field of one page, or a field of a shared block. */
export type ContentSource =
  | { readonly kind: 'page'; readonly path: string; readonly field: PageFieldName }
  | { readonly kind: 'shared'; readonly type: SharedTypeName; readonly field: string };

const pageFieldOfSection = Object.fromEntries(
  (Object.keys(pageFields) as PageFieldName[]).map((field) => [pageFields[field].section, field]),
) as Record<PageSourcedSection, PageFieldName>;

/** The shared sections and, for numbered ones, the field each number reads. */
const sharedSources: Record<SharedSection, (number: number | undefined) => ContentSource | undefined> = {
  'other-services': () => ({ kind: 'shared', type: 'otherServices', field: 'services' }),
  metrics: () => ({ kind: 'shared', type: 'performanceMetrics', field: 'metrics' }),
  expertise: (number) =>
    number === 1
      ? { kind: 'shared', type: 'platformLogos', field: 'socialMedia' }
      : number === 2
        ? { kind: 'shared', type: 'platformLogos', field: 'ecommercePlatforms' }
        : undefined,
};

const isShared = (section: Section): section is SharedSection => section in sharedSources;

/**
 * The field that answers `/api/{endpoint}[/{number}]`, or undefined for a number the endpoint does not have.
 * A numbered page endpoint's number picks the page (docs/content-and-editing.md's index table, `pageNumbers`); any other page
 * endpoint is read by exactly one page.
 */
export function contentSource(endpoint: EndpointDefinition, number?: number): ContentSource | undefined {
  if ((endpoint.numbers === undefined) !== (number === undefined)) return undefined;
  if (number !== undefined && !endpoint.numbers?.includes(number)) return undefined;
  const { section } = endpoint;
  if (isShared(section)) return sharedSources[section](number);
  const field = pageFieldOfSection[section];
  const pagePath =
    number === undefined
      ? endpoint.pages.length === 1
        ? endpoint.pages[0]
        : undefined
      : Object.entries(endpoint.pageNumbers ?? {}).find(([, n]) => n === number)?.[0];
  if (pagePath === undefined) throw new Error(`${endpoint.name}${number ? `/${number}` : ''} has no single page`);
  return { kind: 'page', path: pagePath, field };
}

/** Every REST path's source, in manifest order. */
export function contentSources(): { endpoint: EndpointDefinition; number?: number; source: ContentSource }[] {
  return endpoints.flatMap((endpoint) =>
    (endpoint.numbers ?? [undefined]).map((number) => {
      const source = contentSource(endpoint, number);
      if (!source) throw new Error(`${endpoint.name}/${number} has no source`);
      return number === undefined ? { endpoint, source } : { endpoint, number, source };
    }),
  );
}

/**
 * Where each page's sections keep their content, by page path and section: the one address the site reads by
 * (docs/content-and-editing.md). Derived from the REST paths' sources, so a page reads exactly what its REST
 * path answers: a page field for its own sections, a shared block's field for the blocks many pages show.
 */
let sourcesOfPages: ReadonlyMap<string, ReadonlyMap<Section, ContentSource>> | undefined;

/** Built on the first lookup, not when the module loads: the browser loads this module with every service page. */
function pageSectionSources(): ReadonlyMap<string, ReadonlyMap<Section, ContentSource>> {
  if (sourcesOfPages) return sourcesOfPages;
  const byPage = new Map<string, Map<Section, ContentSource>>();
  for (const { endpoint, number, source } of contentSources()) {
    const readers =
      source.kind === 'page'
        ? [source.path]
        : number === undefined
          ? endpoint.pages
          : Object.entries(endpoint.pageNumbers ?? {}).flatMap(([pagePath, n]) => (n === number ? [pagePath] : []));
    for (const pagePath of readers) {
      const sectionsOfPage = byPage.get(pagePath) ?? new Map<Section, ContentSource>();
      sectionsOfPage.set(endpoint.section, source);
      byPage.set(pagePath, sectionsOfPage);
    }
  }
  sourcesOfPages = byPage;
  return byPage;
}

/** Where `section` of the page at `pagePath` keeps its content, or undefined when the page does not show it. */
export function sectionSource(pagePath: string, section: Section): ContentSource | undefined {
  return pageSectionSources().get(pagePath)?.get(section);
}

export interface ContentPage {
  /**
   * The site path; unique. The pages of the route table have theirs from the seed, read-only in the admin; a
   * listed page's (a story's, an industry page's) is the team's, and a change leaves a redirect behind.
   */
  readonly path: string;
  /** For a story or an industry page: which (issue 34). */
  readonly kind?: ListedPageKind;
  /** What the marketing team calls the page. */
  readonly title: string;
  /** The page's sections that hold content, in page order. */
  readonly fields: readonly PageFieldName[];
  /** Its own hero field; false where the banner is the hero (sub-service pages). */
  readonly hero: boolean;
  /**
   * Its entry fields, in the admin's order: its search data, its hero, and the sections that are its own (a
   * policy's legal text, the home page's sections); `fields` are the sections endpoints read.
   */
  readonly entryFields: readonly PageEntryFieldName[];
}

/** The pages whose sections are entry fields of their own (issue 21), with those fields in page order. */
const sectionFieldsOf = (): Readonly<Record<string, readonly PageEntryFieldName[]>> => ({
  [paths.home]: [
    'journey',
    'successStories',
    'pillars',
    'imprint',
    'testimonials',
    'technologies',
    'resources',
    'lifeAndCareer',
  ],
  [paths.about]: ['aboutFigures', 'aboutStory', 'aboutOffices', 'values', 'aboutPagesList'],
  [paths.aboutPage('mission-and-vision')]: ['mission', 'principles', 'values', 'measures'],
  [paths.aboutPage('leadership')]: ['leadership'],
  [paths.aboutPage('alliance')]: ['cloudPartners', 'certifications', 'partnershipBenefits'],
  [paths.aboutPage('community-engagement')]: ['communityPrograms', 'commitments'],
  ...Object.fromEntries(servicePages.map((page) => [page.path, ['sectionHeadings'] as const])),
  [paths.services]: ['servicesList'],
  ...Object.fromEntries(serviceAreas.map((area) => [paths.serviceOverview(area.slug), areaSectionFields(area.slug)])),
  [paths.agiliti]: ['agilitiServicesHeading', 'agilitiFaqHeading'],
  [paths.customWebsiteDevelopment]: ['websiteServicesHeading', 'websiteTechStackHeading', 'websiteRelatedPages'],
  [paths.portfolio]: ['storiesList', 'moreStories'],
  [paths.openRoles]: ['openRolesList', 'noRoleFits', 'applicationIntro'],
  [paths.contact]: [
    'inquiryForm',
    'projectForm',
    'partnerForm',
    'generalForm',
    'agilitiForm',
    'careerForm',
    'contactDetails',
    'projectBlock',
    'careerBlock',
    'agilitiBlock',
    'callToAction',
  ],
  [paths.industries]: ['industrySectors'],
  [paths.privacy]: ['legal'],
  [paths.terms]: ['legal'],
});

/**
 * An area page's headings, for the lists it shows: the QA blocks where it has them, and its list of services
 * (its blocks, or the cards of its service pages) where it has either.
 */
function areaSectionFields(area: ServiceAreaSlug): PageEntryFieldName[] {
  const pagePath = paths.serviceOverview(area);
  const has = (section: Section) => sectionSource(pagePath, section) !== undefined;
  return [
    ...(has('qa-stands') ? (['qaStandsHeading'] as const) : []),
    ...(has('qa-we-serve') ? (['qaWeServeHeading'] as const) : []),
    ...(has('qa-stack') ? (['qaStackHeading'] as const) : []),
    ...(has('area-list') || servicePages.some((page) => page.area === area) ? (['servicesList'] as const) : []),
  ];
}

function titleOf(pagePath: string): string {
  const named = pagesWithoutSections().find(([candidate]) => candidate === pagePath);
  if (named) return named[1];
  if (pagePath === paths.customWebsiteDevelopment) return 'Custom Website Development';
  if (pagePath === paths.agiliti) return 'Agiliti: Hire Dedicated Developers';
  const page = servicePages.find((candidate) => candidate.path === pagePath);
  if (!page) throw new Error(`no page title for ${pagePath}`);
  return /services?$/i.test(page.name) ? page.name : `${page.name} Services`;
}

/**
 * Pages of the collection that no endpoint reads: their hero and search data are all they hold so far (issue
 * 21); their sections are still the site's code. Each with what the marketing team calls it.
 */
const pagesWithoutSections = (): readonly (readonly [path: string, title: string])[] => [
  [paths.home, 'Home page'],
  [paths.contact, 'Contact'],
  [paths.services, 'Services (all service areas)'],
  ...serviceAreas.map((area) => [paths.serviceOverview(area.slug), `${area.name} (area page)`] as const),
  [paths.industries, 'Industries'],
  [paths.portfolio, 'Portfolio'],
  [paths.about, 'About'],
  ...aboutPages.map((page) => [paths.aboutPage(page.slug), `${page.name} (about page)`] as const),
  [paths.career, 'Careers'],
  [paths.openRoles, 'Open roles'],
  [paths.lifeAtCompany, `Life at ${siteConfig.shortName}`],
  [paths.privacy, 'Privacy policy'],
  [paths.terms, 'Terms of use'],
];

/**
 * The entry fields of the pages the team adds themselves (issue 34), by kind, in page order: every client story
 * has the story's sections, every industry page the industry page's, whatever its slug.
 */
export const listedPageEntryFields = {
  story: [
    'storyFacts',
    'storyChallenge',
    'storyApproach',
    'storyBuilt',
    'storyOutcome',
    'storyTechnologies',
    'storyServices',
  ],
  industry: ['industryValuePoints', 'industryServices', 'industryCaseStudy'],
} as const satisfies Record<ListedPageKind, readonly PageEntryFieldName[]>;

/**
 * The fields of a listed page that say how it is listed (issue 34): plain fields of the page entry, beside its
 * title and path. `industry` is a story's only.
 */
export const listingFields = {
  listName: {
    label: 'Name in lists',
    description:
      'How menus, cards and filters name this page: a story\u2019s name on its cards, an industry\u2019s in the Industries menu.',
    kinds: ['story', 'industry'],
  },
  listOrder: {
    label: 'Order in lists',
    description: 'Where the page comes among its kind on the site: lower numbers first (1, 2, 3 ...).',
    kinds: ['story', 'industry'],
  },
  industry: {
    label: 'Industry',
    description:
      'The slug of the industry page this story is filed under, as in /industries/healthcare: healthcare. The portfolio filters by it, and that industry page may show the story.',
    kinds: ['story'],
  },
} as const satisfies Record<string, { label: string; description: string; kinds: readonly ListedPageKind[] }>;

export type ListingFieldName = keyof typeof listingFields;

/** The page entry of a story or industry page at `pagePath` (a path of its kind; anything else throws). */
export function listedContentPage(pagePath: string, title: string): ContentPage & { readonly kind: ListedPageKind } {
  const kind = listedPageKindOf(pagePath);
  if (!kind) throw new Error(`${pagePath} is not the path of a story or an industry page`);
  return {
    path: pagePath,
    title,
    kind,
    fields: [],
    hero: true,
    entryFields: ['search', 'hero', ...listedPageEntryFields[kind]],
  };
}

/** What the team calls a listed page in the Pages list, from the name it has in lists. */
export function listedPageTitle(pagePath: string, listName: string): string {
  const kind = listedPageKindOf(pagePath);
  return kind ? `${listName} (${listedPageKinds[kind].noun})` : listName;
}

/**
 * The pages of the collection, sorted by path: every page an endpoint reads a page field of, and every other
 * page of docs/careers.md's route table that shows copy (but the job pages, whose copy is the recruiting provider's,
 * and the style guide).
 */
export function contentPages(): ContentPage[] {
  const byPath = new Map<string, Set<PageFieldName>>(pagesWithoutSections().map(([pagePath]) => [pagePath, new Set()]));
  for (const { source } of contentSources()) {
    if (source.kind !== 'page') continue;
    const fields = byPath.get(source.path) ?? new Set<PageFieldName>();
    fields.add(source.field);
    byPath.set(source.path, fields);
  }
  const order = Object.keys(pageFields) as PageFieldName[];
  const sectionFields = sectionFieldsOf();
  return [...byPath]
    .map(([pagePath, fields]) => ({
      path: pagePath,
      title: titleOf(pagePath),
      fields: order.filter((field) => fields.has(field)),
      hero: !fields.has('banner'),
      entryFields: [
        'search' as const,
        ...(fields.has('banner') ? [] : ['hero' as const]),
        ...(sectionFields[pagePath] ?? []),
      ],
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

let entryFieldsByPath: ReadonlyMap<string, readonly PageEntryFieldName[]> | undefined;

/**
 * The entry fields the page at `pagePath` has (its search data, its hero where it has one, its own sections): a
 * page of the route table's, a story's or an industry page's by its kind, and every entry field for any other
 * path. A page's read populates these and no others.
 */
export function entryFieldsOf(pagePath: string): readonly PageEntryFieldName[] {
  entryFieldsByPath ??= new Map(contentPages().map((page) => [page.path, page.entryFields]));
  const fields = entryFieldsByPath.get(pagePath);
  if (fields) return fields;
  const kind = listedPageKindOf(pagePath);
  return kind
    ? ['search', 'hero', ...listedPageEntryFields[kind]]
    : (Object.keys(pageEntryFields) as PageEntryFieldName[]);
}
