/**
 * The content shapes of docs/content-and-editing.md: the fields of one item an endpoint answers with. Each shape is one Strapi
 * component in the `sections` category; content-model.ts places the components in the pages and the shared
 * blocks the marketing team edits. A field's `description` is the hint the admin shows under its input, in
 * the marketer's words: where it appears on the site.
 */

/** `items` is a list of another shape's items inside this one (a nested repeatable component, dragged to reorder). */
export type FieldType = 'string' | 'text' | 'richtext' | 'media' | 'media-multiple' | 'items';

export interface FieldDefinition {
  readonly type: FieldType;
  /** For `items`: the shape of each item. */
  readonly of?: string;
  readonly required?: boolean;
  /** The admin's label; the field's name, capitalised, when absent. */
  readonly label?: string;
  readonly description: string;
}

export interface ShapeDefinition {
  /** The Strapi component's name (kebab-case) in the `sections` category. */
  readonly singularName: string;
  readonly displayName: string;
  readonly description: string;
  /** The field the admin names an item by (the header of an item in a list section). */
  readonly mainField: string;
  readonly fields: Readonly<Record<string, FieldDefinition>>;
}

/** The fields most sections open with: their label, heading and the paragraph under it. */
const sectionLabel = {
  type: 'string',
  required: true,
  description: 'The short label in capitals above the heading.',
} as const;
const sectionHeading = { type: 'string', required: true, description: 'The section\u2019s heading.' } as const;
const sectionIntroduction = {
  type: 'text',
  required: true,
  label: 'Introduction',
  description: 'The paragraph under the heading.',
} as const;
const optionalIntroduction = {
  type: 'text',
  label: 'Introduction',
  description: 'The paragraph under the heading; leave empty for none.',
} as const;

