import { AboutPage } from '~/features/about/about-page';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/search-data/static-pages';

export const meta = () => pageMeta(staticPageContent.about.search);

export default AboutPage;
