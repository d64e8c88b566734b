import { OpenRolesPage } from '~/features/careers/career-pages';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/search-data/static-pages';

export const meta = () => pageMeta(staticPageContent.openRoles.search);

export default OpenRolesPage;
