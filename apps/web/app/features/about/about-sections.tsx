/**
 * The about pages' sections as their entries hold them (issue 21): the lists of cards and of ticked points the
 * five pages share, and the types of the sections each page reads.
 */
import type { PageSectionValues } from '@auralis/content-manifest';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';

import { PageSection } from '~/components/ui/page-section';
import { linesOf } from '~/site/entry-text';

export type AboutSections = Pick<
  PageSectionValues,
  | 'aboutFigures'
  | 'aboutStory'
  | 'aboutOffices'
  | 'mission'
  | 'principles'
  | 'values'
  | 'aboutPagesList'
  | 'measures'
  | 'leadership'
  | 'cloudPartners'
  | 'certifications'
  | 'partnershipBenefits'
  | 'communityPrograms'
  | 'commitments'
>;

type CardsSection = NonNullable<AboutSections['values']>;
type PointsSection = NonNullable<AboutSections['measures']>;

export const bodyText = 'leading-relaxed text-slate-700 dark:text-slate-300';

/** A section of cards, with the link under them where the editors gave one; nothing where they removed it. */
export function CardsPageSection({
  id,
  section,
  tone,
  columns = 'sm:grid-cols-2',
}: {
  readonly id: string;
  readonly section: CardsSection | undefined;
  readonly tone?: 'tinted';
  readonly columns?: string;
}) {
  if (!section) return null;
  const { heading, intro, cards, linkLabel, link } = section;
  return (
    <PageSection id={id} heading={heading} tone={tone} {...(intro ? { intro } : {})}>
      <ul role="list" className={`grid gap-6 ${columns}`}>
        {cards.map((card) => (
          <li
            key={card.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-950"
          >
            <h3 className="text-lg font-bold">{card.title}</h3>
            <p className={`mt-2 ${bodyText}`}>{card.text}</p>
          </li>
        ))}
      </ul>
      {linkLabel && link ? (
        <p className={`mt-8 ${bodyText}`}>
          <Link to={link} className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300">
            {linkLabel}
          </Link>
        </p>
      ) : null}
    </PageSection>
  );
}

/** A section of points, each with a tick; nothing where the editors removed it. */
export function PointsPageSection({
  id,
  section,
  tone,
}: {
  readonly id: string;
  readonly section: PointsSection | undefined;
  readonly tone?: 'tinted';
}) {
  if (!section) return null;
  return (
    <PageSection id={id} heading={section.heading} tone={tone} {...(section.intro ? { intro: section.intro } : {})}>
      <ul role="list" className="space-y-3">
        {linesOf(section.points).map((point) => (
          <li key={point} className="flex gap-3">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
            <span className={bodyText}>{point}</span>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
