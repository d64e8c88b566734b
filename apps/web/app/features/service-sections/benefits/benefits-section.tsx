import * as Tabs from '@radix-ui/react-tabs';

import type { SectionItem } from '@auralis/content-manifest';

import { ListSection } from '../shared/section-frame';
import { defaultHeading, type SectionProps } from '../shared/section-props';

const DEFAULT_HEADING = defaultHeading('benefits');

/** docs/service-pages.md: the first is selected by default; clicking (or the arrow keys) selects another. */
export function BenefitsSection({ pagePath, headings }: SectionProps) {
  const heading = headings?.benefits ?? DEFAULT_HEADING;
  return (
    <ListSection section="benefits" pagePath={pagePath} heading={heading} loadingLabel="the benefits">
      {(items) => <BenefitTabs items={items} label={heading.heading} />}
    </ListSection>
  );
}

export function BenefitTabs({
  items,
  label,
}: {
  readonly items: readonly SectionItem<'benefitItem'>[];
  readonly label: string;
}) {
  const first = items[0];
  if (!first) return null;
  return (
    <Tabs.Root
      defaultValue={String(first.id)}
      orientation="vertical"
      className="grid gap-6 md:grid-cols-[minmax(0,340px)_1fr] md:gap-10"
    >
      <Tabs.List aria-label={label} className="flex flex-col gap-2" data-testid="benefit-tabs">
        {items.map((item) => (
          <Tabs.Trigger
            key={item.id}
            value={String(item.id)}
            className="rounded-xl border border-slate-200 px-5 py-4 text-left font-semibold text-slate-700 transition hover:border-brand-300 data-[state=active]:border-brand-600 data-[state=active]:bg-brand-600 data-[state=active]:text-white dark:border-slate-700 dark:text-slate-200 dark:data-[state=active]:border-brand-400 dark:data-[state=active]:bg-brand-400 dark:data-[state=active]:text-slate-950"
          >
            {item.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => {
        const icon = item.icon;
        return (
          <Tabs.Content
            key={item.id}
            value={String(item.id)}
            className="rounded-2xl border border-slate-200 bg-slate-50 p-8 dark:border-slate-700 dark:bg-slate-900"
          >
            {icon ? <img src={icon.url} alt="" width={48} height={48} className="mb-5 size-12" /> : null}
            <h3 className="text-2xl font-bold">{item.title}</h3>
            <p className="mt-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">{item.description}</p>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
