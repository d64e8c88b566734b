import { siteConfig } from '@auralis/site-config';

import { CallToAction } from '~/components/ui/call-to-action';
import { LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import { aboutPages, paths } from '~/site/menu';
import { staticPageContent } from '~/site/page-content';
import type { StaticPageKey } from '~/site/search-data/static-pages';

export const aboutPageKeys = {
  'mission-and-vision': 'missionAndVision',
  leadership: 'leadership',
  alliance: 'alliance',
  'community-engagement': 'communityEngagement',
} as const satisfies Record<(typeof aboutPages)[number]['slug'], StaticPageKey>;

export function AboutPage() {
  const { heading, intro } = staticPageContent.about;
  return (
    <>
      <PageHero eyebrow={`About ${siteConfig.name}`} heading={heading} intro={intro} />
      <LinkCardGrid
        heading="Get to know us"
        cards={aboutPages.map((page) => ({
          title: page.name,
          to: paths.aboutPage(page.slug),
          text: staticPageContent[aboutPageKeys[page.slug]].search.ogDescription,
        }))}
      />
      <CallToAction />
    </>
  );
}
