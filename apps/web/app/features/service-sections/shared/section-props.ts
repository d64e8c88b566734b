import { type HeadedSection, sectionTable, sectionTabs, type ServicePageLayout } from '@auralis/content-manifest';

import type { SectionHeading, SubServiceHeadings } from '~/site/section-headings';

/** What every section renderer receives: the page it is on and the fixed heading text of that page. */
export interface SectionProps {
  /** The page path the manifest lists its endpoints under, e.g. /digital-marketing-services/orm-service. */
  readonly pagePath: string;
  readonly layout: ServicePageLayout;
  /** The page's fixed section headings (site/section-headings.ts); a section without one uses its default. */
  readonly headings?: Partial<SubServiceHeadings>;
}

/** The DOM id of a section, shared by the section and its tab in the section menu. */
export const sectionId = (section: string) => `section-${section}`;

/** The heading of a section on a page without one of its own: its tab's label and the table's default heading. */
export function defaultHeading(section: HeadedSection): SectionHeading {
  return { title: sectionTabs[section], heading: sectionTable[section].defaultHeading };
}
