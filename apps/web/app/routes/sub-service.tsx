import { useLocation } from 'react-router';

import { subServiceLayout } from '@auralis/content-manifest';

import { ServiceSections } from '~/features/service-sections';
import { SubServicePage } from '~/features/services/sub-service-page';
import { NotFoundScreen } from '~/features/status/not-found-screen';
import { findServicePage } from '~/site/menu';
import { pageMeta } from '~/site/page-meta';
import { subServicePageContent } from '~/site/search-data/sub-services';
import { sectionHeadings } from '~/site/section-headings';

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
  if (!page) return <NotFoundScreen />;
  const layout = subServiceLayout(page.slug);
  // Keyed by path so a move between two sub-service pages starts the page (and its section menu) fresh.
  return (
    <SubServicePage
      key={page.path}
      page={page}
      siblingLinks={!(page.area === 'digital-marketing-services' && layout.sections.includes('other-services'))}
      sections={<ServiceSections pagePath={page.path} layout={layout} headings={sectionHeadings[page.slug]} />}
    />
  );
}
