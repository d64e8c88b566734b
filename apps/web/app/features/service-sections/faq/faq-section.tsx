import { ArrowRight, ChevronDown } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';

import type { SectionItem } from '@auralis/content-manifest';
import { useHtmlOnlyText } from '~/content/html-only-text';
import { ContentBlock, showsContent, useSectionContent } from '~/content/page-content';
import type { SectionHeading } from '~/site/section-headings';

import { MissingContent } from '../shared/missing-content';
import { sectionId, type SectionProps } from '../shared/section-props';
import { FaqIllustration } from './faq-illustration';

/**
 * docs/service-pages.md: accordion items, all closed on every page change. Agiliti shows the FAQ with a heading and an
 * illustration (its page entry's); every other page just a "FAQ" label, as does Agiliti when the editors removed
 * its heading.
 */
export function FaqSection({ pagePath, layout, headings }: SectionProps) {
  if (!showsContent(pagePath, 'faq')) return <MissingContent section="faq" />;
  return <Faq heading={layout.faqWithHeading ? headings?.faq : undefined} />;
}

function Faq({ heading }: { readonly heading: SectionHeading | undefined }) {
  const content = useSectionContent('faq');
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

/**
 * The questions as the browser's own disclosure widgets (`<details>`, one open at a time through their shared
 * `name`): every answer is in the page's HTML, a question opens with no code at all (before the page's code has
 * arrived, or without JavaScript), and find-in-page opens the item it finds text in
 * (docs/decisions/017-alive-from-the-first-paint.md). Keyed by pathname, so a move to another page remounts the
 * list with every item closed.
 */
export function FaqList({ items }: { readonly items: readonly SectionItem<'faqItem'>[] }) {
  const { pathname } = useLocation();
  return (
    // The list handles the accordion's optional keys (APG): arrows, Home and End move between the questions.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the questions themselves take the keys.
    <div
      key={pathname}
      onKeyDown={moveBetweenQuestions}
      className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-700 dark:border-slate-700"
      data-testid="faq-list"
    >
      {items.map((item) => (
        <FaqItem key={item.id} item={item} group={`faq${pathname}`} />
      ))}
    </div>
  );
}

/** The accordion's optional keys (APG): Down and Up go to the next and previous question, Home and End to the ends. */
function moveBetweenQuestions(event: KeyboardEvent<HTMLDivElement>) {
  if (!(event.target instanceof HTMLElement) || event.target.tagName !== 'SUMMARY') return;
  const questions = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > details > summary')];
  const at = questions.indexOf(event.target);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: questions.length - 1 }[event.key];
  const next = to === undefined ? undefined : questions[Math.min(Math.max(to, 0), questions.length - 1)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

function FaqItem({ item, group }: { readonly item: SectionItem<'faqItem'>; readonly group: string }) {
  // A first load carries the answer in its markup only, not a second time in the page's data (html-only-text.tsx).
  const answer = useHtmlOnlyText(item.answer);
  return (
    <details name={group} className="group" data-testid="faq-item">
      <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-6 py-5 text-left text-lg font-semibold [&::-webkit-details-marker]:hidden">
        {item.question}
        <ChevronDown
          aria-hidden
          className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180 dark:text-brand-300"
        />
      </summary>
      <div className="pb-6 leading-relaxed text-slate-700 dark:text-slate-300">
        <p data-html-only={answer.key} data-faq-answer="">
          {answer.text}
        </p>
        {item.cta && item.path ? (
          <Link
            to={item.path}
            className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {item.cta}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        ) : null}
      </div>
    </details>
  );
}
