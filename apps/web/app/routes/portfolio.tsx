import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { loadStoriesAndIndustries } from '~/content/listed-pages.server';
import { loadPageEntries } from '~/content/page-entries.server';
import { PortfolioPage } from '~/features/portfolio/portfolio-page';
import { paths } from '~/site/menu';
import { pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';
import { storyCards } from '~/site/story-cards';

import type { Route } from './+types/portfolio';

// A failed load renders the root's error boundary and its tags (root.tsx), never this route's.
export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? pageMeta(loaderData.head.search) : []);

/**
 * The portfolio's entry, and every published story's for its card (its heading, client and result), in the
 * team's order; the filter offers the industries its stories are filed under.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { stories, industries } = await loadStoriesAndIndustries(context);
  const { entry, others } = await loadPageEntries(
    context,
    paths.portfolio,
    stories.map((story) => story.path),
  );
  return {
    head: pageHeadOf(entry, paths.portfolio),
    storiesHeading: entry.sections.storiesList?.heading,
    stories: storyCards(others, stories, industries),
    content: {},
  };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  cachedPageData(request, serverLoader, [], () => ({
    head: pageHeadWithoutEntry('Portfolio', paths.portfolio),
    storiesHeading: undefined,
    stories: [],
  }));

export default function PortfolioRoute({ loaderData }: Route.ComponentProps) {
  useRememberPageData(paths.portfolio, loaderData);
  return (
    <PortfolioPage
      hero={loaderData.head.hero}
      storiesHeading={loaderData.storiesHeading}
      stories={loaderData.stories}
    />
  );
}
