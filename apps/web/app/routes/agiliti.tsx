import { AgilitiPage } from '~/features/agiliti/agiliti-page';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/page-content';

export const meta = () => pageMeta(staticPageContent.agiliti.search);

export default AgilitiPage;
