/**
 * The headings over a service page's sections (docs/service-pages.md), as its
 * entry's section headings hold them (issue 21): a short label (the section's tab), the heading and, for the
 * services, a sentence under it. The sections' items come from the same entry's section fields.
 */
import { type PageEntryRecord, sectionTabs, type ShapeValue } from '@auralis/content-manifest';

export interface SectionHeading {
  readonly title: string;
  readonly heading: string;
  readonly description?: string;
}

export interface SubServiceHeadings {
  readonly services: SectionHeading;
  /** Absent where the page has no tech stack of its own (orm-service shows none at all). */
  readonly techStack?: SectionHeading;
  readonly benefits: SectionHeading;
  readonly whyChooseUs: SectionHeading;
  readonly industries: { readonly title: string };
  /** Only where the layout shows the FAQ with a heading (Agiliti); elsewhere the FAQ has its label alone. */
  readonly faq?: SectionHeading;
}

/** A section's label is its tab's (the section table, packages/content-manifest/src/sections.ts). */
const sectionLabels = {
  services: sectionTabs.services,
  techStack: sectionTabs['tech-stack'],
  benefits: sectionTabs.benefits,
  whyChooseUs: sectionTabs['why-choose-us'],
};

/**
 * A sub-service page's section headings from its entry; a section whose heading the editors left empty is
 * absent, and shows its usual heading.
 */
export function sectionHeadingsOf(entry: PageEntryRecord): Partial<SubServiceHeadings> {
  const headings = entry.sections.sectionHeadings;
  if (!headings) return {};
  const title = sectionLabels;
  const heading = (label: string, text: string, description = '') =>
    text ? [{ title: label, heading: text, ...(description ? { description } : {}) }] : [];
  const [services] = heading(title.services, headings.servicesHeading, headings.servicesDescription);
  const [techStack] = heading(title.techStack, headings.techStackHeading);
  const [benefits] = heading(title.benefits, headings.benefitsHeading);
  const [whyChooseUs] = heading(title.whyChooseUs, headings.whyChooseUsHeading);
  return {
    ...(services ? { services } : {}),
    ...(techStack ? { techStack } : {}),
    ...(benefits ? { benefits } : {}),
    ...(whyChooseUs ? { whyChooseUs } : {}),
    industries: { title: sectionTabs.industries },
  };
}

/**
 * A heading the page entry holds with its own label (the two service pages outside the sub-service tree, whose
 * sections are their own) as a section shows it; none where the editors removed it, so the section shows its
 * default heading.
 */
export function entryHeading(value: ShapeValue<'labelledHeading'> | undefined): SectionHeading | undefined {
  if (!value) return undefined;
  return { title: value.label, heading: value.heading, ...(value.intro ? { description: value.intro } : {}) };
}
