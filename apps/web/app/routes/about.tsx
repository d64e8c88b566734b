import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { loadPageEntries } from '~/content/page-entries.server';
import { AboutPage } from '~/features/about/about-page';
import { aboutPages, paths } from '~/site/menu';
import { pageCards, pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';

import type { Route } from './+types/about';

const subpages = aboutPages.map((page) => ({ name: page.name, path: paths.aboutPage(page.slug) }));

// A failed load renders the root's error boundary and its tags (root.tsx), never this route's.
export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? pageMeta(loaderData.head.search) : []);

/** The page's entry (its head, hero and sections), and its four sub-pages' for their cards' share descriptions. */
export async function loader({ context }: Route.LoaderArgs) {
  const { entry, others } = await loadPageEntries(
    context,
    paths.about,
    subpages.map((page) => page.path),
  );
  return {
    head: pageHeadOf(entry, paths.about),
    sections: entry.sections,
    cards: pageCards(subpages, others),
    content: {},
  };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  cachedPageData(request, serverLoader, [], () => ({
    head: pageHeadWithoutEntry('About us', paths.about),
    sections: {},
    cards: subpages.map((page) => ({ title: page.name, to: page.path, text: '' })),
  }));

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  useRememberPageData(paths.about, loaderData);
  return <AboutPage hero={loaderData.head.hero} sections={loaderData.sections} cards={loaderData.cards} />;
}
