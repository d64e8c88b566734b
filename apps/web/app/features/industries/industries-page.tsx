import { LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import { industries, paths } from '~/site/menu';
import { industryPageContent } from '~/site/search-data/industries';
import { staticPageContent } from '~/site/search-data/static-pages';

/** The /industries landing: one card per industry page; the route adds the contact block. */
export function IndustriesPage() {
  const { heading, intro } = staticPageContent.industries;
  return (
    <>
      <PageHero eyebrow="Industries" heading={heading} intro={intro} />
      <LinkCardGrid
        heading="Sectors we serve"
        cards={industries.map((industry) => ({
          title: industry.name,
          to: paths.industry(industry.slug),
          text: industryPageContent[industry.slug].search.ogDescription,
        }))}
      />
    </>
  );
}
