import { privacyPolicy } from '~/features/legal/legal-content';
import { LegalPage } from '~/features/legal/legal-page';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/search-data/static-pages';

export const meta = () => pageMeta(staticPageContent.privacy.search);

export default function Privacy() {
  const { heading, intro } = staticPageContent.privacy;
  return <LegalPage heading={heading} intro={intro} document={privacyPolicy} />;
}
