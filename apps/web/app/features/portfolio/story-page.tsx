import { ArrowUpRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';

import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { useContactEntry } from '~/content/contact-entry';
import type { PageSectionValues } from '@auralis/content-manifest';
import { linesOf, paragraphsOf, servicePagesAt } from '~/site/entry-text';
import { paths } from '~/site/menu';
import type { PageHeroCopy } from '~/site/page-head';
import type { StoryCard } from '~/site/story-cards';

import { StoryIllustration } from './story-illustration';

/** A story's sections as its entry holds them; a section the editors removed is absent. */
export type StorySections = Pick<
  PageSectionValues,
  | 'storyFacts'
  | 'storyChallenge'
  | 'storyApproach'
  | 'storyBuilt'
  | 'storyOutcome'
  | 'storyTechnologies'
  | 'storyServices'
>;

const sectionHeading = 'mb-6 text-2xl font-bold sm:text-3xl';
const body = 'leading-relaxed text-slate-700 dark:text-slate-300';
const factLabel = 'text-sm font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-400';

/**
 * A portfolio story as a full case study: its `hero` and `sections` from its entry (the client described
 * neutrally, the brand module (packages/site-config)), its name and industry from its listing, and up to three `others` to read next.
 */
export function StoryPage({
  story,
  hero,
  sections,
  othersHeading,
  others,
}: {
  /** The story's name in lists, and the industry page it is filed under ('' names: none published). */
  readonly story: { readonly name: string; readonly industry: string; readonly industryName: string };
  readonly hero: PageHeroCopy;
  readonly sections: StorySections;
  /** The portfolio entry's heading over the other stories; none where the editors removed it. */
  readonly othersHeading: string | undefined;
  readonly others: readonly StoryCard[];
}) {
  const { storyFacts: facts, storyChallenge, storyApproach, storyBuilt, storyOutcome } = sections;
  const { storyTechnologies, storyServices } = sections;
  const { callToAction } = useContactEntry();
  return (
    <>
      <PageHero
        eyebrow={hero.label}
        heading={hero.heading}
        intro={hero.intro}
        breadcrumbs={
          <Breadcrumbs items={[{ label: 'Portfolio', to: paths.portfolio }, { label: facts?.client || story.name }]} />
        }
      />
      <section aria-label="Engagement facts" className="border-b border-slate-200 dark:border-slate-800">
        <dl className="container-page grid gap-6 py-10 sm:grid-cols-2 lg:grid-cols-4">
          {facts ? (
            <div>
              <dt className={factLabel}>Client</dt>
              <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{facts.client}</dd>
            </div>
          ) : null}
          {story.industryName ? (
            <div>
              <dt className={factLabel}>Industry</dt>
              <dd className="mt-1 font-semibold">
                <Link
                  to={paths.industry(story.industry)}
                  className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                >
                  {story.industryName}
                </Link>
              </dd>
            </div>
          ) : null}
          {facts ? (
            <>
              <div>
                <dt className={factLabel}>Engagement</dt>
                <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{facts.engagement}</dd>
              </div>
              <div>
                <dt className={factLabel}>Team</dt>
                <dd className="mt-1 text-slate-800 dark:text-slate-200">{facts.team}</dd>
              </div>
            </>
          ) : null}
        </dl>
      </section>

      <div className="container-page grid gap-12 py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-14">
          {storyChallenge ? (
            <section aria-labelledby="story-challenge">
              <h2 id="story-challenge" className={sectionHeading}>
                {storyChallenge.heading}
              </h2>
              <div className="space-y-4">
                {paragraphsOf(storyChallenge.paragraphs).map((paragraph) => (
                  <p key={paragraph} className={body}>
                    {paragraph}
                  </p>
                ))}
              </div>
            </section>
          ) : null}

          {storyApproach ? (
            <section aria-labelledby="story-approach">
              <h2 id="story-approach" className={sectionHeading}>
                {storyApproach.heading}
              </h2>
              {storyApproach.intro ? <p className={`mb-6 ${body}`}>{storyApproach.intro}</p> : null}
              <ol className="space-y-4">
                {linesOf(storyApproach.points).map((step, index) => (
                  <li key={step} className="flex gap-4">
                    <span
                      aria-hidden
                      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-display font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
                    >
                      {index + 1}
                    </span>
                    <p className={body}>{step}</p>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}

          {storyBuilt ? (
            <section aria-labelledby="story-built">
              <h2 id="story-built" className={sectionHeading}>
                {storyBuilt.heading}
              </h2>
              {storyBuilt.intro ? <p className={`mb-6 ${body}`}>{storyBuilt.intro}</p> : null}
              <ul role="list" className="grid gap-5 sm:grid-cols-2">
                {storyBuilt.cards.map((item) => (
                  <li key={item.title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
                    <h3 className="flex items-center gap-2 text-lg font-bold">
                      <CheckCircle2 aria-hidden className="size-5 shrink-0 text-brand-600 dark:text-brand-300" />
                      {item.title}
                    </h3>
                    <p className={`mt-2 text-sm ${body}`}>{item.text}</p>
                  </li>
                ))}
              </ul>
              {storyBuilt.linkLabel && storyBuilt.link ? (
                <Link
                  to={storyBuilt.link}
                  className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                >
                  {storyBuilt.linkLabel}
                  <ArrowUpRight aria-hidden className="size-4" />
                </Link>
              ) : null}
            </section>
          ) : null}

          {storyOutcome ? (
            <section aria-labelledby="story-outcome">
              <h2 id="story-outcome" className={sectionHeading}>
                {storyOutcome.heading}
              </h2>
              <dl className="grid gap-5 sm:grid-cols-2">
                {storyOutcome.figures.map((figure) => (
                  <div
                    key={figure.label}
                    className="flex flex-col-reverse rounded-2xl border border-brand-200 bg-brand-50 p-6 dark:border-brand-800 dark:bg-brand-950"
                  >
                    <dt className="mt-2 text-sm text-slate-700 dark:text-slate-300">{figure.label}</dt>
                    <dd className="font-display text-3xl font-extrabold text-brand-800 dark:text-brand-100">
                      {figure.value}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className={`mt-6 ${body}`}>{storyOutcome.text}</p>
            </section>
          ) : null}
        </div>

        <aside className="space-y-10" aria-label="Technologies and services">
          <StoryIllustration industry={story.industry} className="hidden w-full lg:block" />
          {storyTechnologies ? (
            <section aria-labelledby="story-technologies">
              <h2 id="story-technologies" className="mb-4 text-xl font-bold">
                {storyTechnologies.heading}
              </h2>
              {storyTechnologies.intro ? <p className={`mb-4 text-sm ${body}`}>{storyTechnologies.intro}</p> : null}
              <ul role="list" className="flex flex-wrap gap-2">
                {linesOf(storyTechnologies.points).map((technology) => (
                  <li
                    key={technology}
                    className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 dark:border-slate-600 dark:text-slate-200"
                  >
                    {technology}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {storyServices ? (
            <section aria-labelledby="story-services">
              <h2 id="story-services" className="mb-4 text-xl font-bold">
                {storyServices.heading}
              </h2>
              <ul role="list" className="space-y-2">
                {servicePagesAt(storyServices.servicePaths).map((service) => (
                  <li key={service.path}>
                    <Link
                      to={service.path}
                      className="group flex items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3 font-semibold text-slate-900 hover:border-brand-300 dark:border-slate-800 dark:text-white dark:hover:border-brand-500"
                    >
                      {service.name}
                      <ArrowUpRight aria-hidden className="size-4 shrink-0 text-brand-600 dark:text-brand-300" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>

      <section
        className="container-page pb-4"
        {...(othersHeading ? { 'aria-labelledby': 'story-more' } : { 'aria-label': 'Other client stories' })}
      >
        {othersHeading ? (
          <h2 id="story-more" className="mb-6 text-2xl font-bold">
            {othersHeading}
          </h2>
        ) : null}
        <ul role="list" className="grid gap-5 md:grid-cols-3">
          {others.map((other) => (
            <li key={other.id}>
              <Link
                to={paths.portfolioStory(other.id)}
                className="flex h-full flex-col rounded-2xl border border-slate-200 p-6 hover:border-brand-300 dark:border-slate-800 dark:hover:border-brand-500"
              >
                <span className="text-sm text-slate-600 dark:text-slate-400">{other.client}</span>
                <span className="mt-2 font-display text-lg font-bold text-slate-900 dark:text-white">
                  {other.heading}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <CallToAction words={callToAction} />
    </>
  );
}
