import { StoryPage } from '~/features/portfolio/story-page';
import { NotFoundScreen } from '~/features/status/not-found-screen';
import { portfolioStories, type PortfolioStorySlug } from '~/site/menu';
import { pageMeta } from '~/site/page-meta';
import { portfolioPageContent } from '~/site/page-content';

import type { Route } from './+types/portfolio-story';
import { notFoundMeta } from './not-found';

/** The generic story route: any story in the portfolio data; an unknown id is not found. */
function findStory(id: string | undefined): PortfolioStorySlug | undefined {
  return portfolioStories.find((story) => story.slug === id)?.slug;
}

export const meta = ({ params }: Route.MetaArgs) => {
  const slug = findStory(params.storyId);
  return slug ? pageMeta(portfolioPageContent[slug].search) : notFoundMeta();
};

export default function PortfolioStory({ params }: Route.ComponentProps) {
  const slug = findStory(params.storyId);
  return slug ? <StoryPage slug={slug} /> : <NotFoundScreen />;
}
