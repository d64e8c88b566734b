import { NewsletterLinkPage } from '~/features/newsletter-consent/link-page';
import { loadLinkPage } from '~/features/newsletter-consent/link-page-data.server';
import { linkPageMeta } from '~/features/newsletter-consent/link-page-meta';

import type { Route } from './+types/newsletter-confirm';

/** Each link is its own answer (its token, the subscriber's state now): rendered per request, never kept. */
export const handle = { htmlCache: false };

export const meta = ({ loaderData }: Route.MetaArgs) => linkPageMeta('confirm', loaderData);

/** docs/forms.md#newsletter-consent: the double opt-in link of the subscriber's first mail. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadLinkPage(request, context, 'confirm');

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  return <NewsletterLinkPage {...loaderData} />;
}
