import { ArrowUpRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';

import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { industryName, servicePage } from '@auralis/site-map';
import { paths } from '~/site/menu';
import type { PageHeroCopy } from '~/site/page-head';

import { caseStudies } from './case-studies';
import { type PortfolioStoryId, type StoryCard, storyFacts } from './story-facts';
import { StoryIllustration } from './story-illustration';

const sectionHeading = 'mb-6 text-2xl font-bold sm:text-3xl';
const body = 'leading-relaxed text-slate-700 dark:text-slate-300';

/**
 * A portfolio story as a full case study: its `hero` from its entry, its facts and body from the code, and up
 * to three `others` to read next. The client is described neutrally (BRAND.md).
 */
export function StoryPage({
  id,
  hero,
  others,
}: {
  readonly id: PortfolioStoryId;
  readonly hero: PageHeroCopy;
  readonly others: readonly StoryCard[];
}) {
  const story = storyFacts[id];
  const study = caseStudies[id];
  return (
    <>
      <PageHero
        eyebrow="Client story"
        heading={hero.heading}
        intro={hero.intro}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Portfolio', to: paths.portfolio }, { label: story.client }]} />}
      />
      <section aria-label="Engagement facts" className="border-b border-slate-200 dark:border-slate-800">
        <dl className="container-page grid gap-6 py-10 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-400">
              Client
            </dt>
            <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{story.client}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-400">
              Industry
            </dt>
            <dd className="mt-1 font-semibold">
              <Link
                to={paths.industry(study.industry)}
                className="text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
              >
                {industryName(study.industry)}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-400">
              Engagement
            </dt>
            <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{study.engagement}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-400">Team</dt>
            <dd className="mt-1 text-slate-800 dark:text-slate-200">{study.team}</dd>
          </div>
        </dl>
      </section>

      <div className="container-page grid gap-12 py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-14">
          <section aria-labelledby="story-challenge">
            <h2 id="story-challenge" className={sectionHeading}>
              The challenge
            </h2>
            <div className="space-y-4">
              {study.challenge.map((paragraph) => (
                <p key={paragraph} className={body}>
                  {paragraph}
                </p>
              ))}
            </div>
          </section>

          <section aria-labelledby="story-approach">
            <h2 id="story-approach" className={sectionHeading}>
              Our approach
            </h2>
            <ol className="space-y-4">
              {study.approach.map((step, index) => (
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

          <section aria-labelledby="story-built">
            <h2 id="story-built" className={sectionHeading}>
              What we built
            </h2>
            <ul role="list" className="grid gap-5 sm:grid-cols-2">
              {study.built.map((item) => (
                <li key={item.title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
                  <h3 className="flex items-center gap-2 text-lg font-bold">
                    <CheckCircle2 aria-hidden className="size-5 shrink-0 text-brand-600 dark:text-brand-300" />
                    {item.title}
                  </h3>
                  <p className={`mt-2 text-sm ${body}`}>{item.text}</p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="story-outcome">
            <h2 id="story-outcome" className={sectionHeading}>
              The outcome
            </h2>
            <dl className="grid gap-5 sm:grid-cols-2">
              {study.figures.map((figure) => (
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
            <p className={`mt-6 ${body}`}>{study.outcome}</p>
          </section>
        </div>

        <aside className="space-y-10" aria-label="Technologies and services">
          <StoryIllustration industry={study.industry} className="hidden w-full lg:block" />
          <section aria-labelledby="story-technologies">
            <h2 id="story-technologies" className="mb-4 text-xl font-bold">
              Technologies
            </h2>
            <ul role="list" className="flex flex-wrap gap-2">
              {study.technologies.map((technology) => (
                <li
                  key={technology}
                  className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 dark:border-slate-600 dark:text-slate-200"
                >
                  {technology}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="story-services">
            <h2 id="story-services" className="mb-4 text-xl font-bold">
              Services involved
            </h2>
            <ul role="list" className="space-y-2">
              {study.services.map((slug) => {
                const service = servicePage(slug);
                return (
                  <li key={slug}>
                    <Link
                      to={service.path}
                      className="group flex items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3 font-semibold text-slate-900 hover:border-brand-300 dark:border-slate-800 dark:text-white dark:hover:border-brand-500"
                    >
                      {service.name}
                      <ArrowUpRight aria-hidden className="size-4 shrink-0 text-brand-600 dark:text-brand-300" />
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        </aside>
      </div>

      <section className="container-page pb-4" aria-labelledby="story-more">
        <h2 id="story-more" className="mb-6 text-2xl font-bold">
          More client stories
        </h2>
        <ul role="list" className="grid gap-5 md:grid-cols-3">
          {others.map((other) => (
            <li key={other.id}>
              <Link
                to={paths.portfolioStory(other.id)}
                className="flex h-full flex-col rounded-2xl border border-slate-200 p-6 hover:border-brand-300 dark:border-slate-800 dark:hover:border-brand-500"
              >
                <span className="text-sm text-slate-600 dark:text-slate-400">{storyFacts[other.id].client}</span>
                <span className="mt-2 font-display text-lg font-bold text-slate-900 dark:text-white">
                  {other.heading}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <CallToAction />
    </>
  );
}
