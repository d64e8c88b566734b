import { ContentBlock, showsContent, useSectionContent, useSettledData } from '~/content/page-content';
import { AREA_LIST_ERROR } from '~/content/content-state';

import { LogoMarquee } from '../shared/logo-marquee';
import { MissingContent } from '../shared/missing-content';
import { logoAlt } from '../shared/media';
import { seededIndustryIcon } from './industry-icons';
import { SectionFrame } from '../shared/section-frame';
import type { SectionProps } from '../shared/section-props';

/** docs/service-pages.md: the industries marquee; its failure says 'Failed to fetch data. Please try again later.' */
export function IndustriesSection({ pagePath, headings }: SectionProps) {
  if (!showsContent(pagePath, 'industries')) return <MissingContent section="industries" />;
  return <Industries label={headings?.industries?.title ?? 'Industries'} />;
}

function Industries({ label }: { readonly label: string }) {
  const content = useSectionContent('industries');
  const loaded = useSettledData(content);
  // The heading and description are the entry's own (one owner); until it loads the label stands in.
  return (
    <SectionFrame
      section="industries"
      label={label}
      heading={loaded?.heading || label}
      description={loaded?.description}
    >
      <ContentBlock content={content} label="industry expertise" errorMessage={AREA_LIST_ERROR}>
        {(expertise) => (
          <LogoMarquee
            itemsName="industries"
            label={expertise.title === label ? label : `${label}: ${expertise.title}`}
            // A seeded badge's name (its alternative text) is written as text beside an icon of ours; an image an
            // editor uploaded shows as uploaded, with the alternative text the admin asks for.
            logos={expertise.images.map((image, index) => {
              const name = logoAlt(image);
              const Icon = seededIndustryIcon(image.name);
              return Icon
                ? { key: `${index}:${image.url}`, label: name, Icon }
                : { key: `${index}:${image.url}`, src: image.url, alt: name };
            })}
          />
        )}
      </ContentBlock>
    </SectionFrame>
  );
}
