/**
 * The section registry (docs/engineering-habits.md, habit 11, Payload's RenderBlocks): the layout table in the manifest names a
 * page's sections; this maps each to its component. A complete Record, so a section without a renderer is a
 * type error rather than a blank band on the page.
 */
import type { PageSection } from '@auralis/content-manifest';
import type { ComponentType } from 'react';

import { island } from '~/components/ui/island';
import { Loader } from '~/components/ui/loader';

import { SectionMenu } from './section-menu/section-menu';
import type { SectionProps } from './shared/section-props';

/**
 * Each section is an island (issue 18 item 5): its server HTML stands, and its code loads and hydrates as it
 * nears the viewport, so a page's first JavaScript carries none of the sections below the first screen. On an
 * in-app navigation a section shows the content spinner until its code is there.
 */
const section = (name: PageSection, load: () => Promise<ComponentType<SectionProps>>) =>
  island<SectionProps>(`section-${name}`, load, {
    when: 'visible',
    margin: '300px 0px',
    fallback: <Loader label={`Loading the ${name.replace('-', ' ')} section`} className="h-[300px]" />,
  });

export const sectionRenderers: Record<PageSection, ComponentType<SectionProps>> = {
  overview: section('overview', () => import('./overview/overview-section').then((m) => m.OverviewSection)),
  services: section('services', () => import('./services/services-section').then((m) => m.ServicesSection)),
  metrics: section('metrics', () => import('./metrics/metrics-section').then((m) => m.MetricsSection)),
  'other-services': section('other-services', () =>
    import('./other-services/other-services-section').then((m) => m.OtherServicesSection),
  ),
  'tech-stack': section('tech-stack', () => import('./tech-stack/tech-stack-section').then((m) => m.TechStackSection)),
  benefits: section('benefits', () => import('./benefits/benefits-section').then((m) => m.BenefitsSection)),
  'why-choose-us': section('why-choose-us', () =>
    import('./why-choose-us/why-choose-us-section').then((m) => m.WhyChooseUsSection),
  ),
  expertise: section('expertise', () => import('./expertise/expertise-section').then((m) => m.ExpertiseSection)),
  industries: section('industries', () => import('./industries/industries-section').then((m) => m.IndustriesSection)),
  faq: section('faq', () => import('./faq/faq-section').then((m) => m.FaqSection)),
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
