import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { PageContentProvider, sectionKeys } from '~/content/page-content';
import { loadSections } from '~/content/page-content.server';
import { ServicesRootPage } from '~/features/services/services-root-page';
import { paths } from '~/site/menu';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/search-data/static-pages';

import type { Route } from './+types/services';

export const meta = () => pageMeta(staticPageContent.services.search);

export const loader = ({ context }: Route.LoaderArgs) => loadSections(context, paths.services, ['area-list']);

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  cachedPageData(request, serverLoader, sectionKeys(paths.services, ['area-list']));

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  useRememberPageData(paths.services, loaderData);
  return (
    <PageContentProvider page={loaderData}>
      <ServicesRootPage />
    </PageContentProvider>
  );
}
