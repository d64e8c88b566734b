import { sectionEndpoint } from '@auralis/content-manifest';
import { ArrowRight } from 'lucide-react';

import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import { paths, type ServiceAreaSlug, serviceAreas, servicePages } from '~/site/menu';
import { serviceOverviewContent } from '~/site/search-data/static-pages';
import { subServicePageContent } from '~/site/search-data/sub-services';

import { QaSections } from './qa-sections';
import { ServiceAreaList } from './service-area-list';

export function ServiceOverviewPage({ area }: { readonly area: ServiceAreaSlug }) {
  const { heading, intro } = serviceOverviewContent(area);
  const areaName = serviceAreas.find((candidate) => candidate.slug === area)?.name ?? heading;
  const pages = servicePages.filter((page) => page.area === area);
  const overviewPath = paths.serviceOverview(area);
  const list = sectionEndpoint(overviewPath, 'area-list');
  return (
    <>
      <PageHero
        eyebrow={areaName}
        heading={heading}
        intro={intro}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Services', to: paths.services }, { label: areaName }]} />}
      >
        <ButtonLink to={paths.contact}>
          Discuss your project <ArrowRight aria-hidden className="size-5" />
        </ButtonLink>
      </PageHero>
      <QaSections pagePath={overviewPath} />
      {list ? (
        <ServiceAreaList pageRef={list} heading={`${areaName} services`} />
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
