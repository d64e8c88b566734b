import { sectionEndpoint, type SectionRef } from '@auralis/content-manifest';

import { ContentBlock, useSettledData, useEndpointContent } from '~/content/page-content';
import { AREA_LIST_ERROR } from '~/content/content-state';

import { LogoMarquee } from '../shared/logo-marquee';
import { MissingContent } from '../shared/missing-content';
import { logoAlt, mediaListOf } from '../shared/media';
import { seededIndustryIcon } from './industry-icons';
import { SectionFrame } from '../shared/section-frame';
import type { SectionProps } from '../shared/section-props';

/** docs/service-pages.md: the industries marquee; its failure says 'Failed to fetch data. Please try again later.' */
export function IndustriesSection({ pagePath, headings }: SectionProps) {
  const ref = sectionEndpoint(pagePath, 'industries');
  if (!ref) return <MissingContent section="industries" />;
  return <Industries pageRef={ref} label={headings?.industries?.title ?? 'Industries'} />;
}

function Industries({ pageRef, label }: { readonly pageRef: SectionRef<'industries'>; readonly label: string }) {
  const content = useEndpointContent(pageRef);
  const loaded = useSettledData(content);
  // The heading and description are the entry's own (one owner); until it loads the label stands in.
  return (
    <SectionFrame
      section="industries"
      label={label}
      heading={loaded?.attributes.heading ?? label}
      description={loaded?.attributes.description}
    >
      <ContentBlock content={content} label="industry expertise" errorMessage={AREA_LIST_ERROR}>
        {(expertise) => (
          <LogoMarquee
            itemsName="industries"
            label={expertise.attributes.title === label ? label : `${label}: ${expertise.attributes.title}`}
            // A seeded badge's name (its alternative text) is written as text beside an icon of ours; an image an
            // editor uploaded shows as uploaded, with the alternative text the admin asks for.
            logos={mediaListOf(expertise.attributes.images).map((image) => {
              const name = logoAlt(image.attributes);
              const Icon = seededIndustryIcon(image.attributes.name);
              return Icon
                ? { key: String(image.id), label: name, Icon }
                : { key: String(image.id), src: image.attributes.url, alt: name };
            })}
          />
        )}
      </ContentBlock>
    </SectionFrame>
  );
}
