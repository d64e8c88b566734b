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

export interface SectionsCallToAction extends Struct.ComponentSchema {
  collectionName: 'components_sections_call_to_action';
  info: {
    description: 'The closing band that sends visitors to the contact page.';
    displayName: 'Call to action';
  };
  attributes: {
    buttonLabel: Schema.Attribute.String & Schema.Attribute.Required;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    text: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface SectionsCard extends Struct.ComponentSchema {
  collectionName: 'components_sections_card';
  info: {
    description: 'A titled paragraph in a section\u2019s list of cards.';
    displayName: 'Card';
  };
  attributes: {
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    text: Schema.Attribute.Text & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsCardsHeading extends Struct.ComponentSchema {
  collectionName: 'components_sections_cards_heading';
  info: {
    description: 'The heading over cards that lead to other pages; each card shows that page\u2019s title and share description.';
    displayName: 'Heading over page cards';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
  };
}

export interface SectionsCardsSection extends Struct.ComponentSchema {
  collectionName: 'components_sections_cards_section';
  info: {
    description: 'A heading, an introduction and cards, with an optional link under them.';
    displayName: 'Section with cards';
  };
  attributes: {
    cards: Schema.Attribute.Component<'sections.card', true>;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    link: Schema.Attribute.String;
    linkLabel: Schema.Attribute.String;
  };
}

export interface SectionsCareerSection extends Struct.ComponentSchema {
  collectionName: 'components_sections_career_section';
  info: {
    description: 'What working at the company is like, with links to the career pages.';
    displayName: 'Life and career';
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
    links: Schema.Attribute.Component<'sections.link', true>;
    points: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface SectionsContactBlock extends Struct.ComponentSchema {
  collectionName: 'components_sections_contact_block';
  info: {
    description: 'The closing block of a page, with an inquiry form beside its text.';
    displayName: 'Contact block';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    label: Schema.Attribute.String & Schema.Attribute.Required;
    text: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface SectionsContactDetailsSection extends Struct.ComponentSchema {
  collectionName: 'components_sections_contact_details_section';
  info: {
    description: 'The heading and the words around the phone number, email address and office address, which are the company\u2019s settings.';
    displayName: 'Contact details';
  };
  attributes: {
    callLabel: Schema.Attribute.String & Schema.Attribute.Required;
    callNote: Schema.Attribute.String & Schema.Attribute.Required;
    emailLabel: Schema.Attribute.String & Schema.Attribute.Required;
    emailNote: Schema.Attribute.String & Schema.Attribute.Required;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    visitLabel: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsContactFormCopy extends Struct.ComponentSchema {
  collectionName: 'components_sections_contact_form_copy';
  info: {
    description: 'The words of one inquiry form: its choice on the contact page, its fields\u2019 labels and its button.';
    displayName: 'Inquiry form';
  };
  attributes: {
    choice: Schema.Attribute.String & Schema.Attribute.Required;
    choiceHint: Schema.Attribute.String & Schema.Attribute.Required;
    companyLabel: Schema.Attribute.String & Schema.Attribute.Required;
    formName: Schema.Attribute.String & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    messageExample: Schema.Attribute.String & Schema.Attribute.Required;
    messageLabel: Schema.Attribute.String & Schema.Attribute.Required;
    submitLabel: Schema.Attribute.String & Schema.Attribute.Required;
    thankYou: Schema.Attribute.Text & Schema.Attribute.Required;
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

export interface SectionsFigure extends Struct.ComponentSchema {
  collectionName: 'components_sections_figure';
  info: {
    description: 'A large figure with a short label under it.';
    displayName: 'Figure';
  };
  attributes: {
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    label: Schema.Attribute.String & Schema.Attribute.Required;
    value: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsFigureList extends Struct.ComponentSchema {
  collectionName: 'components_sections_figure_list';
  info: {
    description: 'A row of large figures with their labels.';
    displayName: 'Figures';
  };
  attributes: {
    figures: Schema.Attribute.Component<'sections.figure', true>;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    label: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsImprintSection extends Struct.ComponentSchema {
  collectionName: 'components_sections_imprint_section';
  info: {
    description: 'The home page\u2019s map of offices and the company\u2019s figures.';
    displayName: 'Global imprint';
  };
  attributes: {
    figures: Schema.Attribute.Component<'sections.figure', true>;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    offices: Schema.Attribute.Component<'sections.office', true>;
  };
}

export interface SectionsInquirySection extends Struct.ComponentSchema {
  collectionName: 'components_sections_inquiry_section';
  info: {
    description: 'The heading and introduction over the contact page\u2019s form, and the question over its choices.';
    displayName: 'Inquiry form section';
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
    question: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsIntroText extends Struct.ComponentSchema {
  collectionName: 'components_sections_intro_text';
  info: {
    description: 'A paragraph that introduces what follows it.';
    displayName: 'Introduction';
  };
  attributes: {
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    text: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface SectionsJourneySection extends Struct.ComponentSchema {
  collectionName: 'components_sections_journey_section';
  info: {
    description: 'The home page\u2019s stages of a project, numbered in order.';
    displayName: 'Digital journey';
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
    stages: Schema.Attribute.Component<'sections.journey-stage', true>;
  };
}

export interface SectionsJourneyStage extends Struct.ComponentSchema {
  collectionName: 'components_sections_journey_stage';
  info: {
    description: 'One stage of the home page\u2019s digital journey, with the service areas it draws on.';
    displayName: 'Journey stage';
  };
  attributes: {
    areas: Schema.Attribute.Text & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    text: Schema.Attribute.Text & Schema.Attribute.Required;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsLabelledHeading extends Struct.ComponentSchema {
  collectionName: 'components_sections_labelled_heading';
  info: {
    description: 'The small label, the heading and an optional introduction over a section whose items are edited elsewhere.';
    displayName: 'Labelled heading';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    label: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsLeader extends Struct.ComponentSchema {
  collectionName: 'components_sections_leader';
  info: {
    description: 'A member of the leadership team, shown with their portrait, or their initials on a coloured disc.';
    displayName: 'Leader';
  };
  attributes: {
    bio: Schema.Attribute.Text & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    photo: Schema.Attribute.Media<'images'>;
    role: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsLeadersSection extends Struct.ComponentSchema {
  collectionName: 'components_sections_leaders_section';
  info: {
    description: 'The leadership team\u2019s cards.';
    displayName: 'Leadership team';
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
    leaders: Schema.Attribute.Component<'sections.leader', true>;
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

export interface SectionsLink extends Struct.ComponentSchema {
  collectionName: 'components_sections_link';
  info: {
    description: 'A labelled link to a page of the site.';
    displayName: 'Link';
  };
  attributes: {
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    label: Schema.Attribute.String & Schema.Attribute.Required;
    path: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsListHeading extends Struct.ComponentSchema {
  collectionName: 'components_sections_list_heading';
  info: {
    description: 'The heading over a list whose items are edited elsewhere (service blocks, related pages).';
    displayName: 'List heading';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
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

export interface SectionsMilestone extends Struct.ComponentSchema {
  collectionName: 'components_sections_milestone';
  info: {
    description: 'A year and what happened in it, on the company\u2019s timeline.';
    displayName: 'Milestone';
  };
  attributes: {
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    text: Schema.Attribute.Text & Schema.Attribute.Required;
    year: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsMissionSection extends Struct.ComponentSchema {
  collectionName: 'components_sections_mission_section';
  info: {
    description: 'The company\u2019s mission and vision, side by side.';
    displayName: 'Mission and vision';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    mission: Schema.Attribute.Text & Schema.Attribute.Required;
    vision: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface SectionsOffice extends Struct.ComponentSchema {
  collectionName: 'components_sections_office';
  info: {
    description: 'An office, listed and marked on the map.';
    displayName: 'Office';
  };
  attributes: {
    city: Schema.Attribute.String & Schema.Attribute.Required;
    country: Schema.Attribute.String & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    latitude: Schema.Attribute.String & Schema.Attribute.Required;
    longitude: Schema.Attribute.String & Schema.Attribute.Required;
    role: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsOpenRolesSection extends Struct.ComponentSchema {
  collectionName: 'components_sections_open_roles_section';
  info: {
    description: 'The heading over the open roles, which come from the recruiting system, and what shows when there are none.';
    displayName: 'Open roles';
  };
  attributes: {
    empty: Schema.Attribute.Text & Schema.Attribute.Required;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
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

export interface SectionsOutcomeSection extends Struct.ComponentSchema {
  collectionName: 'components_sections_outcome_section';
  info: {
    description: 'The client\u2019s results as large figures, and a paragraph on what changed.';
    displayName: 'Outcome';
  };
  attributes: {
    figures: Schema.Attribute.Component<'sections.figure', true>;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    text: Schema.Attribute.Text & Schema.Attribute.Required;
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
    buttonLabel: Schema.Attribute.String;
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    label: Schema.Attribute.String;
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

export interface SectionsPointsSection extends Struct.ComponentSchema {
  collectionName: 'components_sections_points_section';
  info: {
    description: 'A heading and points shown with a tick.';
    displayName: 'Section with points';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    points: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface SectionsProseSection extends Struct.ComponentSchema {
  collectionName: 'components_sections_prose_section';
  info: {
    description: 'A heading and a few paragraphs.';
    displayName: 'Section of paragraphs';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    paragraphs: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface SectionsRelatedStorySection extends Struct.ComponentSchema {
  collectionName: 'components_sections_related_story_section';
  info: {
    description: 'A portfolio story shown as a card: its client, outcome and summary are the story\u2019s, with a sentence on why it matters here.';
    displayName: 'Related case study';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    linkLabel: Schema.Attribute.String & Schema.Attribute.Required;
    path: Schema.Attribute.String;
    relevance: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface SectionsSearchData extends Struct.ComponentSchema {
  collectionName: 'components_sections_search_data';
  info: {
    description: 'What search engines and link previews show for a page (docs/content-and-editing.md \u00A72 "Search data per slug").';
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

export interface SectionsSectionIntro extends Struct.ComponentSchema {
  collectionName: 'components_sections_section_intro';
  info: {
    description: 'The heading and introduction of a section whose cards come from other pages.';
    displayName: 'Section heading';
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

export interface SectionsServiceLinksSection extends Struct.ComponentSchema {
  collectionName: 'components_sections_service_links_section';
  info: {
    description: 'A heading, an introduction and links to service pages, each shown with its page\u2019s name.';
    displayName: 'Service links';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    intro: Schema.Attribute.Text;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    servicePaths: Schema.Attribute.Text & Schema.Attribute.Required;
  };
}

export interface SectionsServiceSectionHeadings extends Struct.ComponentSchema {
  collectionName: 'components_sections_service_section_headings';
  info: {
    description: 'The headings over the sections of a service page; the sections\u2019 items are the fields below.';
    displayName: 'Section headings';
  };
  attributes: {
    benefitsHeading: Schema.Attribute.String;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    servicesDescription: Schema.Attribute.Text;
    servicesHeading: Schema.Attribute.String;
    techStackHeading: Schema.Attribute.String;
    whyChooseUsHeading: Schema.Attribute.String;
  };
}

export interface SectionsStoryFacts extends Struct.ComponentSchema {
  collectionName: 'components_sections_story_facts';
  info: {
    description: 'Who the client is, how long we worked together and with whom, and the result in one line.';
    displayName: 'Story facts';
  };
  attributes: {
    client: Schema.Attribute.String & Schema.Attribute.Required;
    engagement: Schema.Attribute.String & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    outcome: Schema.Attribute.String & Schema.Attribute.Required;
    summary: Schema.Attribute.Text;
    team: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsStorySection extends Struct.ComponentSchema {
  collectionName: 'components_sections_story_section';
  info: {
    description: 'Paragraphs of the company\u2019s story beside its timeline.';
    displayName: 'Story and timeline';
  };
  attributes: {
    heading: Schema.Attribute.String & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    milestones: Schema.Attribute.Component<'sections.milestone', true>;
    paragraphs: Schema.Attribute.Text & Schema.Attribute.Required;
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

export interface SectionsTestimonial extends Struct.ComponentSchema {
  collectionName: 'components_sections_testimonial';
  info: {
    description: 'A client\u2019s quote, attributed by role and sector, with the service it is about.';
    displayName: 'Testimonial';
  };
  attributes: {
    attribution: Schema.Attribute.String & Schema.Attribute.Required;
    itemId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    quote: Schema.Attribute.Text & Schema.Attribute.Required;
    serviceName: Schema.Attribute.String & Schema.Attribute.Required;
    servicePath: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SectionsTestimonialsSection extends Struct.ComponentSchema {
  collectionName: 'components_sections_testimonials_section';
  info: {
    description: 'Clients\u2019 quotes, one at a time in a carousel.';
    displayName: 'Client testimonials';
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
    testimonials: Schema.Attribute.Component<'sections.testimonial', true>;
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
      'sections.call-to-action': SectionsCallToAction;
      'sections.card': SectionsCard;
      'sections.cards-heading': SectionsCardsHeading;
      'sections.cards-section': SectionsCardsSection;
      'sections.career-section': SectionsCareerSection;
      'sections.contact-block': SectionsContactBlock;
      'sections.contact-details-section': SectionsContactDetailsSection;
      'sections.contact-form-copy': SectionsContactFormCopy;
      'sections.content-item': SectionsContentItem;
      'sections.faq-item': SectionsFaqItem;
      'sections.figure': SectionsFigure;
      'sections.figure-list': SectionsFigureList;
      'sections.imprint-section': SectionsImprintSection;
      'sections.inquiry-section': SectionsInquirySection;
      'sections.intro-text': SectionsIntroText;
      'sections.journey-section': SectionsJourneySection;
      'sections.journey-stage': SectionsJourneyStage;
      'sections.labelled-heading': SectionsLabelledHeading;
      'sections.leader': SectionsLeader;
      'sections.leaders-section': SectionsLeadersSection;
      'sections.legal-document': SectionsLegalDocument;
      'sections.link': SectionsLink;
      'sections.list-heading': SectionsListHeading;
      'sections.logo-set': SectionsLogoSet;
      'sections.milestone': SectionsMilestone;
      'sections.mission-section': SectionsMissionSection;
      'sections.office': SectionsOffice;
      'sections.open-roles-section': SectionsOpenRolesSection;
      'sections.other-service': SectionsOtherService;
      'sections.outcome-section': SectionsOutcomeSection;
      'sections.overview': SectionsOverview;
      'sections.page-hero': SectionsPageHero;
      'sections.performance-metric': SectionsPerformanceMetric;
      'sections.points-section': SectionsPointsSection;
      'sections.prose-section': SectionsProseSection;
      'sections.related-story-section': SectionsRelatedStorySection;
      'sections.search-data': SectionsSearchData;
      'sections.section-intro': SectionsSectionIntro;
      'sections.service-block': SectionsServiceBlock;
      'sections.service-links-section': SectionsServiceLinksSection;
      'sections.service-section-headings': SectionsServiceSectionHeadings;
      'sections.story-facts': SectionsStoryFacts;
      'sections.story-section': SectionsStorySection;
      'sections.tech-stack-group': SectionsTechStackGroup;
      'sections.testimonial': SectionsTestimonial;
      'sections.testimonials-section': SectionsTestimonialsSection;
      'sections.why-choose-item': SectionsWhyChooseItem;
    }
  }
}
