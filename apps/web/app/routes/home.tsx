import { HomePage } from '~/features/home/home-page';
import { organizationJsonLd, pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/page-content';

export const meta = () => pageMeta(staticPageContent.home.search, { extra: [organizationJsonLd()] });

export default HomePage;
