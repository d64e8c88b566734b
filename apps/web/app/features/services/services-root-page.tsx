import { CallToAction } from '~/components/ui/call-to-action';
import { LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import { paths, serviceAreas } from '~/site/menu';
import { serviceOverviewContent, staticPageContent } from '~/site/page-content';

export function ServicesRootPage() {
  const { heading, intro } = staticPageContent.services;
  return (
    <>
      <PageHero eyebrow="Services" heading={heading} intro={intro} />
      <LinkCardGrid
        heading="Service areas"
        cards={serviceAreas.map((area) => ({
          title: area.name,
          to: paths.serviceOverview(area.slug),
          text: serviceOverviewContent(area.slug).intro,
        }))}
      />
      <CallToAction />
    </>
  );
}
