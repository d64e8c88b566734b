import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { paths, type PortfolioStorySlug } from '~/site/menu';
import { portfolioPageContent } from '~/site/page-content';

/** A portfolio story. The client is described neutrally (BRAND.md); the outcome is stated once. */
export function StoryPage({ slug }: { readonly slug: PortfolioStorySlug }) {
  const story = portfolioPageContent[slug];
  return (
    <>
      <PageHero
        eyebrow="Client story"
        heading={story.heading}
        intro={story.intro}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Portfolio', to: paths.portfolio }, { label: story.client }]} />}
      />
      <section className="container-page py-16">
        <dl className="grid gap-6 md:grid-cols-3">
          <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            <dt className="text-sm font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
              Client
            </dt>
            <dd className="mt-2 text-lg font-semibold">{story.client}</dd>
          </div>
          <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            <dt className="text-sm font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
              What we did
            </dt>
            <dd className="mt-2">
              <ul role="list" className="space-y-1">
                {story.services.map((service) => (
                  <li key={service}>{service}</li>
                ))}
              </ul>
            </dd>
          </div>
          <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6 dark:border-brand-800 dark:bg-brand-950">
            <dt className="text-sm font-semibold uppercase tracking-wider text-brand-700 dark:text-brand-300">
              Outcome
            </dt>
            <dd className="mt-2 text-lg font-semibold text-slate-900 dark:text-white">{story.outcome}</dd>
          </div>
        </dl>
      </section>
      <CallToAction />
    </>
  );
}
