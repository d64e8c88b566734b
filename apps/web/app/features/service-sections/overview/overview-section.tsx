import { ContentBlock, showsContent, useSectionContent } from '~/content/page-content';

import { MissingContent } from '../shared/missing-content';
import { sectionId, type SectionProps } from '../shared/section-props';

/**
 * docs/service-pages.md: the overview, its description in Markdown, beside its image. The Markdown arrives as
 * sanitized HTML, rendered on the server (content/page-content.server.ts): no parser ships to the browser.
 */
export function OverviewSection({ pagePath }: SectionProps) {
  return showsContent(pagePath, 'overview') ? <Overview /> : <MissingContent section="overview" />;
}

function Overview() {
  const content = useSectionContent('overview');
  return (
    <section id={sectionId('overview')} data-section="overview" aria-label="Overview" className="py-16 sm:py-20">
      <div className="container-page">
        <ContentBlock content={content} label="the overview">
          {(overview) => {
            const image = overview.image;
            return (
              <div className="grid items-center gap-10 lg:grid-cols-[1fr_minmax(0,420px)] lg:gap-16">
                <div>
                  <p className="mb-3 text-sm font-semibold uppercase tracking-[0.18em] text-brand-700 dark:text-brand-300">
                    {overview.title}
                  </p>
                  <h2
                    className="text-3xl font-bold tracking-tight text-balance sm:text-4xl"
                    data-testid="overview-heading"
                  >
                    {overview.heading}
                  </h2>
                  <div
                    className="prose-content mt-6 space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300 [&_a]:underline [&_li]:ml-5 [&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white [&_ul]:list-disc [&_ul]:space-y-2"
                    // Sanitized on the server (sanitize-html) after the Markdown was rendered there.
                    dangerouslySetInnerHTML={{ __html: overview.description }}
                  />
                </div>
                {image ? (
                  <img
                    src={image.url}
                    alt=""
                    width={image.width ?? 480}
                    height={image.height ?? 360}
                    loading="lazy"
                    className="w-full rounded-3xl"
                  />
                ) : null}
              </div>
            );
          }}
        </ContentBlock>
      </div>
    </section>
  );
}
