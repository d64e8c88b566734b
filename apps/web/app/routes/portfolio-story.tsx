import { useLocation } from 'react-router';

import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { loadPageEntries } from '~/content/page-entries.server';
import { StoryPage } from '~/features/portfolio/story-page';
import { isPortfolioStoryId, paths, portfolioStories, portfolioStoryIds } from '~/site/menu';
import { pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';
import { storyCards } from '~/site/story-cards';
import type { PageParams } from '~/site/page-handle';

import type { Route } from './+types/portfolio-story';
import { notFound, notFoundMeta } from './not-found';

/** Which stories exist: an unknown id shares one cached not-found page (server/app.ts). */
export const handle = { namesAPage: (params: PageParams) => isPortfolioStoryId(params.storyId) };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.head.search) : notFoundMeta();

/**
 * The generic story route reads the entry of the story its id names (its hero, facts and sections), the
 * other stories' for the "more client stories" cards, and the portfolio's for their heading. An unknown story,
 * or one whose entry is unpublished, answers 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = params.storyId;
  if (!isPortfolioStoryId(id)) notFound();
  const pagePath = paths.portfolioStory(id);
  const otherIds = portfolioStoryIds.filter((other) => other !== id);
  const { entry, others } = await loadPageEntries(context, pagePath, [
    ...otherIds.map(paths.portfolioStory),
    paths.portfolio,
  ]);
  return {
    head: pageHeadOf(entry, pagePath),
    sections: entry.sections,
    othersHeading: others.get(paths.portfolio)?.sections.moreStories?.heading,
    others: storyCards(others, otherIds).slice(0, 3),
    content: {},
  };
}

export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const id = params.storyId;
  // An unknown story: the server's 404.
  if (!isPortfolioStoryId(id)) return serverLoader();
  const name = portfolioStories.find((story) => story.slug === id)?.name ?? 'Client story';
  return cachedPageData(request, serverLoader, [], () => ({
    head: pageHeadWithoutEntry(name, paths.portfolioStory(id)),
    sections: {},
    othersHeading: undefined,
    others: [],
  }));
}

export default function PortfolioStory({ params, loaderData }: Route.ComponentProps) {
  useRememberPageData(useLocation().pathname, loaderData);
  if (!isPortfolioStoryId(params.storyId)) notFound();
  return (
    <StoryPage
      key={params.storyId}
      id={params.storyId}
      hero={loaderData.head.hero}
      sections={loaderData.sections}
      othersHeading={loaderData.othersHeading}
      others={loaderData.others}
    />
  );
}
