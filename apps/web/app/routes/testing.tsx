import { TestingPage } from '~/features/testing/testing-page';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/page-content';

export const meta = () => pageMeta(staticPageContent.testing.search, { noIndex: true });

export default TestingPage;
