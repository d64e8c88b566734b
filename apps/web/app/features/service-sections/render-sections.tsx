/**
 * The section registry (STYLE.md rule 11, Payload's RenderBlocks): the layout table in the manifest names a
 * page's sections; this maps each to its component. A complete Record, so a section without a renderer is a
 * type error rather than a blank band on the page.
 */
import type { PageSection } from '@auralis/content-manifest';
import type { ComponentType } from 'react';

import { BenefitsSection } from './benefits/benefits-section';
import { ExpertiseSection } from './expertise/expertise-section';
import { FaqSection } from './faq/faq-section';
import { IndustriesSection } from './industries/industries-section';
import { MetricsSection } from './metrics/metrics-section';
import { OtherServicesSection } from './other-services/other-services-section';
import { OverviewSection } from './overview/overview-section';
import { SectionMenu } from './section-menu/section-menu';
import { ServicesSection } from './services/services-section';
import type { SectionProps } from './shared/section-props';
import { TechStackSection } from './tech-stack/tech-stack-section';
import { WhyChooseUsSection } from './why-choose-us/why-choose-us-section';

export const sectionRenderers: Record<PageSection, ComponentType<SectionProps>> = {
  overview: OverviewSection,
  services: ServicesSection,
  metrics: MetricsSection,
  'other-services': OtherServicesSection,
  'tech-stack': TechStackSection,
  benefits: BenefitsSection,
  'why-choose-us': WhyChooseUsSection,
  expertise: ExpertiseSection,
  industries: IndustriesSection,
  faq: FaqSection,
};

/** Every section of the page, in the layout's order, under the sticky section menu when the page has tabs. */
export function ServiceSections(props: SectionProps & { readonly withMenu?: boolean }) {
  const { withMenu = true, ...sectionProps } = props;
  return (
    <div data-testid="service-sections">
      {withMenu && props.layout.tabs.length > 0 ? <SectionMenu tabs={props.layout.tabs} /> : null}
      {props.layout.sections.map((section) => {
        const Section = sectionRenderers[section];
        return <Section key={section} {...sectionProps} />;
      })}
    </div>
  );
}
