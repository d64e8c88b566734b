import { siteConfig } from '@auralis/site-config';

import { CallToAction } from '~/components/ui/call-to-action';
import { LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import { aboutPages, paths } from '~/site/menu';
import { aboutPageKeys, staticPageContent } from '~/site/page-content';

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
