import { ContactPage } from '~/features/contact/contact-page';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/page-content';

export const meta = () => pageMeta(staticPageContent.contact.search);

export default ContactPage;
