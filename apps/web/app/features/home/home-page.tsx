import { type ComponentType, useCallback } from 'react';

import { island } from '~/components/ui/island';
import { LazySection } from '~/components/ui/section-lazy';
import type { PageHeroCopy } from '~/site/page-head';

import { type HomeSections, HomeSectionsProvider } from './home-sections';
import { homeSectionReserve } from './section-reserve';
import type { HomeLogoMarquee } from './sections/technology-marquee';

// docs/routes-and-shell.md#who-the-site-is-for: every section after the hero loads as it nears the viewport, each in its own chunk.
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

// The hero is text and one link: it hydrates when the visitor reaches for it (issue 18 item 5).
const Hero = island('home-hero', () => import('./home-hero').then((module) => module.HomeHero), {
  when: 'interaction',
});

/**
 * The home page up to the contact block (docs/routes-and-shell.md#who-the-site-is-for), which the route adds; `hero` and `sections` are the home
 * page entry's.
 * The logo marquee is the service pages' component: another feature's, so the route passes it in (docs/engineering-habits.md
 * rule 10), lazily loaded.
 */
export function HomePage({
  hero,
  sections,
  loadLogoMarquee,
}: {
  readonly hero: PageHeroCopy;
  readonly sections: HomeSections;
  readonly loadLogoMarquee: () => Promise<HomeLogoMarquee>;
}) {
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
    <HomeSectionsProvider value={sections}>
      <Hero hero={hero} />
      <LazySection name="journey" reserve={homeSectionReserve.journey} load={sectionLoaders.journey} />
      <LazySection name="stories" reserve={homeSectionReserve.stories} load={sectionLoaders.stories} />
      <LazySection name="pillars" reserve={homeSectionReserve.pillars} load={sectionLoaders.pillars} />
      <LazySection name="imprint" reserve={homeSectionReserve.imprint} load={sectionLoaders.imprint} />
      <LazySection name="testimonials" reserve={homeSectionReserve.testimonials} load={sectionLoaders.testimonials} />
      <LazySection name="marquee" reserve={homeSectionReserve.marquee} load={loadMarquee} />
      <LazySection name="resources" reserve={homeSectionReserve.resources} load={sectionLoaders.resources} />
      <LazySection name="career" reserve={homeSectionReserve.career} load={sectionLoaders.career} />
    </HomeSectionsProvider>
  );
}
