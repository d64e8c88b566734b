import { customWebsiteDevelopmentLayout } from '@auralis/content-manifest';

import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { PageContentProvider, sectionKeys } from '~/content/page-content';
import { loadPage } from '~/content/page-content.server';
import { ServiceSections } from '~/features/service-sections';
import { CustomWebsiteDevelopmentPage } from '~/features/services/custom-website-development-page';
import { paths, servicePages } from '~/site/menu';
import { pageCards, pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';
import { entryHeading } from '~/site/section-headings';

import type { Route } from './+types/custom-website-development';

/** The service pages the "Related services" cards lead to. */
const relatedSlugs = new Set([
  'web-development-consulting',
  'responsive-web-development-services',
  'cms-development-services',
  'progressive-web-app-development-services',
  'ecommerce-services',
  'website-management',
]);
const relatedPages = servicePages.filter((page) => relatedSlugs.has(page.slug));

// A failed load renders the root's error boundary and its tags (root.tsx), never this route's.
export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? pageMeta(loaderData.head.search) : []);

export async function loader({ context }: Route.LoaderArgs) {
  const pagePath = paths.customWebsiteDevelopment;
  const { entry, others, content } = await loadPage(context, pagePath, {
    sections: customWebsiteDevelopmentLayout.sections,
    others: relatedPages.map((page) => page.path),
  });
  return {
    head: pageHeadOf(entry, pagePath),
    sections: entry.sections,
    cards: pageCards(relatedPages, others),
    content,
  };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  cachedPageData(
    request,
    serverLoader,
    sectionKeys(paths.customWebsiteDevelopment, customWebsiteDevelopmentLayout.sections),
    () => ({
      head: pageHeadWithoutEntry('Custom website development', paths.customWebsiteDevelopment),
      sections: {},
      cards: relatedPages.map((page) => ({ title: page.name, to: page.path, text: '' })),
    }),
  );

export default function CustomWebsiteDevelopmentRoute({ loaderData }: Route.ComponentProps) {
  useRememberPageData(paths.customWebsiteDevelopment, loaderData);
  const { websiteServicesHeading, websiteTechStackHeading, websiteRelatedPages } = loaderData.sections;
  const services = entryHeading(websiteServicesHeading);
  const techStack = entryHeading(websiteTechStackHeading);
  return (
    <PageContentProvider page={loaderData}>
      <CustomWebsiteDevelopmentPage
        hero={loaderData.head.hero}
        cards={loaderData.cards}
        related={websiteRelatedPages}
        sections={
          <ServiceSections
            pagePath={paths.customWebsiteDevelopment}
            layout={customWebsiteDevelopmentLayout}
            headings={{ ...(services ? { services } : {}), ...(techStack ? { techStack } : {}) }}
            withMenu={false}
          />
        }
      />
    </PageContentProvider>
  );
}
