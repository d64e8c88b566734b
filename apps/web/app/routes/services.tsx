import { ServicesRootPage } from '~/features/services/services-root-page';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/search-data/static-pages';

export const meta = () => pageMeta(staticPageContent.services.search);

export default ServicesRootPage;
