import { ContactBlock } from '~/features/contact/contact-block';
import { IndustriesPage } from '~/features/industries/industries-page';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/search-data/static-pages';

export const meta = () => pageMeta(staticPageContent.industries.search);

/** SPEC.md §2: pages outside the career section end with the contact block's project variant. */
export default function IndustriesRoute() {
  return (
    <>
      <IndustriesPage />
      <ContactBlock variant="project" />
    </>
  );
}
