import { useLocation } from 'react-router';

import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { PageContentProvider, sectionKeys } from '~/content/page-content';
import { loadPage } from '~/content/page-content.server';
import { ServiceOverviewPage } from '~/features/services/service-overview-page';
import { paths, type ServiceAreaSlug, serviceAreas, servicePages } from '~/site/menu';
import { pageCards, pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';
import type { PageParams } from '~/site/page-handle';

import type { Route } from './+types/service-overview';
import { notFound, notFoundMeta } from './not-found';

function findArea(slug: string | undefined): ServiceAreaSlug | undefined {
  return serviceAreas.find((area) => area.slug === slug)?.slug;
}

/** Which service areas exist: an unknown slug shares one cached not-found page (server/app.ts). */
export const handle = { namesAPage: (params: PageParams) => findArea(params.area) !== undefined };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.head.search) : notFoundMeta();

/** The area's list of services and, on the QA page, its four QA blocks. */
const AREA_SECTIONS = ['qa-overview', 'qa-stands', 'qa-we-serve', 'qa-stack', 'area-list'] as const;

/**
 * The area page's entry (its head, hero and the headings over its lists), its blocks and, for an area whose
 * page has no list of its own, cards of its service pages with their share descriptions. An unknown area
 * answers 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const area = findArea(params.area);
  if (!area) notFound();
  const pagePath = paths.serviceOverview(area);
  const areaPages = servicePages.filter((page) => page.area === area);
  const { entry, others, content } = await loadPage(context, pagePath, {
    sections: AREA_SECTIONS,
    others: areaPages.map((page) => page.path),
  });
  return {
    head: pageHeadOf(entry, pagePath),
    sections: entry.sections,
    cards: pageCards(areaPages, others),
    content,
  };
}

export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const area = findArea(params.area);
  // An unknown area: the server's 404.
  if (!area) return serverLoader();
  const pagePath = paths.serviceOverview(area);
  return cachedPageData(request, serverLoader, sectionKeys(pagePath, AREA_SECTIONS), () => ({
    head: pageHeadWithoutEntry(serviceAreas.find((candidate) => candidate.slug === area)?.name ?? area, pagePath),
    sections: {},
    cards: servicePages
      .filter((page) => page.area === area)
      .map((page) => ({ title: page.name, to: page.path, text: '' })),
  }));
}

export default function ServiceOverview({ params, loaderData }: Route.ComponentProps) {
  useRememberPageData(useLocation().pathname, loaderData);
  const area = findArea(params.area);
  if (!area) notFound();
  return (
    <PageContentProvider page={loaderData}>
      <ServiceOverviewPage
        key={area}
        area={area}
        hero={loaderData.head.hero}
        sections={loaderData.sections}
        cards={loaderData.cards}
      />
    </PageContentProvider>
  );
}
