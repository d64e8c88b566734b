import { customWebsiteDevelopmentLayout } from '@auralis/content-manifest';

import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { PageContentProvider, sectionKeys } from '~/content/page-content';
import { loadSections } from '~/content/page-content.server';
import { ServiceSections } from '~/features/service-sections';
import { CustomWebsiteDevelopmentPage } from '~/features/services/custom-website-development-page';
import { paths } from '~/site/menu';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/search-data/static-pages';
import { customWebsiteHeadings } from '~/site/section-headings';

import type { Route } from './+types/custom-website-development';

export const meta = () => pageMeta(staticPageContent.customWebsiteDevelopment.search);

export const loader = ({ context }: Route.LoaderArgs) =>
  loadSections(context, paths.customWebsiteDevelopment, customWebsiteDevelopmentLayout.sections);

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  cachedPageData(
    request,
    serverLoader,
    sectionKeys(paths.customWebsiteDevelopment, customWebsiteDevelopmentLayout.sections),
  );

export default function CustomWebsiteDevelopmentRoute({ loaderData }: Route.ComponentProps) {
  useRememberPageData(paths.customWebsiteDevelopment, loaderData);
  return (
    <PageContentProvider page={loaderData}>
      <CustomWebsiteDevelopmentPage
        sections={
          <ServiceSections
            pagePath={paths.customWebsiteDevelopment}
            layout={customWebsiteDevelopmentLayout}
            headings={customWebsiteHeadings}
            withMenu={false}
          />
        }
      />
    </PageContentProvider>
  );
}