export const shapes = {
  serviceBlock: {
    singularName: 'service-block',
    displayName: 'Service block',
    description: 'A titled block with text, a call to action and an image: service lists, cards and banners.',
    mainField: 'title',
    fields: {
      title: {
        type: 'string',
        required: true,
        description: 'Heading of the block or card; in a page\u2019s banner, the page\u2019s main heading.',
      },
      description: { type: 'text', required: true, description: 'Text under the heading.' },
      CTA: {
        type: 'string',
        label: 'Link label',
        description: 'Label of the link under the text (in a banner, its button); leave empty for no link.',
      },
      url: { type: 'string', label: 'Link', description: 'Where that link leads: a site path such as /contact.' },
      image: {
        type: 'media',
        description: 'Picture or icon beside the text (in a banner, shown on wide screens only).',
      },
    },
  },
  overview: {
    singularName: 'overview',
    displayName: 'Overview',
    description: 'The overview section of a service page; the description is Markdown.',
    mainField: 'heading',
    fields: {
      title: { type: 'string', required: true, description: 'Small label above the heading, usually "Overview".' },
      heading: {
        type: 'string',
        required: true,
        description: 'Heading of the overview, the first section under the hero.',
      },
      description: {
        type: 'richtext',
        required: true,
        description: 'The overview text in Markdown: paragraphs, **bold** and short lists.',
      },
      image: { type: 'media', description: 'Illustration beside the overview.' },
    },
  },
  whyChooseItem: {
    singularName: 'why-choose-item',
    displayName: 'Why choose us item',
    description: 'One reason in the "Why choose us?" grid of a service page.',
    mainField: 'title',
    fields: {
      title: { type: 'string', required: true, description: 'Heading of the reason in the "Why choose us?" grid.' },
      description: { type: 'text', required: true, description: 'Text of the reason.' },
      icon: { type: 'media', description: 'Icon above the heading.' },
    },
  },
  faqItem: {
    singularName: 'faq-item',
    displayName: 'FAQ item',
    description: 'A question and its answer, optionally with a call-to-action link to a site path.',
    mainField: 'question',
    fields: {
      question: { type: 'string', required: true, description: 'The question, shown on the closed FAQ item.' },
      answer: { type: 'text', required: true, description: 'The answer, shown when a visitor opens the item.' },
      cta: {
        type: 'string',
        label: 'Link label',
        description: 'Label of a link under the answer; leave empty for no link.',
      },
      path: { type: 'string', label: 'Link', description: 'Where that link leads: a site path such as /contact.' },
    },
  },
  techStackGroup: {
    singularName: 'tech-stack-group',
    displayName: 'Tech stack group',
    description: 'A group of technology logos (Frontend, Backend, Cloud, ...).',
    mainField: 'title',
    fields: {
      title: { type: 'string', required: true, description: 'Name of the group (Frontend, Backend, Cloud, ...).' },
      heading: { type: 'string', description: 'Line shown with the group.' },
      images: {
        type: 'media-multiple',
        label: 'Logos',
        description: 'The technology logos of the group, in the order shown.',
      },
    },
  },
  expertise: {
    singularName: 'logo-set',
    displayName: 'Logo set',
    description: 'Logos with a heading: industries marquee, social media and e-commerce platforms.',
    mainField: 'title',
    fields: {
      title: { type: 'string', required: true, description: 'Name of the logo set.' },
      heading: { type: 'string', description: 'Heading above the moving row of logos.' },
      description: { type: 'text', description: 'Text under the heading.' },
      images: {
        type: 'media-multiple',
        label: 'Logos',
        description:
          'The logos, in the order they scroll past. Give each one its alternative text in the media library (the pencil on the file): the site shows an uploaded logo with it and reads it out as the logo\u2019s name.',
      },
    },
  },
  benefitItem: {
    singularName: 'benefit-item',
    displayName: 'Benefit tab',
    description: 'One tab of the key benefits of a service page.',
    mainField: 'title',
    fields: {
      title: { type: 'string', required: true, description: 'Label of the tab in the key benefits.' },
      description: { type: 'text', required: true, description: 'Text shown while the tab is selected.' },
      icon: { type: 'media', description: 'Icon of the tab.' },
    },
  },
  performanceMetric: {
    singularName: 'performance-metric',
    displayName: 'Performance metric',
    description: 'A metric shown numbered on the performance marketing page.',
    mainField: 'title',
    fields: {
      title: { type: 'string', required: true, description: 'Name of the metric, shown numbered.' },
      description: { type: 'text', required: true, description: 'What the metric tells you.' },
    },
  },
  otherService: {
    singularName: 'other-service',
    displayName: 'Other service',
    description: 'An entry of the "other digital marketing services" block.',
    mainField: 'title',
    fields: {
      title: { type: 'string', required: true, description: 'Name of the service.' },
      description: { type: 'text', description: 'One line about the service.' },
      path: { type: 'string', description: "The service's page: a site path." },
      icon: { type: 'media', description: 'Icon of the service.' },
    },
  },
  contentItem: {
    singularName: 'content-item',
    displayName: 'Content item',
    description:
      'A general content item (QA overview, stands, we serve, stack) with optional colour, icon, path and images.',
    mainField: 'title',
    fields: {
      title: { type: 'string', required: true, description: 'Heading of the item.' },
      heading: { type: 'string', description: 'Line shown with the heading.' },
      description: { type: 'text', description: 'Text of the item.' },
      hexvalue: { type: 'string', label: 'Accent colour', description: 'Accent colour as a hex value, e.g. #2545eb.' },
      path: { type: 'string', description: 'A site path the item links to.' },
      icon: { type: 'media', description: 'Icon of the item.' },
      image: { type: 'media', description: 'Picture of the item.' },
      images: { type: 'media-multiple', description: 'Logos of the item (the tool stack).' },
    },
  },
  searchData: {
    singularName: 'search-data',
    displayName: 'Search data',
    description:
      'What search engines and link previews show for a page (docs/content-and-editing.md \u00a72 "Search data per slug").',
    mainField: 'title',
    fields: {
      title: {
        type: 'string',
        required: true,
        label: 'Page title',
        description:
          'The title in the browser tab and the headline of the page in search results (up to about 60 characters).',
      },
      description: {
        type: 'text',
        required: true,
        description: 'The summary under that headline in search results (up to about 155 characters).',
      },
      ogTitle: {
        type: 'string',
        required: true,
        label: 'Share title',
        description: 'The title of the preview card when someone shares the page on LinkedIn, X, Slack or in a chat.',
      },
      ogDescription: {
        type: 'text',
        required: true,
        label: 'Share description',
        description:
          'The text of that preview card, under its title. The card\u2019s picture is the site\u2019s, the same on every page.',
      },
      keywords: {
        type: 'text',
        label: 'Keywords',
        description: 'The search phrases this page is about, separated by commas.',
      },
      canonicalUrl: {
        type: 'string',
        required: true,
        label: 'Canonical URL',
        description:
          'The page\u2019s full address as search engines should list it: the site\u2019s address followed by the page\u2019s path. Change it only when this page repeats another one.',
      },
    },
  },
  pageHero: {
    singularName: 'page-hero',
    displayName: 'Page hero',
    description: 'The main heading and introduction at the top of a page.',
    mainField: 'heading',
    fields: {
      label: {
        type: 'string',
        description: 'The short label in capitals above the heading; leave empty for none.',
      },
      heading: {
        type: 'string',
        required: true,
        description: 'The page\u2019s main heading, the first thing a visitor reads at the top of the page.',
      },
      intro: {
        type: 'text',
        required: true,
        label: 'Introduction',
        description: 'The paragraph under the heading.',
      },
      buttonLabel: {
        type: 'string',
        label: 'Button',
        description:
          'The words on the button under the introduction, on pages that have one (where it leads is fixed); leave empty for no button.',
      },
    },
  },
  legalDocument: {
    singularName: 'legal-document',
    displayName: 'Legal document',
    description: 'The text of a policy page (privacy policy, terms of use) and the date it last changed.',
    mainField: 'lastUpdated',
    fields: {
      lastUpdated: {
        type: 'string',
        required: true,
        label: 'Last updated',
        description:
          'The day the text last changed, as 2026-11-01: shown above the text as "Last updated November 1, 2026".',
      },
      body: {
        type: 'richtext',
        required: true,
        label: 'Text',
        description:
          'The policy in Markdown. Each "## " line starts a numbered section (the numbers are added on the page); paragraphs are separated by an empty line, and list items start with "- ".',
      },
    },
  },
  // The sections of the pages other than service pages (issue 21): each a heading, an introduction and, where
  // the section lists things, its items, which editors drag to reorder.
  sectionIntro: {
    singularName: 'section-intro',
    displayName: 'Section heading',
    description: 'The heading and introduction of a section whose cards come from other pages.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      intro: sectionIntroduction,
    },
  },
  card: {
    singularName: 'card',
    displayName: 'Card',
    description: 'A titled paragraph in a section\u2019s list of cards.',
    mainField: 'title',
    fields: {
      title: { type: 'string', required: true, description: 'The card\u2019s heading.' },
      text: { type: 'text', required: true, description: 'The paragraph under the card\u2019s heading.' },
    },
  },
  cardsSection: {
    singularName: 'cards-section',
    displayName: 'Section with cards',
    description: 'A heading, an introduction and cards, with an optional link under them.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      intro: optionalIntroduction,
      cards: { type: 'items', of: 'card', description: 'The cards, in this order; drag to reorder.' },
      linkLabel: {
        type: 'string',
        label: 'Link label',
        description: 'The label of the link under the cards; leave empty for no link.',
      },
      link: {
        type: 'string',
        description: 'Where that link leads: a site path such as /contact, or a full address.',
      },
    },
  },
  journeyStage: {
    singularName: 'journey-stage',
    displayName: 'Journey stage',
    description: 'One stage of the home page\u2019s digital journey, with the service areas it draws on.',
    mainField: 'title',
    fields: {
      title: { type: 'string', required: true, description: 'The stage\u2019s name, under its number.' },
      text: { type: 'text', required: true, description: 'What happens in this stage.' },
      areas: {
        type: 'text',
        required: true,
        label: 'Service areas',
        description:
          'The service area pages this stage links to, one path per line, such as /services/digital-strategy-services; each shows with its services.',
      },
    },
  },
  journeySection: {
    singularName: 'journey-section',
    displayName: 'Digital journey',
    description: 'The home page\u2019s stages of a project, numbered in order.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      intro: sectionIntroduction,
      stages: { type: 'items', of: 'journeyStage', description: 'The stages, numbered 01, 02, ... in this order.' },
    },
  },
  office: {
    singularName: 'office',
    displayName: 'Office',
    description: 'An office, listed and marked on the map.',
    mainField: 'city',
    fields: {
      city: { type: 'string', required: true, description: 'The city, as the list and the map\u2019s label show it.' },
      country: { type: 'string', required: true, description: 'The country, after the city in the list.' },
      role: { type: 'string', required: true, description: 'What the office is, e.g. "Delivery center".' },
      longitude: {
        type: 'string',
        required: true,
        description: 'Where the map\u2019s marker goes: degrees east, negative for west, e.g. 77.59.',
      },
      latitude: {
        type: 'string',
        required: true,
        description: 'Where the map\u2019s marker goes: degrees north, negative for south, e.g. 12.97.',
      },
    },
  },
  figure: {
    singularName: 'figure',
    displayName: 'Figure',
    description: 'A large figure with a short label under it.',
    mainField: 'value',
    fields: {
      value: { type: 'string', required: true, description: 'The figure, large, e.g. "500+".' },
      label: { type: 'string', required: true, description: 'What the figure counts, under it.' },
    },
  },
  imprintSection: {
    singularName: 'imprint-section',
    displayName: 'Global imprint',
    description: 'The home page\u2019s map of offices and the company\u2019s figures.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      intro: sectionIntroduction,
      offices: { type: 'items', of: 'office', description: 'The offices, listed in this order and marked on the map.' },
      figures: { type: 'items', of: 'figure', description: 'The figures under the map, in this order.' },
    },
  },
  testimonial: {
    singularName: 'testimonial',
    displayName: 'Testimonial',
    description: 'A client\u2019s quote, attributed by role and sector, with the service it is about.',
    mainField: 'attribution',
    fields: {
      quote: { type: 'text', required: true, description: 'The client\u2019s words, shown in quotation marks.' },
      attribution: {
        type: 'string',
        required: true,
        description: 'Who said it, by role, sector and city; never a person\u2019s name.',
      },
      serviceName: {
        type: 'string',
        required: true,
        label: 'Service',
        description: 'The service the quote is about, shown as a link under it.',
      },
      servicePath: {
        type: 'string',
        required: true,
        label: 'Service page',
        description: 'The path of that service\u2019s page, such as /quality-assurance-services.',
      },
    },
  },
  testimonialsSection: {
    singularName: 'testimonials-section',
    displayName: 'Client testimonials',
    description: 'Clients\u2019 quotes, one at a time in a carousel.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      intro: sectionIntroduction,
      testimonials: { type: 'items', of: 'testimonial', description: 'The quotes, in the carousel\u2019s order.' },
    },
  },
  link: {
    singularName: 'link',
    displayName: 'Link',
    description: 'A labelled link to a page of the site.',
    mainField: 'label',
    fields: {
      label: { type: 'string', required: true, description: 'The link\u2019s label.' },
      path: { type: 'string', required: true, description: 'Where it leads: a site path such as /career.' },
    },
  },
  careerSection: {
    singularName: 'career-section',
    displayName: 'Life and career',
    description: 'What working at the company is like, with links to the career pages.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      intro: sectionIntroduction,
      points: {
        type: 'text',
        required: true,
        description: 'The points shown with a tick, one per line.',
      },
      links: { type: 'items', of: 'link', description: 'The buttons under the points, in this order.' },
    },
  },
  milestone: {
    singularName: 'milestone',
    displayName: 'Milestone',
    description: 'A year and what happened in it, on the company\u2019s timeline.',
    mainField: 'year',
    fields: {
      year: { type: 'string', required: true, description: 'The year, in bold on the timeline.' },
      text: { type: 'text', required: true, description: 'What happened that year.' },
    },
  },
  storySection: {
    singularName: 'story-section',
    displayName: 'Story and timeline',
    description: 'Paragraphs of the company\u2019s story beside its timeline.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      paragraphs: {
        type: 'text',
        required: true,
        description: 'The story, left of the timeline: paragraphs separated by an empty line.',
      },
      milestones: { type: 'items', of: 'milestone', description: 'The timeline, top to bottom.' },
    },
  },
  figureList: {
    singularName: 'figure-list',
    displayName: 'Figures',
    description: 'A row of large figures with their labels.',
    mainField: 'label',
    fields: {
      label: {
        type: 'string',
        required: true,
        description: 'What the row is, read out by screen readers (it has no heading on the page).',
      },
      figures: { type: 'items', of: 'figure', description: 'The figures, left to right.' },
    },
  },
  missionSection: {
    singularName: 'mission-section',
    displayName: 'Mission and vision',
    description: 'The company\u2019s mission and vision, side by side.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      mission: { type: 'text', required: true, description: 'The mission, under "Our mission".' },
      vision: { type: 'text', required: true, description: 'The vision, under "Our vision".' },
    },
  },
  pointsSection: {
    singularName: 'points-section',
    displayName: 'Section with points',
    description: 'A heading and points shown with a tick.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      intro: optionalIntroduction,
      points: { type: 'text', required: true, description: 'The points shown with a tick, one per line.' },
    },
  },
  leader: {
    singularName: 'leader',
    displayName: 'Leader',
    description: 'A member of the leadership team, shown with their portrait, or their initials on a coloured disc.',
    mainField: 'name',
    fields: {
      name: { type: 'string', required: true, description: 'Their full name; the initials are taken from it.' },
      role: { type: 'string', required: true, description: 'Their role, under the name.' },
      bio: { type: 'text', required: true, label: 'Biography', description: 'A few sentences about their work.' },
      photo: {
        type: 'media',
        label: 'Portrait',
        description:
          'A square portrait or illustration, shown in a circle; leave empty to show their initials. Its alternative text is read out with the name.',
      },
    },
  },
  leadersSection: {
    singularName: 'leaders-section',
    displayName: 'Leadership team',
    description: 'The leadership team\u2019s cards.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      intro: sectionIntroduction,
      leaders: { type: 'items', of: 'leader', description: 'The leaders, in this order.' },
    },
  },
  serviceSectionHeadings: {
    singularName: 'service-section-headings',
    displayName: 'Section headings',
    description: 'The headings over the sections of a service page; the sections\u2019 items are the fields below.',
    mainField: 'servicesHeading',
    fields: {
      servicesHeading: {
        type: 'string',
        label: 'Services heading',
        description: 'The heading over the services section (its tab is "Services").',
      },
      servicesDescription: {
        type: 'text',
        label: 'Services introduction',
        description: 'The sentence under that heading; leave empty for none.',
      },
      techStackHeading: {
        type: 'string',
        label: 'Tech stack heading',
        description: 'The heading over the tools and technologies section (its tab is "Tech Stack").',
      },
      benefitsHeading: {
        type: 'string',
        label: 'Benefits heading',
        description: 'The heading over the benefits section (its tab is "Benefits").',
      },
      whyChooseUsHeading: {
        type: 'string',
        label: 'Why choose us heading',
        description: 'The heading over the why-choose-us section (its tab is "Why Choose Us?").',
      },
    },
  },
  cardsHeading: {
    singularName: 'cards-heading',
    displayName: 'Heading over page cards',
    description:
      'The heading over cards that lead to other pages; each card shows that page\u2019s title and share description.',
    mainField: 'heading',
    fields: {
      heading: { type: 'string', required: true, description: 'The heading over the cards.' },
    },
  },
  serviceLinksSection: {
    singularName: 'service-links-section',
    displayName: 'Service links',
    description: 'A heading, an introduction and links to service pages, each shown with its page\u2019s name.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      intro: optionalIntroduction,
      servicePaths: {
        type: 'text',
        required: true,
        label: 'Service pages',
        description:
          'The service pages linked, one path per line, such as /quality-assurance-services/security-testing-services; each shows with its page\u2019s name.',
      },
    },
  },
  relatedStorySection: {
    singularName: 'related-story-section',
    displayName: 'Related case study',
    description:
      'A portfolio story shown as a card: its client, outcome and summary are the story\u2019s, with a sentence on why it matters here.',
    mainField: 'heading',
    fields: {
      heading: { type: 'string', required: true, description: 'The section\u2019s heading, over the card.' },
      path: {
        type: 'string',
        label: 'Story page',
        description:
          'The path of the story the card shows, such as /portfolio/sukhiba: one filed under this industry. Left empty, or naming a story of another industry or one not published, the card shows this industry\u2019s first story in the portfolio\u2019s order.',
      },
      relevance: {
        type: 'text',
        required: true,
        label: 'Why it matters here',
        description:
          'The sentence under the story\u2019s summary: why this story matters to a reader from this sector.',
      },
      linkLabel: {
        type: 'string',
        required: true,
        label: 'Link label',
        description: 'The label of the link to the story, at the foot of the card.',
      },
    },
  },
  // A portfolio story's sections (docs/service-pages.md /portfolio/{slug}; the brand module (packages/site-config) "Case studies").
  storyFacts: {
    singularName: 'story-facts',
    displayName: 'Story facts',
    description: 'Who the client is, how long we worked together and with whom, and the result in one line.',
    mainField: 'client',
    fields: {
      client: {
        type: 'string',
        required: true,
        description:
          'The client by sector, kind and country only, never by name, e.g. "Retail lender, Oman": under the hero, in the breadcrumb and on the story\u2019s cards.',
      },
      engagement: {
        type: 'string',
        required: true,
        description: 'How long the engagement ran, e.g. "9 months": under the hero.',
      },
      team: { type: 'string', required: true, description: 'Who was on the team, by role: under the hero.' },
      outcome: {
        type: 'string',
        required: true,
        description:
          'The client\u2019s result in one line, with its period, e.g. "42% more trial sign-ups": on the story\u2019s cards on /portfolio and the home page.',
      },
      summary: {
        type: 'text',
        description:
          'What we did, in one sentence, under the result on the home page\u2019s success-story cards; leave empty for a story the home page does not show.',
      },
    },
  },
  proseSection: {
    singularName: 'prose-section',
    displayName: 'Section of paragraphs',
    description: 'A heading and a few paragraphs.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      paragraphs: {
        type: 'text',
        required: true,
        description: 'The text under the heading: paragraphs separated by an empty line.',
      },
    },
  },
  outcomeSection: {
    singularName: 'outcome-section',
    displayName: 'Outcome',
    description: 'The client\u2019s results as large figures, and a paragraph on what changed.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      figures: {
        type: 'items',
        of: 'figure',
        description: 'The results, each a figure and what it measures over which period, in this order.',
      },
      text: {
        type: 'text',
        required: true,
        description: 'The paragraph under the figures: what changed for the client.',
      },
    },
  },
  // The headings over lists whose items are other fields' or another service's (the service pages' sections,
  // the service areas' lists, the open roles): the page entry holds the words, the list stays where it is.
  listHeading: {
    singularName: 'list-heading',
    displayName: 'List heading',
    description: 'The heading over a list whose items are edited elsewhere (service blocks, related pages).',
    mainField: 'heading',
    fields: {
      heading: { type: 'string', required: true, description: 'The heading over the list.' },
    },
  },
  labelledHeading: {
    singularName: 'labelled-heading',
    displayName: 'Labelled heading',
    description:
      'The small label, the heading and an optional introduction over a section whose items are edited elsewhere.',
    mainField: 'heading',
    fields: {
      label: sectionLabel,
      heading: sectionHeading,
      intro: optionalIntroduction,
    },
  },
  openRolesSection: {
    singularName: 'open-roles-section',
    displayName: 'Open roles',
    description:
      'The heading over the open roles, which come from the recruiting system, and what shows when there are none.',
    mainField: 'heading',
    fields: {
      heading: { type: 'string', required: true, description: 'The heading over the list of open roles.' },
      empty: {
        type: 'text',
        required: true,
        label: 'When no role is open',
        description: 'The sentence shown instead of the list when the recruiting system has no open role.',
      },
    },
  },
  introText: {
    singularName: 'intro-text',
    displayName: 'Introduction',
    description: 'A paragraph that introduces what follows it.',
    mainField: 'text',
    fields: {
      text: { type: 'text', required: true, description: 'The paragraph.' },
    },
  },
  // The contact page's own sections around its form and its contact details (which are the company's settings).
  inquirySection: {
    singularName: 'inquiry-section',
    displayName: 'Inquiry form section',
    description: 'The heading and introduction over the contact page\u2019s form, and the question over its choices.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      intro: sectionIntroduction,
      question: {
        type: 'string',
        required: true,
        description: 'The question over the inquiry choices (project, partnership, ...).',
      },
    },
  },
  contactDetailsSection: {
    singularName: 'contact-details-section',
    displayName: 'Contact details',
    description:
      'The heading and the words around the phone number, email address and office address, which are the company\u2019s settings.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      callLabel: { type: 'string', required: true, label: 'Phone card heading', description: 'Over the phone number.' },
      callNote: {
        type: 'string',
        required: true,
        label: 'Phone card note',
        description: 'Under the phone number: when someone answers.',
      },
      emailLabel: {
        type: 'string',
        required: true,
        label: 'Email card heading',
        description: 'Over the email address.',
      },
      emailNote: {
        type: 'string',
        required: true,
        label: 'Email card note',
        description: 'Under the email address: when we reply.',
      },
      visitLabel: {
        type: 'string',
        required: true,
        label: 'Address card heading',
        description: 'Over the office address.',
      },
    },
  },
  // The inquiry forms and the blocks that lead to them: the contact page entry holds them, many pages show them.
  contactFormCopy: {
    singularName: 'contact-form-copy',
    displayName: 'Inquiry form',
    description:
      'The words of one inquiry form: its choice on the contact page, its fields\u2019 labels and its button.',
    mainField: 'choice',
    fields: {
      choice: {
        type: 'string',
        required: true,
        description: 'The inquiry type as the contact page offers it, in bold on its choice.',
      },
      choiceHint: {
        type: 'string',
        required: true,
        label: 'Choice hint',
        description: 'The line under the choice on the contact page.',
      },
      formName: {
        type: 'string',
        required: true,
        label: 'Form name',
        description: 'The form\u2019s name, which screen readers announce when they reach the form.',
      },
      companyLabel: {
        type: 'string',
        required: true,
        label: 'Company field label',
        description: 'The label over the company field.',
      },
      messageLabel: {
        type: 'string',
        required: true,
        label: 'Message field label',
        description: 'The label over the message field.',
      },
      messageExample: {
        type: 'string',
        required: true,
        label: 'Message field example',
        description: 'The grey example text inside the empty message field.',
      },
      submitLabel: {
        type: 'string',
        required: true,
        label: 'Button',
        description: 'The words on the form\u2019s send button.',
      },
      thankYou: {
        type: 'text',
        required: true,
        label: 'Thank-you message',
        description:
          'What the thank-you dialog says under "Thank You" once the form is sent: who will be in touch, and when.',
      },
    },
  },
  contactBlock: {
    singularName: 'contact-block',
    displayName: 'Contact block',
    description: 'The closing block of a page, with an inquiry form beside its text.',
    mainField: 'heading',
    fields: {
      label: sectionLabel,
      heading: sectionHeading,
      text: {
        type: 'text',
        required: true,
        description: 'The paragraph under the heading, beside the form.',
      },
    },
  },
  callToAction: {
    singularName: 'call-to-action',
    displayName: 'Call to action',
    description: 'The closing band that sends visitors to the contact page.',
    mainField: 'heading',
    fields: {
      heading: sectionHeading,
      text: {
        type: 'text',
        required: true,
        description: 'The sentence under the heading.',
      },
      buttonLabel: {
        type: 'string',
        required: true,
        label: 'Button',
        description: 'The words on the button to the contact page.',
      },
    },
  },
} as const satisfies Record<string, ShapeDefinition>;

