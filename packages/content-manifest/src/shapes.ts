/**
 * The content shapes of SPEC.md §3. Each shape is one Strapi content type; an entry belongs to one endpoint
 * (its `endpoint` field) and has a `position` (its order in a list, or its number for numbered paths).
 */

export type FieldType = 'string' | 'text' | 'richtext' | 'media' | 'media-multiple';

export interface FieldDefinition {
  readonly type: FieldType;
  readonly required?: boolean;
}

export interface ShapeDefinition {
  /** Strapi singular name (kebab-case) of the content type. */
  readonly singularName: string;
  readonly pluralName: string;
  readonly displayName: string;
  readonly description: string;
  readonly fields: Readonly<Record<string, FieldDefinition>>;
}

export const shapes = {
  serviceBlock: {
    singularName: 'service-block',
    pluralName: 'service-blocks',
    displayName: 'Service block',
    description: 'A titled block with text, a call to action and an image: service lists, cards and banners.',
    fields: {
      title: { type: 'string', required: true },
      description: { type: 'text', required: true },
      CTA: { type: 'string' },
      url: { type: 'string' },
      image: { type: 'media' },
    },
  },
  overview: {
    singularName: 'overview',
    pluralName: 'overviews',
    displayName: 'Overview',
    description: 'The overview section of a service page; the description is Markdown.',
    fields: {
      title: { type: 'string', required: true },
      heading: { type: 'string', required: true },
      description: { type: 'richtext', required: true },
      image: { type: 'media' },
    },
  },
  whyChooseItem: {
    singularName: 'why-choose-item',
    pluralName: 'why-choose-items',
    displayName: 'Why choose us item',
    description: 'One reason in the "Why choose us?" grid of a service page.',
    fields: {
      title: { type: 'string', required: true },
      description: { type: 'text', required: true },
      icon: { type: 'media' },
    },
  },
  faqItem: {
    singularName: 'faq-item',
    pluralName: 'faq-items',
    displayName: 'FAQ item',
    description: 'A question and its answer, optionally with a call-to-action link to a site path.',
    fields: {
      question: { type: 'string', required: true },
      answer: { type: 'text', required: true },
      cta: { type: 'string' },
      path: { type: 'string' },
    },
  },
  techStackGroup: {
    singularName: 'tech-stack-group',
    pluralName: 'tech-stack-groups',
    displayName: 'Tech stack group',
    description: 'A group of technology logos (Frontend, Backend, Cloud, ...).',
    fields: {
      title: { type: 'string', required: true },
      heading: { type: 'string' },
      images: { type: 'media-multiple' },
    },
  },
  expertise: {
    singularName: 'expertise',
    pluralName: 'expertises',
    displayName: 'Expertise',
    description: 'Logos with a heading: industries marquee, social media and e-commerce platforms.',
    fields: {
      title: { type: 'string', required: true },
      heading: { type: 'string' },
      description: { type: 'text' },
      images: { type: 'media-multiple' },
    },
  },
  benefitItem: {
    singularName: 'benefit-item',
    pluralName: 'benefit-items',
    displayName: 'Benefit tab',
    description: 'One tab of the key benefits of a service page.',
    fields: {
      title: { type: 'string', required: true },
      description: { type: 'text', required: true },
      icon: { type: 'media' },
    },
  },
  performanceMetric: {
    singularName: 'performance-metric',
    pluralName: 'performance-metrics',
    displayName: 'Performance metric',
    description: 'A metric shown numbered on the performance marketing page.',
    fields: {
      title: { type: 'string', required: true },
      description: { type: 'text', required: true },
    },
  },
  otherService: {
    singularName: 'other-service',
    pluralName: 'other-services',
    displayName: 'Other service',
    description: 'An entry of the "other digital marketing services" block.',
    fields: {
      title: { type: 'string', required: true },
      description: { type: 'text' },
      path: { type: 'string' },
      icon: { type: 'media' },
    },
  },
  contentItem: {
    singularName: 'content-item',
    pluralName: 'content-items',
    displayName: 'Content item',
    description:
      'A general content item (QA overview, stands, we serve, stack) with optional colour, icon, path and images.',
    fields: {
      title: { type: 'string', required: true },
      heading: { type: 'string' },
      description: { type: 'text' },
      hexvalue: { type: 'string' },
      path: { type: 'string' },
      icon: { type: 'media' },
      image: { type: 'media' },
      images: { type: 'media-multiple' },
    },
  },
} as const satisfies Record<string, ShapeDefinition>;

export type ShapeName = keyof typeof shapes;
