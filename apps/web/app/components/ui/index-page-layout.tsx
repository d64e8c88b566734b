import type { ReactNode } from 'react';

import { type LinkCard, LinkCardGrid } from './link-card-grid';
import { PageHero } from './page-hero';

export interface IndexPageLayoutProps {
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  /** The pages under this one, as linked cards, under their heading (none where the editors removed it). */
  readonly cardsHeading: string | undefined;
  readonly cards: readonly LinkCard[];
  /** Sections between the hero and the cards. */
  readonly children?: ReactNode;
}

/** The layout of a landing page: hero, its sections, and the cards of the pages under it. */
export function IndexPageLayout({ eyebrow, heading, intro, cardsHeading, cards, children }: IndexPageLayoutProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} heading={heading} intro={intro} />
      {children}
      <LinkCardGrid heading={cardsHeading} cards={cards} />
    </>
  );
}
