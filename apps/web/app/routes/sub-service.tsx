import { useLocation } from 'react-router';

import { SubServicePage } from '~/features/services/sub-service-page';
import { NotFoundScreen } from '~/features/status/not-found-screen';
import { findServicePage } from '~/site/menu';
import { pageMeta } from '~/site/page-meta';
import { subServicePageContent } from '~/site/page-content';

import type { Route } from './+types/sub-service';
import { notFoundMeta } from './not-found';

/** The area is the first path segment: this module serves one route per service area (see routes.ts). */
function areaOf(pathname: string): string | undefined {
  return pathname.split('/').filter(Boolean)[0];
}

export const meta = ({ params, location }: Route.MetaArgs) => {
  const page = findServicePage(areaOf(location.pathname), params.pagename);
  return page ? pageMeta(subServicePageContent[page.slug].search) : notFoundMeta();
};

export default function SubService({ params }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const page = findServicePage(areaOf(pathname), params.pagename);
  // Keyed by path so a move between two sub-service pages starts the page fresh.
  return page ? <SubServicePage key={page.path} page={page} /> : <NotFoundScreen />;
}
