import type { ReactNode } from 'react';

export interface PageSectionProps {
  /** Unique on the page: the section is labelled by its heading through this id. */
  readonly id: string;
  readonly heading: string;
  /** A sentence or two under the heading. */
  readonly intro?: string;
  /** A small label above the heading. */
  readonly eyebrow?: string;
  /** A tinted band instead of the page background. */
  readonly tone?: 'plain' | 'tinted';
  readonly children: ReactNode;
}

/** The section wrapper of the inner pages: a labelled <section> in the page container with its <h2>. */
export function PageSection({ id, heading, intro, eyebrow, tone = 'plain', children }: PageSectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={
        tone === 'tinted' ? 'border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900' : ''
      }
    >
      <div className="container-page py-16">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold uppercase tracking-[0.18em] text-brand-700 dark:text-brand-300">
            {eyebrow}
          </p>
        ) : null}
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        {intro ? <p className="mt-4 max-w-3xl leading-relaxed text-slate-600 dark:text-slate-300">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
