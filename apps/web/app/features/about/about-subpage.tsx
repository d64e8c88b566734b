import { companyFacts, siteConfig } from '@auralis/site-config';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { PageSection } from '~/components/ui/page-section';
import { type AboutPageSlug, aboutPages, paths } from '~/site/menu';
import type { PageHeroCopy } from '~/site/page-head';

import {
  allianceBenefits,
  cloudAlliances,
  communityCommitments,
  communityPrograms,
  initials,
  leaders,
  mission,
  type TitledText,
  values,
} from './about-content';

const text = 'leading-relaxed text-slate-700 dark:text-slate-300';

function CardList({
  items,
  columns = 'sm:grid-cols-2',
}: {
  readonly items: readonly TitledText[];
  readonly columns?: string;
}) {
  return (
    <ul role="list" className={`grid gap-6 ${columns}`}>
      {items.map((item) => (
        <li
          key={item.title}
          className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-950"
        >
          <h3 className="text-lg font-bold">{item.title}</h3>
          <p className={`mt-2 ${text}`}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

function CheckList({ items }: { readonly items: readonly string[] }) {
  return (
    <ul role="list" className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300" />
          <span className={text}>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function MissionAndVision() {
  return (
    <>
      <PageSection id="about-mission" heading="Why we exist">
        <dl className="grid gap-6 md:grid-cols-2">
          {[
            { term: 'Our mission', detail: mission.mission },
            { term: 'Our vision', detail: mission.vision },
          ].map((entry) => (
            <div key={entry.term} className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-8 text-white">
              <dt className="text-sm font-semibold uppercase tracking-[0.18em] text-brand-100">{entry.term}</dt>
              <dd className="mt-3 font-display text-xl font-bold text-white sm:text-2xl">{entry.detail}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <PageSection id="about-principles" heading="How we work toward it" tone="tinted">
        <CardList items={mission.principles} />
      </PageSection>
      <PageSection id="about-values" heading="What we value">
        <CardList items={values} />
      </PageSection>
      <PageSection id="about-measures" heading="How we know it is working" tone="tinted">
        <CheckList items={mission.measures} />
      </PageSection>
    </>
  );
}

function Leadership() {
  return (
    <PageSection
      id="leadership-team"
      heading="Leadership team"
      intro="Six people set the direction for strategy, technology, operations, design, data and AI, and our client work in Europe."
    >
      <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {leaders.map((leader) => (
          <li key={leader.name} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            <div className="flex items-center gap-4">
              <span
                aria-hidden
                className={`flex size-16 shrink-0 items-center justify-center rounded-full font-display text-xl font-bold text-white ${leader.color}`}
              >
                {initials(leader.name)}
              </span>
              <div>
                <h3 className="text-lg font-bold text-slate-900 dark:text-white">{leader.name}</h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">{leader.role}</p>
              </div>
            </div>
            <p className={`mt-4 text-sm ${text}`}>{leader.bio}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

function Alliance() {
  return (
    <>
      <PageSection
        id="about-cloud"
        heading="Cloud partnerships"
        intro="We are partners of the three large cloud providers and recommend whichever fits the product."
      >
        <CardList items={cloudAlliances} columns="md:grid-cols-3" />
      </PageSection>
      <PageSection id="about-certifications" heading="Certifications" tone="tinted">
        <ul role="list" className="grid gap-6 sm:grid-cols-2">
          {companyFacts.certifications.map((certification) => (
            <li
              key={certification.name}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-950"
            >
              <h3 className="font-display text-2xl font-extrabold text-brand-800 dark:text-brand-200">
                {certification.name}
              </h3>
              <p className={`mt-2 ${text}`}>
                Our delivery is certified for {certification.scope}, and audited against the standard every year.
              </p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="about-alliance-benefits" heading="What partnerships mean for you">
        <CardList items={allianceBenefits} columns="md:grid-cols-3" />
        <p className={`mt-8 ${text}`}>
          See how we plan and run cloud work on our{' '}
          <Link
            to={paths.serviceOverview('cloud-strategy-engineering-services')}
            className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
          >
            cloud strategy and engineering
          </Link>{' '}
          page.
        </p>
      </PageSection>
    </>
  );
}

function CommunityEngagement() {
  return (
    <>
      <PageSection id="about-programs" heading="Our community programs">
        <CardList items={communityPrograms} />
      </PageSection>
      <PageSection id="about-commitments" heading="Our commitments" tone="tinted">
        <CheckList items={communityCommitments} />
      </PageSection>
    </>
  );
}

const pageBodies: Record<AboutPageSlug, () => ReactNode> = {
  'mission-and-vision': MissionAndVision,
  leadership: Leadership,
  alliance: Alliance,
  'community-engagement': CommunityEngagement,
};

/** One about page: its `hero` from its entry, its body from the code. */
export function AboutSubpage({
  slug,
  hero: { heading, intro },
}: {
  readonly slug: AboutPageSlug;
  readonly hero: PageHeroCopy;
}) {
  const name = aboutPages.find((page) => page.slug === slug)?.name ?? heading;
  const Body = pageBodies[slug];
  return (
    <>
      <PageHero
        eyebrow={`About ${siteConfig.name}`}
        heading={heading}
        intro={intro}
        breadcrumbs={<Breadcrumbs items={[{ label: 'About', to: paths.about }, { label: name }]} />}
      />
      <Body />
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
      <CallToAction />
    </>
  );
}
