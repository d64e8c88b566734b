import { whyChooseGridWidth } from '@auralis/content-manifest';

import { IconCardGrid } from '../shared/icon-card';
import { ListSection } from '../shared/section-frame';
import { defaultHeading, type SectionProps } from '../shared/section-props';

const DEFAULT_HEADING = defaultHeading('why-choose-us');

export function WhyChooseUsSection({ pagePath, headings }: SectionProps) {
  const heading = headings?.whyChooseUs ?? DEFAULT_HEADING;
  return (
    <ListSection section="why-choose-us" pagePath={pagePath} heading={heading} loadingLabel="why choose us" tinted>
      {(items) => (
        <IconCardGrid
          items={items}
          iconOf={(item) => item.icon}
          className={`mx-auto grid gap-6 sm:grid-cols-2 ${items.length === 4 ? '' : 'lg:grid-cols-3'}`}
          style={{ maxWidth: whyChooseGridWidth(items.length) }}
          data-testid="why-choose-grid"
        />
      )}
    </ListSection>
  );
}
