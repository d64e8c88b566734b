import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { loadPageEntries } from '~/content/page-entries.server';
import { ContactPage } from '~/features/contact/contact-page';
import { paths } from '~/site/menu';
import { pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';

import type { Route } from './+types/contact';

// A failed load renders the root's error boundary and its tags (root.tsx), never this route's.
export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? pageMeta(loaderData.head.search) : []);

/** The page's entry: its search data, hero and sections (its forms' words come with every page: root.tsx). */
export async function loader({ context }: Route.LoaderArgs) {
  const { entry } = await loadPageEntries(context, paths.contact);
  const { inquiryForm, contactDetails } = entry.sections;
  return { head: pageHeadOf(entry, paths.contact), inquiry: inquiryForm, details: contactDetails, content: {} };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  cachedPageData(request, serverLoader, [], () => ({
    head: pageHeadWithoutEntry('Contact us', paths.contact),
    inquiry: undefined,
    details: undefined,
  }));

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  useRememberPageData(paths.contact, loaderData);
  return <ContactPage hero={loaderData.head.hero} inquiry={loaderData.inquiry} details={loaderData.details} />;
}
