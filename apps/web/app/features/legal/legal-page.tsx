import { PageHero } from '~/components/ui/page-hero';

/**
 * A policy page (docs/routes-and-shell.md#the-shell: /privacy, /terms): its hero, the day it last changed and its text (its sections
 * numbered by the loader), all from the page's entry.
 */
export function LegalPage({
  label,
  heading,
  intro,
  lastUpdated,
  html,
}: {
  /** The label above the heading ('' for none). */
  readonly label: string;
  readonly heading: string;
  readonly intro: string;
  /** `YYYY-MM-DD`; shown only when it is a date. */
  readonly lastUpdated: string;
  /** Sanitized on the server (sanitize-html) after the Markdown was rendered there. */
  readonly html: string;
}) {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(lastUpdated) ? new Date(`${lastUpdated}T00:00:00Z`) : undefined;
  const updated =
    date && !Number.isNaN(date.getTime())
      ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
      : undefined;
  return (
    <>
      <PageHero eyebrow={label} heading={heading} intro={intro} />
      <article className="container-page max-w-3xl py-16">
        {updated ? (
          <p className="mb-10 text-sm text-slate-500 dark:text-slate-400">
            Last updated <time dateTime={lastUpdated}>{updated}</time>
          </p>
        ) : null}
        <div
          data-testid="legal-text"
          className="leading-relaxed text-slate-700 dark:text-slate-300 [&_a]:underline [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:space-y-1.5"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </article>
    </>
  );
}
