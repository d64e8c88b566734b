import { agilitiLayout } from '@auralis/content-manifest';

import { AgilitiPage } from '~/features/agiliti/agiliti-page';
import { ContactBlock } from '~/features/contact/contact-block';
import { ServiceSections } from '~/features/service-sections';
import { paths } from '~/site/menu';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/search-data/static-pages';
import { agilitiHeadings } from '~/site/section-headings';

export const meta = () => pageMeta(staticPageContent.agiliti.search);

/** The dedicated-developer offer ends with its own enquiry form (the agiliti type of SPEC.md §3). */
export default function AgilitiRoute() {
  return (
    <>
      <AgilitiPage />
      <ServiceSections pagePath={paths.agiliti} layout={agilitiLayout} headings={agilitiHeadings} withMenu={false} />
      <ContactBlock variant="agiliti" />
    </>
  );
}
