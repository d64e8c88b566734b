import type { ReactNode } from 'react';

export interface PageHeroProps {
  readonly heading: string;
  readonly intro: string;
  /** A small label above the heading: the section of the site this page belongs to. */
  readonly eyebrow?: string;
  readonly children?: ReactNode;
  readonly breadcrumbs?: ReactNode;
}

/** The top of an inner page: its one <h1> and the introduction written for it. */
export function PageHero({ heading, intro, eyebrow, children, breadcrumbs }: PageHeroProps) {
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 right-[-10%] size-[28rem] rounded-full bg-accent-400/20 blur-3xl dark:bg-brand-500/15"
      />
      <div className="container-page relative py-16 sm:py-20 lg:py-24">
        {breadcrumbs}
        {eyebrow ? (
          <p className="mb-4 text-sm font-semibold uppercase tracking-[0.18em] text-brand-700 dark:text-brand-300">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{heading}</h1>
        <p className="mt-6 max-w-3xl text-lg leading-relaxed text-slate-600 dark:text-slate-300">{intro}</p>
        {children ? <div className="mt-8 flex flex-wrap gap-4">{children}</div> : null}
      </div>
    </section>
  );
}
