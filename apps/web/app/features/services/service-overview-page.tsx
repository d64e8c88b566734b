import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CallToAction } from '~/components/ui/call-to-action';
import { LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import { paths, type ServiceAreaSlug, serviceAreas, servicePages } from '~/site/menu';
import { serviceOverviewContent, subServicePageContent } from '~/site/page-content';

import { areaListEndpoints, ServiceAreaList } from './service-area-list';

export function ServiceOverviewPage({ area }: { readonly area: ServiceAreaSlug }) {
  const { heading, intro } = serviceOverviewContent(area);
  const areaName = serviceAreas.find((candidate) => candidate.slug === area)?.name ?? heading;
  const pages = servicePages.filter((page) => page.area === area);
  const listEndpoint = areaListEndpoints[area];
  return (
    <>
      <PageHero
        eyebrow={areaName}
        heading={heading}
        intro={intro}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Services', to: paths.services }, { label: areaName }]} />}
      />
      {listEndpoint ? (
        <ServiceAreaList endpoint={listEndpoint} heading={`${areaName} services`} />
      ) : pages.length > 0 ? (
        <LinkCardGrid
          heading={`${areaName} services`}
          cards={pages.map((page) => ({
            title: page.name,
            to: page.path,
            text: subServicePageContent[page.slug].search.ogDescription,
          }))}
        />
      ) : null}
      <CallToAction />
    </>
  );
}
