/**
 * The content shapes of SPEC.md §3: the fields of one item an endpoint answers with. Each shape is one Strapi
 * component in the `sections` category; content-model.ts places the components in the pages and the shared
 * blocks the marketing team edits. A field's `description` is the hint the admin shows under its input, in
 * the marketer's words: where it appears on the site.
 */

export type FieldType = 'string' | 'text' | 'richtext' | 'media' | 'media-multiple';

export interface FieldDefinition {
  readonly type: FieldType;
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
      images: { type: 'media-multiple', label: 'Logos', description: 'The logos, in the order they scroll past.' },
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
    description: 'What search engines and link previews show for a page (SPEC.md \u00a72 "Search data per slug").',
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
} as const satisfies Record<string, ShapeDefinition>;

export type ShapeName = keyof typeof shapes;
