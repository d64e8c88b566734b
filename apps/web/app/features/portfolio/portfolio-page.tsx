import { ArrowUpRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { useContactEntry } from '~/content/contact-entry';
import { paths } from '~/site/menu';
import type { PageHeroCopy } from '~/site/page-head';
import type { StoryCard } from '~/site/story-cards';

import { StoryIllustration } from './story-illustration';

/** An industry's slug, or every story. */
type Filter = string;

/** Only industries that have a story get a filter button, in the order their first story comes. */
function filtersOf(stories: readonly StoryCard[]): { readonly value: Filter; readonly label: string }[] {
  const industries = new Map<string, string>();
  for (const story of stories) if (story.industryName) industries.set(story.industry, story.industryName);
  return [{ value: 'all', label: 'All industries' }, ...[...industries].map(([value, label]) => ({ value, label }))];
}

/**
 * /portfolio: its `hero` (from its entry) and every published case study as a card, filterable by industry;
 * each card is its story's entry's (heading, client and result).
 */
export function PortfolioPage({
  hero: { label, heading, intro },
  storiesHeading,
  stories,
}: {
  readonly hero: PageHeroCopy;
  /** The entry's heading over the cards; none where the editors removed it. */
  readonly storiesHeading: string | undefined;
  readonly stories: readonly StoryCard[];
}) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = stories.filter((story) => filter === 'all' || story.industry === filter);
  const filters = filtersOf(stories);
  const { callToAction } = useContactEntry();
  return (
    <>
      <PageHero eyebrow={label} heading={heading} intro={intro} />
      <section
        className="container-page py-16"
        {...(storiesHeading ? { 'aria-labelledby': 'portfolio-stories' } : { 'aria-label': 'Client stories' })}
      >
        {storiesHeading ? (
          <h2 id="portfolio-stories" className="mb-6 text-2xl font-bold sm:text-3xl">
            {storiesHeading}
          </h2>
        ) : null}
        <div role="group" aria-label="Filter stories by industry" className="mb-4 flex flex-wrap gap-2">
          {filters.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
              className="min-h-11 rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 transition hover:border-brand-400 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-slate-600 dark:text-slate-100 dark:aria-pressed:border-brand-300 dark:aria-pressed:bg-brand-300 dark:aria-pressed:text-slate-950"
            >
              {option.label}
            </button>
          ))}
        </div>
        <p aria-live="polite" className="mb-8 text-sm text-slate-600 dark:text-slate-400">
          {shown.length === 1 ? 'Showing 1 story' : `Showing ${shown.length} stories`}
        </p>
        <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="portfolio-cards">
          {shown.map((story) => (
            <li key={story.id}>
              <Link
                to={paths.portfolioStory(story.id)}
                className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
              >
                <StoryIllustration industry={story.industry} className="w-full" />
                <span className="flex flex-1 flex-col p-6">
                  {story.industryName ? (
                    <span className="text-sm font-semibold text-brand-700 dark:text-brand-300">
                      {story.industryName}
                    </span>
                  ) : null}
                  <span className="mt-2 flex items-start justify-between gap-3">
                    <span className="font-display text-lg font-bold text-slate-900 dark:text-white">
                      {story.heading}
                    </span>
                    <ArrowUpRight aria-hidden className="size-5 shrink-0 text-brand-600 dark:text-brand-300" />
                  </span>
                  <span className="mt-3 text-sm text-slate-600 dark:text-slate-400">{story.client}</span>
                  <span className="mt-4 text-sm font-semibold text-slate-900 dark:text-white">{story.outcome}</span>
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
