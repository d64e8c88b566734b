import { PageHero } from '~/components/ui/page-hero';

import type { LegalDocument } from './legal-content';

export function LegalPage({
  heading,
  intro,
  document,
}: {
  readonly heading: string;
  readonly intro: string;
  readonly document: LegalDocument;
}) {
  const updated = new Date(`${document.lastUpdated}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <>
      <PageHero eyebrow="Legal" heading={heading} intro={intro} />
      <article className="container-page max-w-3xl py-16">
        <p className="mb-10 text-sm text-slate-500 dark:text-slate-400">
          Last updated <time dateTime={document.lastUpdated}>{updated}</time>
        </p>
        {document.sections.map((section, index) => (
          <section key={section.heading} className="mb-10" aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`} className="mb-3 text-xl font-bold">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mb-3 leading-relaxed text-slate-700 dark:text-slate-300">
                {paragraph}
              </p>
            ))}
            {section.bullets ? (
              <ul className="mb-3 list-disc space-y-1.5 pl-6 text-slate-700 dark:text-slate-300">
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </>
  );
}
