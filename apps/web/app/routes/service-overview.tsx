import { ServiceOverviewPage } from '~/features/services/service-overview-page';
import { NotFoundScreen } from '~/features/status/not-found-screen';
import { type ServiceAreaSlug, serviceAreas } from '~/site/menu';
import { pageMeta } from '~/site/page-meta';
import { serviceOverviewContent } from '~/site/search-data/static-pages';

import type { Route } from './+types/service-overview';
import { notFoundMeta } from './not-found';

function findArea(slug: string | undefined): ServiceAreaSlug | undefined {
  return serviceAreas.find((area) => area.slug === slug)?.slug;
}

export const meta = ({ params }: Route.MetaArgs) => {
  const area = findArea(params.area);
  return area ? pageMeta(serviceOverviewContent(area).search) : notFoundMeta();
};

export default function ServiceOverview({ params }: Route.ComponentProps) {
  const area = findArea(params.area);
  return area ? <ServiceOverviewPage area={area} /> : <NotFoundScreen />;
}
