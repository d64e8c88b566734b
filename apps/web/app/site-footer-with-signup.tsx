/**
 * The footer with the newsletter sign-up in it: two features composed here, at the app's level (docs/engineering-habits.md rule
 * 10), in a module of its own so that the root can load it as an island (issue 18 item 5). The footer hydrates
 * as it nears the viewport, and a first screen does not load its code.
 */
import { NewsletterSignup } from '~/features/newsletter/newsletter-signup';
import { SiteFooter } from '~/features/shell/site-footer';

export function SiteFooterWithSignup() {
  return <SiteFooter newsletter={<NewsletterSignup />} />;
}
