import { sectionEndpoint, type SectionRef } from '@auralis/content-manifest';

import { ContentBlock, useEndpointContent } from '~/content/page-content';
import type { SectionHeading } from '~/site/section-headings';

import { MissingContent } from '../shared/missing-content';
import { IconCard } from '../shared/icon-card';
import { SectionFrame } from '../shared/section-frame';
import { defaultHeading, type SectionProps } from '../shared/section-props';

const DEFAULT_HEADING = defaultHeading('services');

/** docs/service-pages.md: the services of the page, with a heading. */
export function ServicesSection({ pagePath, headings }: SectionProps) {
  const ref = sectionEndpoint(pagePath, 'services');
  if (!ref) return <MissingContent section="services" />;
  return <Services pageRef={ref} heading={headings?.services ?? DEFAULT_HEADING} />;
}

function Services({
  pageRef,
  heading,
}: {
  readonly pageRef: SectionRef<'services'>;
  readonly heading: SectionHeading;
}) {
  const content = useEndpointContent(pageRef);
  return (
    <SectionFrame
      section="services"
      label={heading.title}
      heading={heading.heading}
      description={heading.description}
      tinted
    >
      <ContentBlock content={content} label="the services">
        {(items) => (
          <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="services-list">
            {items.map((item) => (
              <IconCard
                key={item.id}
                icon={item.attributes.image}
                title={item.attributes.title}
                description={item.attributes.description}
              />
            ))}
          </ul>
        )}
      </ContentBlock>
    </SectionFrame>
  );
}
