import { ContactPage } from '~/features/contact/contact-page';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/search-data/static-pages';

export const meta = () => pageMeta(staticPageContent.contact.search);

export default ContactPage;
