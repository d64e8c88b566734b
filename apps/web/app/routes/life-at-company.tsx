import { LifeAtCompanyPage } from '~/features/careers/career-pages';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/page-content';

export const meta = () => pageMeta(staticPageContent.lifeAtCompany.search);

export default LifeAtCompanyPage;
