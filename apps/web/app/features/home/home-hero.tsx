/**
 * The home page's hero (docs/routes-and-shell.md#who-the-site-is-for): the tagline, the headline, the blurb and the link to the services, all
 * the home page entry's (`hero`).
 */
import { paths } from '@auralis/site-map';
import { ArrowRight } from 'lucide-react';

import { ButtonLink } from '~/components/ui/button-link';
import type { PageHeroCopy } from '~/site/page-head';

export function HomeHero({ hero }: { readonly hero: PageHeroCopy }) {
  return (
    <section className="relative overflow-hidden bg-slate-950 text-white" data-testid="home-hero">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_80%_-10%,rgba(37,69,235,0.55),transparent),radial-gradient(40rem_24rem_at_10%_110%,rgba(20,184,166,0.35),transparent)]"
      />
      <div className="container-page relative py-24 sm:py-32">
        {hero.label ? (
          <p className="mb-5 text-sm font-semibold uppercase tracking-[0.2em] text-accent-400">{hero.label}</p>
        ) : null}
        <h1 className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-white sm:text-6xl">
          {hero.heading}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300">{hero.intro}</p>
        {hero.buttonLabel ? (
          <div className="mt-10">
            <ButtonLink to={paths.services} className="!bg-white !text-slate-950 hover:!bg-brand-100">
              {hero.buttonLabel} <ArrowRight aria-hidden className="size-5" />
            </ButtonLink>
          </div>
        ) : null}
      </div>
    </section>
  );
}
