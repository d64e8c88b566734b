import { termsOfUse } from '~/features/legal/legal-content';
import { LegalPage } from '~/features/legal/legal-page';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/search-data/static-pages';

export const meta = () => pageMeta(staticPageContent.terms.search);

export default function Terms() {
  const { heading, intro } = staticPageContent.terms;
  return <LegalPage heading={heading} intro={intro} document={termsOfUse} />;
}
