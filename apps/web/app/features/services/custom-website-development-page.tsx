import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import { paths, servicePages } from '~/site/menu';
import { staticPageContent } from '~/site/search-data/static-pages';
import { subServicePageContent } from '~/site/search-data/sub-services';

const relatedSlugs = new Set([
  'web-development-consulting',
  'responsive-web-development-services',
  'cms-development-services',
  'progressive-web-app-development-services',
  'ecommerce-services',
  'website-management',
]);

/** `sections` are the content-service sections, composed in by the route. */
export function CustomWebsiteDevelopmentPage({ sections }: { readonly sections: ReactNode }) {
  const { heading, intro } = staticPageContent.customWebsiteDevelopment;
  return (
    <>
      <PageHero eyebrow="Custom website development" heading={heading} intro={intro}>
        <ButtonLink to={paths.contact}>
          Discuss your website <ArrowRight aria-hidden className="size-5" />
        </ButtonLink>
      </PageHero>
      {sections}
      <LinkCardGrid
        heading="Related services"
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
