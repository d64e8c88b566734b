import { type LinkCard, LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import type { PageHeroCopy } from '~/site/page-head';

/**
 * The /industries landing: `hero` from its entry, and one card per industry page (`cards`, with each page's
 * share description); the route adds the contact block.
 */
export function IndustriesPage({
  hero: { heading, intro },
  cards,
}: {
  readonly hero: PageHeroCopy;
  readonly cards: readonly LinkCard[];
}) {
  return (
    <>
      <PageHero eyebrow="Industries" heading={heading} intro={intro} />
      <LinkCardGrid heading="Sectors we serve" cards={cards} />
    </>
  );
}
