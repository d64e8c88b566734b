import { PortfolioPage } from '~/features/portfolio/portfolio-page';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/search-data/static-pages';

export const meta = () => pageMeta(staticPageContent.portfolio.search);

export default PortfolioPage;
