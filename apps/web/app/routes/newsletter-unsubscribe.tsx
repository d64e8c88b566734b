import { NewsletterLinkPage } from '~/features/newsletter-consent/link-page';
import { loadLinkPage } from '~/features/newsletter-consent/link-page-data.server';
import { linkPageMeta } from '~/features/newsletter-consent/link-page-meta';

import type { Route } from './+types/newsletter-unsubscribe';

/** Each link is its own answer (its token, the subscriber's state now): rendered per request, never kept. */
export const handle = { htmlCache: false };

export const meta = ({ loaderData }: Route.MetaArgs) => linkPageMeta('unsubscribe', loaderData);

/** docs/forms.md#newsletter-consent: the unsubscribe link every mail to a subscriber carries. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadLinkPage(request, context, 'unsubscribe');

export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  return <NewsletterLinkPage {...loaderData} />;
}
