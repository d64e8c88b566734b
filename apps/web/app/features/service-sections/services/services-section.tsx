import { IconCardGrid } from '../shared/icon-card';
import { ListSection } from '../shared/section-frame';
import { defaultHeading, type SectionProps } from '../shared/section-props';

const DEFAULT_HEADING = defaultHeading('services');

/** docs/service-pages.md: the services of the page, with a heading. */
export function ServicesSection({ pagePath, headings }: SectionProps) {
  const heading = headings?.services ?? DEFAULT_HEADING;
  return (
    <ListSection section="services" pagePath={pagePath} heading={heading} loadingLabel="the services" tinted>
      {(items) => (
        <IconCardGrid
          items={items}
          iconOf={(item) => item.image}
          className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="services-list"
        />
      )}
    </ListSection>
  );
}
