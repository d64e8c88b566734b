import { useLocation } from 'react-router';

import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { PageContentProvider, sectionKeys } from '~/content/page-content';
import { loadSections } from '~/content/page-content.server';
import { ServiceOverviewPage } from '~/features/services/service-overview-page';
import { paths, type ServiceAreaSlug, serviceAreas } from '~/site/menu';
import { pageMeta } from '~/site/page-meta';
import { serviceOverviewContent } from '~/site/search-data/static-pages';

import type { Route } from './+types/service-overview';
import { notFound, notFoundMeta } from './not-found';

function findArea(slug: string | undefined): ServiceAreaSlug | undefined {
  return serviceAreas.find((area) => area.slug === slug)?.slug;
}

export const meta = ({ params }: Route.MetaArgs) => {
  const area = findArea(params.area);
  return area ? pageMeta(serviceOverviewContent(area).search) : notFoundMeta();
};

/** The area's list of services and, on the QA page, its four QA blocks. */
const AREA_SECTIONS = ['qa-overview', 'qa-stands', 'qa-we-serve', 'qa-stack', 'area-list'] as const;

/** An unknown area answers 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const area = findArea(params.area);
  if (!area) notFound();
  return loadSections(context, paths.serviceOverview(area), AREA_SECTIONS);
}

export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const area = findArea(params.area);
  // An unknown area: the server's 404.
  if (!area) return serverLoader();
  return cachedPageData(request, serverLoader, sectionKeys(paths.serviceOverview(area), AREA_SECTIONS));
}

export default function ServiceOverview({ params, loaderData }: Route.ComponentProps) {
  useRememberPageData(useLocation().pathname, loaderData);
  const area = findArea(params.area);
  if (!area) notFound();
  return (
    <PageContentProvider page={loaderData}>
      <ServiceOverviewPage key={area} area={area} />
    </PageContentProvider>
  );
}
