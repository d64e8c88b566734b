import { CallToAction } from '~/components/ui/call-to-action';
import { LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import { paths, portfolioStories } from '~/site/menu';
import { portfolioPageContent, staticPageContent } from '~/site/page-content';

export function PortfolioPage() {
  const { heading, intro } = staticPageContent.portfolio;
  return (
    <>
      <PageHero eyebrow="Portfolio" heading={heading} intro={intro} />
      <LinkCardGrid
        heading="Client stories"
        cards={portfolioStories.map((story) => {
          const content = portfolioPageContent[story.slug];
          return {
            title: content.heading,
            to: paths.portfolioStory(story.slug),
            text: `${content.client}. ${content.outcome}`,
          };
        })}
      />
      <CallToAction />
    </>
  );
}
