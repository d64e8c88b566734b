import { sectionEndpoint, type SectionRef, whyChooseGridWidth } from '@auralis/content-manifest';

import { ContentBlock, useEndpointContent } from '~/content/page-content';
import type { SectionHeading } from '~/site/section-headings';

import { MissingContent } from '../shared/missing-content';
import { IconCard } from '../shared/icon-card';
import { SectionFrame } from '../shared/section-frame';
import { defaultHeading, type SectionProps } from '../shared/section-props';

const DEFAULT_HEADING = defaultHeading('why-choose-us');

export function WhyChooseUsSection({ pagePath, headings }: SectionProps) {
  const ref = sectionEndpoint(pagePath, 'why-choose-us');
  if (!ref) return <MissingContent section="why-choose-us" />;
  return <WhyChooseUs pageRef={ref} heading={headings?.whyChooseUs ?? DEFAULT_HEADING} />;
}

function WhyChooseUs({
  pageRef,
  heading,
}: {
  readonly pageRef: SectionRef<'why-choose-us'>;
  readonly heading: SectionHeading;
}) {
  const content = useEndpointContent(pageRef);
  return (
    <SectionFrame
      section="why-choose-us"
      label={heading.title}
      heading={heading.heading}
      description={heading.description}
      tinted
    >
      <ContentBlock content={content} label="why choose us">
        {(items) => (
          <ul
            role="list"
            className={`mx-auto grid gap-6 sm:grid-cols-2 ${items.length === 4 ? '' : 'lg:grid-cols-3'}`}
            style={{ maxWidth: whyChooseGridWidth(items.length) }}
            data-testid="why-choose-grid"
          >
            {items.map((item) => (
              <IconCard
                key={item.id}
                icon={item.attributes.icon}
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
