import type { PageSectionValues } from '@auralis/content-manifest';
import { ArrowRight, ArrowUpRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';

import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { PageHero } from '~/components/ui/page-hero';
import { servicePagesAt } from '~/site/entry-text';
import { paths } from '~/site/menu';
import type { PageHeroCopy } from '~/site/page-head';
import type { StoryCard } from '~/site/story-cards';

export type IndustrySections = Pick<
  PageSectionValues,
  'industryValuePoints' | 'industryServices' | 'industryCaseStudy'
>;

const cardClass = 'rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';

/**
 * Five value points: three over two on wide screens and two, two and one full-width on tablets, so no row
 * ends with an empty cell.
 */
const valuePointSpan = [
  'lg:col-span-2',
  'lg:col-span-2',
  'lg:col-span-2',
  'lg:col-span-3',
  'sm:col-span-2 lg:col-span-3',
] as const;

/**
 * One shared industry page; the entry is chosen by slug (docs/service-pages.md) and holds its `sections`: the five value
 * points of docs/service-pages.md, the services that fit the sector and a related case study. A section the editors
 * removed is left out. The route adds the contact block.
 */
export function IndustryPage({
  name,
  hero: { label, heading, intro },
  sections: { industryValuePoints: valuePoints, industryServices, industryCaseStudy },
  story: storyCard,
}: {
  /** The industry's name in lists (its breadcrumb). */
  readonly name: string;
  readonly hero: PageHeroCopy;
  readonly sections: IndustrySections;
  /** The card of the related story (story-cards.ts `relatedStoryPath`), from its entry; null for none published. */
  readonly story: StoryCard | null;
}) {
  const services = industryServices ? servicePagesAt(industryServices.servicePaths) : [];
  const story = storyCard ? { ...storyCard, path: paths.portfolioStory(storyCard.id) } : null;
  const caseStudy = industryCaseStudy && story ? { ...industryCaseStudy, story } : null;
  return (
    <>
      <PageHero
        eyebrow={label}
        heading={heading}
        intro={intro}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Industries', to: paths.industries }, { label: name }]} />}
      />

      {valuePoints ? (
        <section className="container-page py-16" aria-labelledby="industry-value-heading">
          <h2
            id="industry-value-heading"
            className={`${valuePoints.intro ? 'mb-3' : 'mb-8'} text-2xl font-bold sm:text-3xl`}
          >
            {valuePoints.heading}
          </h2>
          {valuePoints.intro ? <p className="mb-8 text-slate-600 dark:text-slate-300">{valuePoints.intro}</p> : null}
          <ol role="list" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-6" data-testid="industry-value-points">
            {valuePoints.cards.map((point, index) => (
              <li
                key={point.title}
                className={`${cardClass} ${valuePointSpan[index] ?? 'lg:col-span-2'} flex flex-col p-6`}
              >
                <span
                  aria-hidden
                  className="mb-4 flex size-10 items-center justify-center rounded-full bg-brand-50 font-display text-base font-bold text-brand-700 dark:bg-brand-950 dark:text-brand-200"
                >
                  {index + 1}
                </span>
                <h3 className="font-display text-lg font-bold text-slate-900 dark:text-white">{point.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{point.text}</p>
              </li>
            ))}
          </ol>
          {valuePoints.linkLabel && valuePoints.link ? (
            <p className="mt-8">
              <Link
                to={valuePoints.link}
                className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
              >
                {valuePoints.linkLabel}
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}

      {industryServices || caseStudy ? (
        <section
          className="bg-slate-50 py-16 dark:bg-slate-900/40"
          aria-labelledby={industryServices ? 'industry-services-heading' : 'industry-case-heading'}
        >
          <div className="container-page grid gap-10 lg:grid-cols-2">
            {industryServices ? (
              <div>
                <h2 id="industry-services-heading" className="mb-3 text-2xl font-bold sm:text-3xl">
                  {industryServices.heading}
                </h2>
                {industryServices.intro ? (
                  <p className="mb-6 text-slate-600 dark:text-slate-300">{industryServices.intro}</p>
                ) : null}
                <ul role="list" className="grid gap-3 sm:grid-cols-2" data-testid="industry-services">
                  {services.map((service) => (
                    <li key={service.path}>
                      <Link
                        to={service.path}
                        className={`${cardClass} group flex h-full items-center justify-between gap-3 px-4 py-3 font-semibold text-slate-800 transition hover:border-brand-300 dark:text-slate-100 dark:hover:border-brand-500`}
                      >
                        <span className="flex items-center gap-2">
                          <CheckCircle2 aria-hidden className="size-5 shrink-0 text-brand-600 dark:text-brand-300" />
                          {service.name}
                        </span>
                        <ArrowUpRight
                          aria-hidden
                          className="size-4 shrink-0 text-brand-600 transition group-hover:translate-x-0.5 dark:text-brand-300"
                        />
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}

            {caseStudy ? (
              <div aria-labelledby="industry-case-heading" role="group">
                <h2 id="industry-case-heading" className="mb-3 text-2xl font-bold sm:text-3xl">
                  {caseStudy.heading}
                </h2>
                <article className={`${cardClass} p-6 sm:p-8`} data-testid="industry-case-study">
                  <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700 dark:text-brand-300">
                    {caseStudy.story.client}
                  </p>
                  <p className="mt-4 font-display text-3xl font-extrabold text-slate-900 dark:text-white">
                    {caseStudy.story.outcome}
                  </p>
                  <p className="mt-4 leading-relaxed text-slate-600 dark:text-slate-300">{caseStudy.story.summary}</p>
                  <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-300">{caseStudy.relevance}</p>
                  <Link
                    to={caseStudy.story.path}
                    className={`mt-6 inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300`}
                  >
                    {caseStudy.linkLabel} <span className="sr-only">, {caseStudy.story.client}</span>
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </article>
              </div>
            ) : null}
          </div>
        </section>
      ) : null}
    </>
  );
}
