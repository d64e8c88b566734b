import { sectionEndpoint, type SectionRef } from '@auralis/content-manifest';
import * as Accordion from '@radix-ui/react-accordion';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import type { ContentItem } from '~/content/content-types';
import { ContentBlock, useEndpointContent } from '~/content/page-content';
import type { SectionHeading } from '~/site/section-headings';

import { MissingContent } from '../shared/missing-content';
import { sectionId, type SectionProps } from '../shared/section-props';
import { FaqIllustration } from './faq-illustration';

/**
 * SPEC.md §2 "FAQ": accordion items (WAI-ARIA APG accordion), all closed on every page change. Agiliti shows
 * the FAQ with a heading and an illustration (its page entry's); every other page just a "FAQ" label, as does
 * Agiliti when the editors removed its heading.
 */
export function FaqSection({ pagePath, layout, headings }: SectionProps) {
  const ref = sectionEndpoint(pagePath, 'faq');
  if (!ref) return <MissingContent section="faq" />;
  return <Faq pageRef={ref} heading={layout.faqWithHeading ? headings?.faq : undefined} />;
}

function Faq({
  pageRef,
  heading,
}: {
  readonly pageRef: SectionRef<'faq'>;
  readonly heading: SectionHeading | undefined;
}) {
  const content = useEndpointContent(pageRef);
  const headingId = `${sectionId('faq')}-heading`;
  const withHeading = heading !== undefined;
  return (
    <section id={sectionId('faq')} data-section="faq" aria-labelledby={headingId} className="py-16 sm:py-20">
      <div className={withHeading ? 'container-page grid gap-10 lg:grid-cols-[minmax(0,360px)_1fr]' : 'container-page'}>
        {heading ? (
          <div>
            <p className="mb-3 text-sm font-semibold uppercase tracking-[0.18em] text-brand-700 dark:text-brand-300">
              {heading.title}
            </p>
            <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {heading.heading}
            </h2>
            {heading.description ? (
              <p className="mt-4 leading-relaxed text-slate-700 dark:text-slate-300">{heading.description}</p>
            ) : null}
            <FaqIllustration className="mt-8 w-full max-w-[12rem] lg:max-w-xs" />
          </div>
        ) : (
          <h2
            id={headingId}
            className="mb-8 text-sm font-semibold uppercase tracking-[0.18em] text-brand-700 dark:text-brand-300"
          >
            FAQ
          </h2>
        )}
        <ContentBlock content={content} label="the questions">
          {(items) => <FaqList items={items} />}
        </ContentBlock>
      </div>
    </section>
  );
}

/** Keyed by pathname, so a move to another page remounts the accordion with every item closed. */
export function FaqList({ items }: { readonly items: readonly ContentItem<'faqItem'>[] }) {
  const { pathname } = useLocation();
  return (
    <Accordion.Root
      key={pathname}
      type="single"
      collapsible
      className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-700 dark:border-slate-700"
      data-testid="faq-list"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={String(item.id)} data-testid="faq-item">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-6 py-5 text-left text-lg font-semibold">
                {item.attributes.question}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-brand-600 transition-transform group-data-[state=open]:rotate-180 dark:text-brand-300"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="pb-6 leading-relaxed text-slate-700 dark:text-slate-300">
            <p>{item.attributes.answer}</p>
            {item.attributes.cta && item.attributes.path ? (
              <Link
                to={item.attributes.path}
                className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                {item.attributes.cta}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            ) : null}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
