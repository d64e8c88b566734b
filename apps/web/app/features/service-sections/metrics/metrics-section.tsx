import { ContentBlock, showsContent, useSectionContent } from '~/content/page-content';

import { MissingContent } from '../shared/missing-content';
import { SectionFrame } from '../shared/section-frame';
import type { SectionProps } from '../shared/section-props';

/** docs/service-pages.md: performance metrics, shown numbered (performance-marketing-services only). */
export function MetricsSection({ pagePath }: SectionProps) {
  return showsContent(pagePath, 'metrics') ? <Metrics /> : <MissingContent section="metrics" />;
}

function Metrics() {
  const content = useSectionContent('metrics');
  return (
    <SectionFrame section="metrics" label="Performance metrics" heading="The numbers we report against">
      <ContentBlock content={content} label="the performance metrics">
        {(metrics) => (
          <ol className="grid gap-6 md:grid-cols-2" data-testid="metrics-list">
            {metrics.map((metric, index) => (
              <li key={metric.id} className="flex gap-5 rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
                <span
                  aria-hidden
                  className="font-display text-3xl font-extrabold text-brand-600 tabular-nums dark:text-brand-300"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div>
                  <h3 className="text-lg font-bold">{metric.title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-300">{metric.description}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </ContentBlock>
    </SectionFrame>
  );
}
