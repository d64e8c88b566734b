import type { ReactNode } from 'react';

import { CallToAction } from './call-to-action';
import { type LinkCard, LinkCardGrid } from './link-card-grid';
import { PageHero } from './page-hero';

export interface IndexPageLayoutProps {
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  /** The pages under this one, as linked cards. */
  readonly cardsHeading: string;
  readonly cards: readonly LinkCard[];
  /** Sections between the hero and the cards. */
  readonly children?: ReactNode;
}

/** The layout of a landing page (about, industries, services, career): hero, its sections, cards, call to action. */
export function IndexPageLayout({ eyebrow, heading, intro, cardsHeading, cards, children }: IndexPageLayoutProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} heading={heading} intro={intro} />
      {children}
      <LinkCardGrid heading={cardsHeading} cards={cards} />
      <CallToAction />
    </>
  );
}
