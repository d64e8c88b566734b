import { customWebsiteDevelopmentLayout } from '@auralis/content-manifest';

import { ServiceSections } from '~/features/service-sections';
import { CustomWebsiteDevelopmentPage } from '~/features/services/custom-website-development-page';
import { paths } from '~/site/menu';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/search-data/static-pages';
import { customWebsiteHeadings } from '~/site/section-headings';

export const meta = () => pageMeta(staticPageContent.customWebsiteDevelopment.search);

export default function CustomWebsiteDevelopmentRoute() {
  return (
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
  );
}
