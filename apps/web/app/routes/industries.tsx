import { loadListedPages } from '~/content/listed-pages.server';
import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { loadPageEntries } from '~/content/page-entries.server';
import { ContactBlock } from '~/features/contact/contact-block';
import { IndustriesPage } from '~/features/industries/industries-page';
import { paths } from '~/site/menu';
import { pageCards, pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';

import type { Route } from './+types/industries';

// A failed load renders the root's error boundary and its tags (root.tsx), never this route's.
export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? pageMeta(loaderData.head.search) : []);

/**
 * The landing's entry (its head, hero and sections), and the published industry pages' (issue 34: the team's, in
 * their order) for their cards' share descriptions.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const industryPages = await loadListedPages(context, 'industry');
  const { entry, others } = await loadPageEntries(
    context,
    paths.industries,
    industryPages.map((page) => page.path),
  );
  return {
    head: pageHeadOf(entry, paths.industries),
    sections: entry.sections,
    cards: pageCards(industryPages, others),
    content: {},
  };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  cachedPageData(request, serverLoader, [], () => ({
    head: pageHeadWithoutEntry('Industries', paths.industries),
    sections: {},
    cards: [],
  }));

/** docs/careers.md#the-pages: pages outside the career section end with the contact block's project variant. */
export default function IndustriesRoute({ loaderData }: Route.ComponentProps) {
  useRememberPageData(paths.industries, loaderData);
  return (
    <>
      <IndustriesPage hero={loaderData.head.hero} sections={loaderData.sections} cards={loaderData.cards} />
      <ContactBlock variant="project" />
    </>
  );
}
