import { NotFoundScreen } from '~/features/status/not-found-screen';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/page-content';

export const notFoundMeta = () => pageMeta(staticPageContent.notFound.search, { noIndex: true });

export const meta = notFoundMeta;

export default NotFoundScreen;
