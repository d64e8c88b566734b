import { StoryPage } from '~/features/portfolio/story-page';
import { NotFoundScreen } from '~/features/status/not-found-screen';
import { pageMeta } from '~/site/page-meta';
import { isPortfolioStoryId, portfolioPages } from '~/site/search-data/portfolio';

import type { Route } from './+types/portfolio-story';
import { notFoundMeta } from './not-found';

/** The generic story route: any story in the portfolio data; an unknown id is not found. */
export const meta = ({ params }: Route.MetaArgs) =>
  isPortfolioStoryId(params.storyId) ? pageMeta(portfolioPages[params.storyId].search) : notFoundMeta();

export default function PortfolioStory({ params }: Route.ComponentProps) {
  return isPortfolioStoryId(params.storyId) ? <StoryPage id={params.storyId} /> : <NotFoundScreen />;
}
