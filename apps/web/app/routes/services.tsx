import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { PageContentProvider, sectionKeys } from '~/content/page-content';
import { loadPage } from '~/content/page-content.server';
import { ServicesRootPage } from '~/features/services/services-root-page';
import { paths } from '~/site/menu';
import { pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';

import type { Route } from './+types/services';

// A failed load renders the root's error boundary and its tags (root.tsx), never this route's.
export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? pageMeta(loaderData.head.search) : []);

/** The page's entry (search data, hero and the list's heading) and its list of service areas. */
export async function loader({ context }: Route.LoaderArgs) {
  const { entry, content } = await loadPage(context, paths.services, { sections: ['area-list'] });
  return { head: pageHeadOf(entry, paths.services), sections: entry.sections, content };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  cachedPageData(request, serverLoader, sectionKeys(paths.services, ['area-list']), () => ({
    head: pageHeadWithoutEntry('Services', paths.services),
    sections: {},
  }));

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  useRememberPageData(paths.services, loaderData);
  return (
    <PageContentProvider page={loaderData}>
      <ServicesRootPage hero={loaderData.head.hero} sections={loaderData.sections} />
    </PageContentProvider>
  );
}
