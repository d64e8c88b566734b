import type { PageSection } from '@auralis/content-manifest';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { sectionId } from './section-props';

/**
 * The frame of one section: its anchor for the section menu, a small label, its heading and an optional
 * description. `hideHeading` keeps the heading for screen readers only (Agiliti's tech stack, docs/service-pages.md).
 */
export function SectionFrame({
  section,
  label,
  heading,
  description,
  hideHeading = false,
  tinted = false,
  children,
}: {
  readonly section: PageSection;
  readonly label?: string;
  readonly heading: string;
  readonly description?: string | null;
  readonly hideHeading?: boolean;
  readonly tinted?: boolean;
  readonly children: ReactNode;
}) {
  const headingId = `${sectionId(section)}-heading`;
  return (
    <section
      id={sectionId(section)}
      data-section={section}
      aria-labelledby={headingId}
      className={clsx('py-16 sm:py-20', tinted && 'bg-slate-50 dark:bg-slate-900/60')}
    >
      <div className="container-page">
        <header className={clsx('mb-10 max-w-3xl', hideHeading && 'sr-only')}>
          {label ? (
            <p className="mb-3 text-sm font-semibold uppercase tracking-[0.18em] text-brand-700 dark:text-brand-300">
              {label}
            </p>
          ) : null}
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {heading}
          </h2>
          {description ? (
            <p className="mt-4 text-lg leading-relaxed text-slate-600 dark:text-slate-300">{description}</p>
          ) : null}
        </header>
        {children}
      </div>
    </section>
  );
}
