import { companyFacts } from '@auralis/site-config';
import { MapPin } from 'lucide-react';

import { CallToAction } from '~/components/ui/call-to-action';
import { IndexPageLayout } from '~/components/ui/index-page-layout';
import { PageSection } from '~/components/ui/page-section';
import type { LinkCard } from '~/components/ui/link-card-grid';
import { useContactEntry } from '~/content/contact-entry';
import { paragraphsOf } from '~/site/entry-text';
import type { PageHeroCopy } from '~/site/page-head';

import { type AboutSections, bodyText, CardsPageSection } from './about-sections';

/**
 * /about: its `hero` and `sections` (from its entry: the company's figures, story, offices and values), and the
 * way to the four sub-pages (`cards`, with each page's share description). The offices are the company's facts.
 */
export function AboutPage({
  hero: { label, heading, intro },
  sections,
  cards,
}: {
  readonly hero: PageHeroCopy;
  readonly sections: AboutSections;
  readonly cards: readonly LinkCard[];
}) {
  const { aboutFigures: figures, aboutStory: story, aboutOffices: offices } = sections;
  const { callToAction } = useContactEntry();
  return (
    <>
      <IndexPageLayout
        eyebrow={label}
        heading={heading}
        intro={intro}
        cardsHeading={sections.aboutPagesList?.heading}
        cards={cards}
      >
        {figures ? (
          <section aria-label={figures.label} className="border-b border-slate-200 dark:border-slate-800">
            <dl className="container-page grid grid-cols-2 gap-6 py-10 lg:grid-cols-4">
              {figures.figures.map((figure) => (
                <div key={figure.label} className="flex flex-col-reverse">
                  <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{figure.label}</dt>
                  <dd className="font-display text-3xl font-extrabold text-brand-800 sm:text-4xl dark:text-brand-200">
                    {figure.value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}

        {story ? (
          <PageSection id="about-story" heading={story.heading}>
            <div className="grid gap-10 lg:grid-cols-2">
              <div className="space-y-4">
                {paragraphsOf(story.paragraphs).map((paragraph) => (
                  <p key={paragraph} className={bodyText}>
                    {paragraph}
                  </p>
                ))}
              </div>
              <ol className="relative space-y-5 border-l-2 border-brand-200 pl-6 dark:border-brand-800">
                {story.milestones.map((milestone) => (
                  <li key={`${milestone.year} ${milestone.text}`} className="relative">
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
        ) : null}

        {offices ? (
          <PageSection id="about-offices" heading={offices.heading} tone="tinted" intro={offices.intro}>
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
        ) : null}

        <CardsPageSection id="about-values" section={sections.values} />
      </IndexPageLayout>
      <CallToAction words={callToAction} />
    </>
  );
}
