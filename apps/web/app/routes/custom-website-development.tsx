import { CustomWebsiteDevelopmentPage } from '~/features/services/custom-website-development-page';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/page-content';

export const meta = () => pageMeta(staticPageContent.customWebsiteDevelopment.search);

export default CustomWebsiteDevelopmentPage;
