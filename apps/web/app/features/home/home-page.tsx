import { ArrowRight } from 'lucide-react';
import { type ComponentType, useCallback } from 'react';

import { ButtonLink } from '~/components/ui/button-link';
import { LazySection } from '~/components/ui/section-lazy';

import { heroCopy } from './hero-copy';
import { homeSectionReserve } from './section-reserve';
import type { HomeLogoMarquee } from './sections/technology-marquee';

// SPEC.md §1: every section after the hero loads as it nears the viewport, each in its own chunk.
const loadDefault = (module: { readonly default: ComponentType }) => module.default;
const sectionLoaders = {
  journey: () => import('./sections/digital-journey').then(loadDefault),
  stories: () => import('./sections/success-stories').then(loadDefault),
  pillars: () => import('./sections/core-pillars').then(loadDefault),
  imprint: () => import('./sections/global-imprint').then(loadDefault),
  testimonials: () => import('./sections/client-testimonials').then(loadDefault),
  resources: () => import('./sections/resource-center').then(loadDefault),
  career: () => import('./sections/life-and-career').then(loadDefault),
} as const;

function Hero() {
  return (
    <section className="relative overflow-hidden bg-slate-950 text-white" data-testid="home-hero">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgba(37,69,235,0.55),transparent),radial-gradient(40rem_24rem_at_10%_110%,rgba(20,184,166,0.35),transparent)]"
      />
      <div className="container-page relative py-24 sm:py-32">
        <p className="mb-5 text-sm font-semibold uppercase tracking-[0.2em] text-accent-400">{heroCopy.eyebrow}</p>
        <h1 className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-white sm:text-6xl">
          {heroCopy.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300">{heroCopy.blurb}</p>
        <div className="mt-10">
          <ButtonLink to={heroCopy.cta.to} className="!bg-white !text-slate-950 hover:!bg-brand-100">
            {heroCopy.cta.label} <ArrowRight aria-hidden className="size-5" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/**
 * The home page up to the contact block (SPEC.md §1), which the route adds. The logo marquee is the service
 * pages' component: another feature's, so the route passes it in (STYLE.md rule 10), lazily loaded.
 */
export function HomePage({ loadLogoMarquee }: { readonly loadLogoMarquee: () => Promise<HomeLogoMarquee> }) {
  // The marquee section and the marquee component arrive together, so the section renders complete.
  const loadMarquee = useCallback(
    () =>
      Promise.all([import('./sections/technology-marquee'), loadLogoMarquee()]).then(
        ([module, Marquee]) =>
          function MarqueeSection() {
            return <module.default Marquee={Marquee} />;
          },
      ),
    [loadLogoMarquee],
  );
  return (
    <>
      <Hero />
      <LazySection name="journey" reserve={homeSectionReserve.journey} load={sectionLoaders.journey} />
      <LazySection name="stories" reserve={homeSectionReserve.stories} load={sectionLoaders.stories} />
      <LazySection name="pillars" reserve={homeSectionReserve.pillars} load={sectionLoaders.pillars} />
      <LazySection name="imprint" reserve={homeSectionReserve.imprint} load={sectionLoaders.imprint} />
      <LazySection name="testimonials" reserve={homeSectionReserve.testimonials} load={sectionLoaders.testimonials} />
      <LazySection name="marquee" reserve={homeSectionReserve.marquee} load={loadMarquee} />
      <LazySection name="resources" reserve={homeSectionReserve.resources} load={sectionLoaders.resources} />
      <LazySection name="career" reserve={homeSectionReserve.career} load={sectionLoaders.career} />
    </>
  );
}
