import { CareerPage } from '~/features/careers/career-pages';
import { ContactBlock } from '~/features/contact/contact-block';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/search-data/static-pages';

export const meta = () => pageMeta(staticPageContent.career.search);

/** SPEC.md §2: on the career pages the contact block is the career variant. */
export default function CareerRoute() {
  return (
    <>
      <CareerPage />
      <ContactBlock variant="career" />
    </>
  );
}
