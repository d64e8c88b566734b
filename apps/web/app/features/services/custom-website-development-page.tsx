import type { PageSectionValues } from '@auralis/content-manifest';
import type { ReactNode } from 'react';

import { CallToAction } from '~/components/ui/call-to-action';
import { type LinkCard, LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import { useContactEntry } from '~/content/contact-entry';
import { paths } from '~/site/menu';
import type { PageHeroCopy } from '~/site/page-head';

/**
 * `hero` is the page's own, from its entry, as is `related`, the heading over the `cards` of the related
 * service pages (the cards show without it where the editors removed it); `sections` are the content-service
 * sections, composed in by the route.
 */
export function CustomWebsiteDevelopmentPage({
  hero: { label, heading, intro, buttonLabel },
  cards,
  related,
  sections,
}: {
  readonly hero: PageHeroCopy;
  readonly cards: readonly LinkCard[];
  readonly related: PageSectionValues['websiteRelatedPages'];
  readonly sections: ReactNode;
}) {
  const { callToAction } = useContactEntry();
  return (
    <>
      <PageHero eyebrow={label} heading={heading} intro={intro} button={{ label: buttonLabel, to: paths.contact }} />
      {sections}
      <LinkCardGrid heading={related?.heading} cards={cards} />
      <CallToAction words={callToAction} />
    </>
  );
}
