import { CallToAction } from '~/components/ui/call-to-action';
import { LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import { servicePages } from '~/site/menu';
import { staticPageContent, subServicePageContent } from '~/site/page-content';

const relatedSlugs = new Set([
  'web-development-consulting',
  'responsive-web-development-services',
  'cms-development-services',
  'progressive-web-app-development-services',
  'ecommerce-services',
  'website-management',
]);

export function CustomWebsiteDevelopmentPage() {
  const { heading, intro } = staticPageContent.customWebsiteDevelopment;
  return (
    <>
      <PageHero eyebrow="Custom website development" heading={heading} intro={intro} />
      <LinkCardGrid
        heading="What a website project can include"
        cards={servicePages
          .filter((page) => relatedSlugs.has(page.slug))
          .map((page) => ({
            title: page.name,
            to: page.path,
            text: subServicePageContent[page.slug].search.ogDescription,
          }))}
      />
      <CallToAction />
    </>
  );
}
