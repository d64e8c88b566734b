import { agilitiLayout } from '@auralis/content-manifest';

import { AgilitiPage } from '~/features/agiliti/agiliti-page';
import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { PageContentProvider, sectionKeys } from '~/content/page-content';
import { loadSections } from '~/content/page-content.server';
import { ContactBlock } from '~/features/contact/contact-block';
import { ServiceSections } from '~/features/service-sections';
import { paths } from '~/site/menu';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/search-data/static-pages';
import { agilitiHeadings } from '~/site/section-headings';

import type { Route } from './+types/agiliti';

export const meta = () => pageMeta(staticPageContent.agiliti.search);

/** The dedicated-developer offer ends with its own enquiry form (the agiliti type of SPEC.md §3). */
export const loader = ({ context }: Route.LoaderArgs) => loadSections(context, paths.agiliti, agilitiLayout.sections);

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  cachedPageData(request, serverLoader, sectionKeys(paths.agiliti, agilitiLayout.sections));

export default function AgilitiRoute({ loaderData }: Route.ComponentProps) {
  useRememberPageData(paths.agiliti, loaderData);
  return (
    <PageContentProvider page={loaderData}>
      <AgilitiPage />
      <ServiceSections pagePath={paths.agiliti} layout={agilitiLayout} headings={agilitiHeadings} withMenu={false} />
      <ContactBlock variant="agiliti" />
    </PageContentProvider>
  );
}
