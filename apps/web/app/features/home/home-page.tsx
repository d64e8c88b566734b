import { siteConfig } from '@auralis/site-config';
import { ArrowRight } from 'lucide-react';

import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { LinkCardGrid } from '~/components/ui/link-card-grid';
import { paths, serviceAreas } from '~/site/menu';
import { serviceOverviewContent, staticPageContent } from '~/site/page-content';

const facts = [
  { value: `${new Date().getFullYear() - siteConfig.foundingYear}+`, label: `years since ${siteConfig.foundingYear}` },
  { value: '650', label: 'engineers, designers, data specialists and marketers' },
  { value: '400+', label: 'projects delivered' },
  { value: '18', label: 'countries served' },
] as const;

export function HomePage() {
  const { heading, intro } = staticPageContent.home;
  return (
    <>
      <section className="relative overflow-hidden bg-slate-950 text-white">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgba(37,69,235,0.55),transparent),radial-gradient(40rem_24rem_at_10%_110%,rgba(20,184,166,0.35),transparent)]"
        />
        <div className="container-page relative py-24 sm:py-32">
          <p className="mb-5 text-sm font-semibold uppercase tracking-[0.2em] text-accent-400">{siteConfig.tagline}</p>
          <h1 className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-white sm:text-6xl">
            {heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300">{intro}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink to={paths.services} className="!bg-white !text-slate-950 hover:!bg-brand-100">
              Explore our services <ArrowRight aria-hidden className="size-5" />
            </ButtonLink>
            <ButtonLink
              to={paths.contact}
              variant="secondary"
              className="!border-slate-500 !text-white hover:!bg-white/10"
            >
              Start a project
            </ButtonLink>
          </div>
        </div>
      </section>
      <section aria-label={`${siteConfig.name} in numbers`} className="border-b border-slate-200 dark:border-slate-800">
        <dl className="container-page grid grid-cols-2 gap-8 py-12 lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse justify-end">
              <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{fact.label}</dt>
              <dd className="font-display text-4xl font-extrabold text-brand-700 dark:text-brand-300">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <LinkCardGrid
        heading="What we do"
        cards={serviceAreas.map((area) => ({
          title: area.name,
          to: paths.serviceOverview(area.slug),
          text: serviceOverviewContent(area.slug).search.ogDescription,
        }))}
      />
      <CallToAction />
    </>
  );
}
