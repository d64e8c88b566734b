import { listedPageKindOf } from '@auralis/site-map';
import { useLocation } from 'react-router';

import { loadStoriesAndIndustries } from '~/content/listed-pages.server';
import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { loadPageEntries } from '~/content/page-entries.server';
import { StoryPage } from '~/features/portfolio/story-page';
import { paths } from '~/site/menu';
import { pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';
import { storyCards } from '~/site/story-cards';
import type { PageParams } from '~/site/page-handle';

import type { Route } from './+types/portfolio-story';
import { notFound, notFoundMeta } from './not-found';

/** The story's path, for an id a story may have; undefined for any other. */
function storyPath(id: string | undefined): string | undefined {
  const pagePath = paths.portfolioStory(id ?? '');
  return listedPageKindOf(pagePath) === 'story' ? pagePath : undefined;
}

/** Other stories a story page offers to read next. */
const OTHER_STORIES = 3;

/** Which stories are published: an unknown id shares one cached not-found page (server/app.ts). */
export const handle = {
  namesAPage: (params: PageParams, pathname: string, livePagePaths: ReadonlySet<string>) =>
    storyPath(params.storyId) !== undefined && livePagePaths.has(pathname),
};

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.head.search) : notFoundMeta();

/**
 * The generic story route reads the entry of the story its id names (its hero, facts and sections), whichever
 * stories the team has added (issue 34), the next stories' entries for the "more client stories" cards, and the
 * portfolio's for their heading. An id with no published entry answers 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const pagePath = storyPath(params.storyId);
  if (!pagePath) notFound();
  const { stories, industries } = await loadStoriesAndIndustries(context);
  const others = stories.filter((story) => story.path !== pagePath).slice(0, OTHER_STORIES);
  const read = await loadPageEntries(context, pagePath, [...others.map((story) => story.path), paths.portfolio]);
  const listing = stories.find((story) => story.path === pagePath);
  const industry = industries.find((candidate) => candidate.slug === listing?.industry);
  return {
    head: pageHeadOf(read.entry, pagePath),
    story: {
      name: listing?.name ?? read.entry.title,
      industry: industry?.slug ?? '',
      industryName: industry?.name ?? '',
    },
    sections: read.entry.sections,
    othersHeading: read.others.get(paths.portfolio)?.sections.moreStories?.heading,
    others: storyCards(read.others, others, industries),
    content: {},
  };
}

export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const pagePath = storyPath(params.storyId);
  // Not an id a story may have: the server's 404.
  if (!pagePath) return serverLoader();
  return cachedPageData(request, serverLoader, [], () => ({
    head: pageHeadWithoutEntry('Client story', pagePath),
    story: { name: 'Client story', industry: '', industryName: '' },
    sections: {},
    othersHeading: undefined,
    others: [],
  }));
}

export default function PortfolioStory({ params, loaderData }: Route.ComponentProps) {
  useRememberPageData(useLocation().pathname, loaderData);
  if (!storyPath(params.storyId)) notFound();
  return (
    <StoryPage
      key={params.storyId}
      story={loaderData.story}
      hero={loaderData.head.hero}
      sections={loaderData.sections}
      othersHeading={loaderData.othersHeading}
      others={loaderData.others}
    />
  );
}