export type ShapeName = keyof typeof shapes;

const isShapeName = (name: string): name is ShapeName => Object.hasOwn(shapes, name);

/** The shape of an `items` field's items; throws for a field that is not a list of a known shape. */
export function itemShapeOf(field: FieldDefinition): ShapeName {
  if (field.type !== 'items' || field.of === undefined || !isShapeName(field.of))
    throw new Error(`not a list of a known shape: ${JSON.stringify(field)}`);
  return field.of;
}

/** A picture of a section (a leader's portrait, an icon, a logo), as the site shows it. */
export interface EntryPicture {
  readonly url: string;
  /** The file's name: a logo without alternative text is named after it. */
  readonly name: string;
  readonly alternativeText: string;
  readonly width: number | null;
  readonly height: number | null;
}

type Fields<S extends ShapeName> = (typeof shapes)[S]['fields'];
type FieldValue<F> = F extends { type: 'items'; of: infer Of extends ShapeName }
  ? readonly ShapeValue<Of>[]
  : F extends { type: 'media' }
    ? EntryPicture | null
    : F extends { type: 'media-multiple' }
      ? readonly EntryPicture[]
      : string;

/**
 * One component of shape S as the site reads it: its text fields as strings ('' when empty), its lists as arrays
 * of their items, a picture as what an <img> needs (null when none), a row of pictures as an array of them.
 */
