import { companyFacts, siteConfig } from '@auralis/site-config';
import { MapPin } from 'lucide-react';

import { IndexPageLayout } from '~/components/ui/index-page-layout';
import { PageSection } from '~/components/ui/page-section';
import type { LinkCard } from '~/components/ui/link-card-grid';
import type { PageHeroCopy } from '~/site/page-head';

import { aboutFigures, companyStory, milestones, values } from './about-content';

/**
 * /about: its `hero` (from its entry), the company's story, its figures, offices and values, and the way to the
 * four sub-pages (`cards`, with each page's share description).
 */
export function AboutPage({
  hero: { heading, intro },
  cards,
}: {
  readonly hero: PageHeroCopy;
  readonly cards: readonly LinkCard[];
}) {
  return (
    <IndexPageLayout
      eyebrow={`About ${siteConfig.name}`}
      heading={heading}
      intro={intro}
      cardsHeading="Get to know us"
      cards={cards}
    >
      <section aria-label="Company figures" className="border-b border-slate-200 dark:border-slate-800">
        <dl className="container-page grid grid-cols-2 gap-6 py-10 lg:grid-cols-4">
          {aboutFigures.map((figure) => (
            <div key={figure.text} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{figure.text}</dt>
              <dd className="font-display text-3xl font-extrabold text-brand-800 sm:text-4xl dark:text-brand-200">
                {figure.title}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <PageSection id="about-story" heading="Our story">
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="space-y-4">
            {companyStory.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-slate-700 dark:text-slate-300">
                {paragraph}
              </p>
            ))}
          </div>
          <ol className="relative space-y-5 border-l-2 border-brand-200 pl-6 dark:border-brand-800">
            {milestones.map((milestone) => (
              <li key={milestone.year} className="relative">
                <span
                  aria-hidden
                  className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-brand-600 ring-4 ring-white dark:bg-brand-300 dark:ring-slate-950"
                />
                <span className="font-display font-bold text-slate-900 dark:text-white">{milestone.year}</span>
                <span className="block text-slate-700 dark:text-slate-300">{milestone.text}</span>
              </li>
            ))}
          </ol>
        </div>
      </PageSection>

      <PageSection
        id="about-offices"
        heading="Our offices"
        tone="tinted"
        intro="Delivery centers in India do the engineering, design and data work; client offices keep us in the same time zone as the people we work for."
      >
        <ul role="list" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {companyFacts.offices.map((office) => (
            <li
              key={office.city}
              className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-950"
            >
              <MapPin aria-hidden className="size-5 text-brand-600 dark:text-brand-300" />
              <p className="mt-3 font-display text-lg font-bold text-slate-900 dark:text-white">{office.city}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{office.country}</p>
              <p className="mt-2 text-sm font-semibold text-slate-800 dark:text-slate-200">{office.kind}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="about-values" heading="What we value">
        <ul role="list" className="grid gap-6 sm:grid-cols-2">
          {values.map((value) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
              <h3 className="text-lg font-bold">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700 dark:text-slate-300">{value.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </IndexPageLayout>
  );
}
