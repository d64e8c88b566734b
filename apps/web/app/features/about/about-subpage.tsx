import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { PageSection } from '~/components/ui/page-section';
import { useContactEntry } from '~/content/contact-entry';
import { type AboutPageSlug, aboutPages, paths } from '~/site/menu';
import type { PageHeroCopy } from '~/site/page-head';

import { type AboutSections, bodyText, CardsPageSection, PointsPageSection } from './about-sections';

/**
 * The discs behind the leaders' initials, in turn, each dark enough for white initials (4.5:1 and more). Every one
 * must be a colour the stylesheet defines: an undefined one (the site's accent has no 700) left a disc white, and
 * its white initials invisible, in the light theme (issue 33, item 5).
 */
export const LEADER_DISC_COLORS = [
  'bg-brand-700',
  'bg-teal-700',
  'bg-violet-700',
  'bg-rose-700',
  'bg-amber-800',
  'bg-sky-800',
] as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

type Body = (props: { readonly sections: AboutSections }) => ReactNode;

const MissionAndVision: Body = ({ sections }) => {
  const { mission } = sections;
  return (
    <>
      {mission ? (
        <PageSection id="about-mission" heading={mission.heading}>
          <dl className="grid gap-6 md:grid-cols-2">
            {[
              { term: 'Our mission', detail: mission.mission },
              { term: 'Our vision', detail: mission.vision },
            ].map((entry) => (
              <div
                key={entry.term}
                className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-8 text-white"
              >
                <dt className="text-sm font-semibold uppercase tracking-[0.18em] text-brand-100">{entry.term}</dt>
                <dd className="mt-3 font-display text-xl font-bold text-white sm:text-2xl">{entry.detail}</dd>
              </div>
            ))}
          </dl>
        </PageSection>
      ) : null}
      <CardsPageSection id="about-principles" section={sections.principles} tone="tinted" />
      <CardsPageSection id="about-values" section={sections.values} />
      <PointsPageSection id="about-measures" section={sections.measures} tone="tinted" />
    </>
  );
};

const Leadership: Body = ({ sections: { leadership } }) =>
  leadership ? (
    <PageSection id="leadership-team" heading={leadership.heading} intro={leadership.intro}>
      <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {leadership.leaders.map((leader, index) => (
          <li
            key={leader.name}
            data-testid="leader"
            className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800"
          >
            <div className="flex items-center gap-4">
              {leader.photo ? (
                // The portrait the editors uploaded; its alternative text describes it (the name is the heading).
                <img
                  src={leader.photo.url}
                  alt={leader.photo.alternativeText}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 shrink-0 rounded-full object-cover"
                  data-testid="leader-photo"
                />
              ) : (
                <span
                  aria-hidden
                  className={`flex size-16 shrink-0 items-center justify-center rounded-full font-display text-xl font-bold text-white ${LEADER_DISC_COLORS[index % LEADER_DISC_COLORS.length] ?? 'bg-brand-700'}`}
                  data-testid="leader-initials"
                >
                  {initials(leader.name)}
                </span>
              )}
              <div>
                <h3 className="text-lg font-bold text-slate-900 dark:text-white">{leader.name}</h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">{leader.role}</p>
              </div>
            </div>
            <p className={`mt-4 text-sm ${bodyText}`}>{leader.bio}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  ) : null;

const Alliance: Body = ({ sections }) => (
  <>
    <CardsPageSection id="about-cloud" section={sections.cloudPartners} columns="md:grid-cols-3" />
    <CardsPageSection id="about-certifications" section={sections.certifications} tone="tinted" />
    <CardsPageSection id="about-alliance-benefits" section={sections.partnershipBenefits} columns="md:grid-cols-3" />
  </>
);

const CommunityEngagement: Body = ({ sections }) => (
  <>
    <CardsPageSection id="about-programs" section={sections.communityPrograms} />
    <PointsPageSection id="about-commitments" section={sections.commitments} tone="tinted" />
  </>
);

const pageBodies: Record<AboutPageSlug, Body> = {
  'mission-and-vision': MissionAndVision,
  leadership: Leadership,
  alliance: Alliance,
  'community-engagement': CommunityEngagement,
};

/** One about page: its `hero` and its `sections` from its entry. */
export function AboutSubpage({
  slug,
  hero: { label, heading, intro },
  sections,
}: {
  readonly slug: AboutPageSlug;
  readonly hero: PageHeroCopy;
  readonly sections: AboutSections;
}) {
  const name = aboutPages.find((page) => page.slug === slug)?.name ?? heading;
  const Body = pageBodies[slug];
  const { callToAction } = useContactEntry();
  return (
    <>
      <PageHero
        eyebrow={label}
        heading={heading}
        intro={intro}
        breadcrumbs={<Breadcrumbs items={[{ label: 'About', to: paths.about }, { label: name }]} />}
      />
      <Body sections={sections} />
      <nav aria-label="More about us" className="container-page pt-4">
        <ul role="list" className="flex flex-wrap gap-3">
          {aboutPages
            .filter((page) => page.slug !== slug)
            .map((page) => (
              <li key={page.slug}>
                <Link
                  to={paths.aboutPage(page.slug)}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:border-brand-400 dark:border-slate-600 dark:text-slate-100"
                >
                  {page.name}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      <CallToAction words={callToAction} />
    </>
  );
}
