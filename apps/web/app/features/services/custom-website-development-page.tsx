import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { type LinkCard, LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import { paths } from '~/site/menu';
import type { PageHeroCopy } from '~/site/page-head';

/**
 * `hero` is the page's own, from its entry; `sections` are the content-service sections and `cards` the
 * related service pages, composed in by the route.
 */
export function CustomWebsiteDevelopmentPage({
  hero: { heading, intro },
  cards,
  sections,
}: {
  readonly hero: PageHeroCopy;
  readonly cards: readonly LinkCard[];
  readonly sections: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow="Custom website development" heading={heading} intro={intro}>
        <ButtonLink to={paths.contact}>
          Discuss your website <ArrowRight aria-hidden className="size-5" />
        </ButtonLink>
      </PageHero>
      {sections}
      <LinkCardGrid heading="Related services" cards={cards} />
      <CallToAction />
    </>
  );
}
