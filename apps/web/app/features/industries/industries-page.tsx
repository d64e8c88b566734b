import type { PageSectionValues } from '@auralis/content-manifest';

import { type LinkCard, LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import type { PageHeroCopy } from '~/site/page-head';

export type IndustriesSections = Pick<PageSectionValues, 'industrySectors'>;

/**
 * The /industries landing: `hero` and `sections` (the heading over the cards) from its entry, and one card per
 * industry page (`cards`, with each page's share description); the route adds the contact block.
 */
export function IndustriesPage({
  hero: { label, heading, intro },
  sections: { industrySectors },
  cards,
}: {
  readonly hero: PageHeroCopy;
  readonly sections: IndustriesSections;
  readonly cards: readonly LinkCard[];
}) {
  return (
    <>
      <PageHero eyebrow={label} heading={heading} intro={intro} />
      {industrySectors ? <LinkCardGrid heading={industrySectors.heading} cards={cards} /> : null}
    </>
  );
}
