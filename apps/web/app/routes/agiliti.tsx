import { agilitiLayout } from '@auralis/content-manifest';

import { AgilitiPage } from '~/features/agiliti/agiliti-page';
import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { PageContentProvider, sectionKeys } from '~/content/page-content';
import { loadPage } from '~/content/page-content.server';
import { ContactBlock } from '~/features/contact/contact-block';
import { ServiceSections } from '~/features/service-sections';
import { paths } from '~/site/menu';
import { pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';
import { entryHeading } from '~/site/section-headings';

import type { Route } from './+types/agiliti';

// A failed load renders the root's error boundary and its tags (root.tsx), never this route's.
export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? pageMeta(loaderData.head.search) : []);

/**
 * The page's entry (its head, hero and the headings of its sections) and its sections' content. The
 * dedicated-developer offer ends with its own enquiry form (the agiliti type of docs/forms.md#validation).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { entry, content } = await loadPage(context, paths.agiliti, { sections: agilitiLayout.sections });
  return { head: pageHeadOf(entry, paths.agiliti), sections: entry.sections, content };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  cachedPageData(request, serverLoader, sectionKeys(paths.agiliti, agilitiLayout.sections), () => ({
    head: pageHeadWithoutEntry('Agiliti', paths.agiliti),
    sections: {},
  }));

export default function AgilitiRoute({ loaderData }: Route.ComponentProps) {
  useRememberPageData(paths.agiliti, loaderData);
  const { agilitiServicesHeading, agilitiFaqHeading } = loaderData.sections;
  const services = entryHeading(agilitiServicesHeading);
  const faq = entryHeading(agilitiFaqHeading);
  return (
    <PageContentProvider page={loaderData}>
      <AgilitiPage hero={loaderData.head.hero} />
      <ServiceSections
        pagePath={paths.agiliti}
        layout={agilitiLayout}
        headings={{ ...(services ? { services } : {}), ...(faq ? { faq } : {}) }}
        withMenu={false}
      />
      <ContactBlock variant="agiliti" />
    </PageContentProvider>
  );
}
