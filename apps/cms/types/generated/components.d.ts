import type { Schema, Struct } from '@strapi/strapi';

export interface SectionsBenefitItem extends Struct.ComponentSchema {
  collectionName: 'components_sections_benefit_item';
  info: {
    description: 'One tab of the key benefits of a service page.';
    displayName: 'Benefit tab';
  };
  attributes: {
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    icon: Schema.Attribute.Media<'images'>;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsContentItem extends Struct.ComponentSchema {
  collectionName: 'components_sections_content_item';
  info: {
    description: 'A general content item (QA overview, stands, we serve, stack) with optional colour, icon, path and images.';
    displayName: 'Content item';
  };
  attributes: {
    description: Schema.Attribute.Text;
    heading: Schema.Attribute.String;
    hexvalue: Schema.Attribute.String;
    icon: Schema.Attribute.Media<'images'>;
    image: Schema.Attribute.Media<'images'>;
    images: Schema.Attribute.Media<'images', true>;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    path: Schema.Attribute.String;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsFaqItem extends Struct.ComponentSchema {
  collectionName: 'components_sections_faq_item';
  info: {
    description: 'A question and its answer, optionally with a call-to-action link to a site path.';
    displayName: 'FAQ item';
  };
  attributes: {
    answer: Schema.Attribute.Text & Schema.Attribute.Required;
    cta: Schema.Attribute.String;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    path: Schema.Attribute.String;
    question: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsLegalDocument extends Struct.ComponentSchema {
  collectionName: 'components_sections_legal_document';
  info: {
    description: 'The text of a policy page (privacy policy, terms of use) and the date it last changed.';
    displayName: 'Legal document';
  };
  attributes: {
    body: Schema.Attribute.RichText & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    lastUpdated: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsLogoSet extends Struct.ComponentSchema {
  collectionName: 'components_sections_logo_set';
  info: {
    description: 'Logos with a heading: industries marquee, social media and e-commerce platforms.';
    displayName: 'Logo set';
  };
  attributes: {
    description: Schema.Attribute.Text;
    heading: Schema.Attribute.String;
    images: Schema.Attribute.Media<'images', true>;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsOtherService extends Struct.ComponentSchema {
  collectionName: 'components_sections_other_service';
  info: {
    description: 'An entry of the "other digital marketing services" block.';
    displayName: 'Other service';
  };
  attributes: {
    description: Schema.Attribute.Text;
    icon: Schema.Attribute.Media<'images'>;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    path: Schema.Attribute.String;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsOverview extends Struct.ComponentSchema {
  collectionName: 'components_sections_overview';
  info: {
    description: 'The overview section of a service page; the description is Markdown.';
    displayName: 'Overview';
  };
  attributes: {
    description: Schema.Attribute.RichText & Schema.Attribute.Required;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    image: Schema.Attribute.Media<'images'>;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsPageHero extends Struct.ComponentSchema {
  collectionName: 'components_sections_page_hero';
  info: {
    description: 'The main heading and introduction at the top of a page.';
    displayName: 'Page hero';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
  };
}

export interface SectionsPerformanceMetric extends Struct.ComponentSchema {
  collectionName: 'components_sections_performance_metric';
  info: {
    description: 'A metric shown numbered on the performance marketing page.';
    displayName: 'Performance metric';
  };
  attributes: {
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsSearchData extends Struct.ComponentSchema {
  collectionName: 'components_sections_search_data';
  info: {
    description: 'What search engines and link previews show for a page (SPEC.md \u00A72 "Search data per slug").';
    displayName: 'Search data';
  };
  attributes: {
    canonicalUrl: Schema.Attribute.String & Schema.Attribute.Required;
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    keywords: Schema.Attribute.Text;
    ogDescription: Schema.Attribute.Text & Schema.Attribute.Required;
    ogTitle: Schema.Attribute.String & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsServiceBlock extends Struct.ComponentSchema {
  collectionName: 'components_sections_service_block';
  info: {
    description: 'A titled block with text, a call to action and an image: service lists, cards and banners.';
    displayName: 'Service block';
  };
  attributes: {
    CTA: Schema.Attribute.String;
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    image: Schema.Attribute.Media<'images'>;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    url: Schema.Attribute.String;
  };
}

export interface SectionsTechStackGroup extends Struct.ComponentSchema {
  collectionName: 'components_sections_tech_stack_group';
  info: {
    description: 'A group of technology logos (Frontend, Backend, Cloud, ...).';
    displayName: 'Tech stack group';
  };
  attributes: {
    heading: Schema.Attribute.String;
    images: Schema.Attribute.Media<'images', true>;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsWhyChooseItem extends Struct.ComponentSchema {
  collectionName: 'components_sections_why_choose_item';
  info: {
    description: 'One reason in the "Why choose us?" grid of a service page.';
    displayName: 'Why choose us item';
  };
  attributes: {
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    icon: Schema.Attribute.Media<'images'>;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'sections.benefit-item': SectionsBenefitItem;
      'sections.content-item': SectionsContentItem;
      'sections.faq-item': SectionsFaqItem;
      'sections.legal-document': SectionsLegalDocument;
      'sections.logo-set': SectionsLogoSet;
      'sections.other-service': SectionsOtherService;
      'sections.overview': SectionsOverview;
      'sections.page-hero': SectionsPageHero;
      'sections.performance-metric': SectionsPerformanceMetric;
      'sections.search-data': SectionsSearchData;
      'sections.service-block': SectionsServiceBlock;
      'sections.tech-stack-group': SectionsTechStackGroup;
      'sections.why-choose-item': SectionsWhyChooseItem;
    }
  }
}
