import type { PageSection, SectionData } from '@auralis/content-manifest';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

import { ContentBlock, showsContent, useSectionContent } from '~/content/page-content';
import type { SectionHeading } from '~/site/section-headings';

import { MissingContent } from './missing-content';
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

// The list section shares this module with the frame it draws. In a module of its own it became a chunk of its own,
// which the build manifest every first visit loads names once more (the /testing route imports the benefits
// section directly), and the first visit's JavaScript budget has no bytes to spare (npm run budget).

/** The entries a section holds for its page. */
type SectionItems<S extends PageSection> = SectionData<S>;

export interface ListSectionProps<S extends PageSection> {
  readonly section: S;
  readonly pagePath: string;
  /** The small label, the heading and the description above the list. */
  readonly heading: SectionHeading;
  readonly tinted?: boolean;
  /** The heading for screen readers only (Agiliti's tech stack, docs/service-pages.md). */
  readonly hideHeading?: boolean;
  /** What is loading, for screen readers: "the services". */
  readonly loadingLabel: string;
  /**
   * What the frame shows on a page whose content has no field for this section (the tech stack's fallback
   * groups); without it, such a page shows the error box of missing-content.tsx instead of the section.
   */
  readonly fallback?: ReactNode;
  /** The entries, once they are there. */
  readonly children: (items: SectionItems<S>) => ReactNode;
}

/**
 * A section that lists its page's entries from the content service (services, why choose us, benefits, other
 * services, the tech stack): its frame and heading, the spinner while the entries are on their way, then the
 * list, or the error box when they could not be read (docs/service-pages.md#when-content-cannot-be-read).
 */
export function ListSection<S extends PageSection>({
  section,
  pagePath,
  heading,
  tinted,
  hideHeading,
  loadingLabel,
  fallback,
  children,
}: ListSectionProps<S>) {
  const shown = showsContent(pagePath, section);
  if (!shown && fallback === undefined) return <MissingContent section={section} />;
  return (
    <SectionFrame
      section={section}
      label={heading.title}
      heading={heading.heading}
      description={heading.description}
      hideHeading={hideHeading}
      tinted={tinted}
    >
      {shown ? (
        <SectionEntries section={section} loadingLabel={loadingLabel}>
          {children}
        </SectionEntries>
      ) : (
        fallback
      )}
    </SectionFrame>
  );
}

/** The entries' own component: the page's content is read with a hook, which a page without the section skips. */
function SectionEntries<S extends PageSection>({
  section,
  loadingLabel,
  children,
}: {
  readonly section: S;
  readonly loadingLabel: string;
  readonly children: (items: SectionItems<S>) => ReactNode;
}) {
  const content = useSectionContent(section);
  return (
    <ContentBlock content={content} label={loadingLabel}>
      {children}
    </ContentBlock>
  );
}
