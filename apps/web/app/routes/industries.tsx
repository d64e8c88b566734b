import { IndustriesPage } from '~/features/industries/industries-page';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/page-content';

export const meta = () => pageMeta(staticPageContent.industries.search);

export default IndustriesPage;
