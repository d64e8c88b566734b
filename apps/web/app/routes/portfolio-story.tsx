import { StoryPage } from '~/features/portfolio/story-page';
import { pageMeta } from '~/site/page-meta';
import { isPortfolioStoryId, portfolioPages } from '~/site/search-data/portfolio';

import type { Route } from './+types/portfolio-story';
import { notFound, notFoundMeta } from './not-found';

/** The generic story route: any story in the portfolio data; an unknown id is not found. */
export const meta = ({ params }: Route.MetaArgs) =>
  isPortfolioStoryId(params.storyId) ? pageMeta(portfolioPages[params.storyId].search) : notFoundMeta();

/** An unknown story answers 404 from the server. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isPortfolioStoryId(params.storyId)) notFound();
  return null;
}

export default function PortfolioStory({ params }: Route.ComponentProps) {
  if (!isPortfolioStoryId(params.storyId)) notFound();
  return <StoryPage id={params.storyId} />;
}
