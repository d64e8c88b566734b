import { AboutPage } from '~/features/about/about-page';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/page-content';

export const meta = () => pageMeta(staticPageContent.about.search);

export default AboutPage;
