import type { PageSectionValues } from '@auralis/content-manifest';

import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CallToAction } from '~/components/ui/call-to-action';
import { type LinkCard, LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import { useContactEntry } from '~/content/contact-entry';
import { showsContent } from '~/content/page-content';
import { paths, type ServiceAreaSlug, serviceAreas } from '~/site/menu';
import type { PageHeroCopy } from '~/site/page-head';

import { type QaHeadings, QaSections } from './qa-sections';
import { ServiceAreaList } from './service-area-list';

/** The area page's own sections: the headings over its lists. */
export type ServiceOverviewSections = QaHeadings & Pick<PageSectionValues, 'servicesList'>;

/**
 * `hero` is the area page's own, from its entry, as are the headings over its lists (`sections`; a list whose
 * heading the editors removed shows without one); `cards` lead to the area's service pages, shown where the
 * area page has no list of its own.
 */
export function ServiceOverviewPage({
  area,
  hero: { label, heading, intro, buttonLabel },
  sections: { servicesList, ...qaHeadings },
  cards,
}: {
  readonly area: ServiceAreaSlug;
  readonly hero: PageHeroCopy;
  readonly sections: ServiceOverviewSections;
  readonly cards: readonly LinkCard[];
}) {
  const areaName = serviceAreas.find((candidate) => candidate.slug === area)?.name ?? heading;
  const overviewPath = paths.serviceOverview(area);
  const list = showsContent(overviewPath, 'area-list');
  const { callToAction } = useContactEntry();
  return (
    <>
      <PageHero
        eyebrow={label}
        heading={heading}
        intro={intro}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Services', to: paths.services }, { label: areaName }]} />}
        button={{ label: buttonLabel, to: paths.contact }}
      />
      <QaSections pagePath={overviewPath} headings={qaHeadings} />
      {list ? (
        <ServiceAreaList heading={servicesList?.heading} />
      ) : cards.length > 0 ? (
        <LinkCardGrid heading={servicesList?.heading} cards={cards} />
      ) : null}
      <CallToAction words={callToAction} />
    </>
  );
}
