import { NotFoundScreen } from '~/features/status/not-found-screen';
import { pageMeta } from '~/site/page-meta';
import { notFoundPage } from '~/site/search-data/shell-pages';

export const notFoundMeta = () => pageMeta(notFoundPage.search, { noIndex: true });

export const meta = notFoundMeta;

export default NotFoundScreen;