export type ShapeValue<S extends ShapeName> = { readonly [K in keyof Fields<S>]: FieldValue<Fields<S>[K]> };

/** A stored file (the document service's, populated) as an EntryPicture; null for none or anything else. */
function entryPictureOf(stored: unknown): EntryPicture | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const file = stored as Readonly<Record<string, unknown>>;
  if (typeof file.url !== 'string' || file.url === '') return null;
  const size = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);
  return {
    url: file.url,
    name: typeof file.name === 'string' ? file.name : '',
    alternativeText: typeof file.alternativeText === 'string' ? file.alternativeText : '',
    width: size(file.width),
    height: size(file.height),
  };
}

/**
 * A component as stored (Strapi's document, with its lists populated) reduced to the shape's fields: text as
 * strings, '' where empty, and lists as arrays of their items. Anything else the store adds (ids, item ids) is
 * left out, so a page's data holds what the editors wrote and nothing more.
 */
export function shapeValueOf<S extends ShapeName>(shape: S, stored: unknown): ShapeValue<S> | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const record = stored as Readonly<Record<string, unknown>>;
  const fields: Readonly<Record<string, FieldDefinition>> = shapes[shape].fields;
  const value: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const raw = record[name];
    if (field.type === 'media-multiple') {
      value[name] = (Array.isArray(raw) ? raw : []).map(entryPictureOf).filter((picture) => picture !== null);
      continue;
    }
    if (field.type === 'media') {
      value[name] = entryPictureOf(raw);
      continue;
    }
    if (field.type === 'items') {
      const item = itemShapeOf(field);
      value[name] = (Array.isArray(raw) ? raw : [])
        .map((entry) => shapeValueOf(item, entry))
        .filter((entry) => entry !== null);
    } else {
      value[name] = typeof raw === 'string' ? raw : '';
    }
  }
  return value as ShapeValue<S>;
}
