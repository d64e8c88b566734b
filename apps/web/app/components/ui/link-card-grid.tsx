import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';

export interface LinkCard {
  readonly title: string;
  readonly to: string;
  readonly text?: string;
}

/**
 * A grid of linked cards: the pages under a section (service areas, industries, stories, about pages), under
 * its heading where the page has one (a heading the editors removed leaves the cards).
 */
export function LinkCardGrid({
  heading,
  cards,
}: {
  readonly heading: string | undefined;
  readonly cards: readonly LinkCard[];
}) {
  const headingId = heading ? `grid-${heading.replace(/\W+/g, '-').toLowerCase()}` : undefined;
  return (
    <section className="container-page py-16" {...(headingId ? { 'aria-labelledby': headingId } : {})}>
      {heading ? (
        <h2 id={headingId} className="mb-8 text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
      ) : null}
      <ul role="list" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="font-display text-lg font-bold text-slate-900 dark:text-white">{card.title}</span>
                <ArrowUpRight
                  aria-hidden
                  className="size-5 shrink-0 text-brand-600 transition group-hover:translate-x-0.5 dark:text-brand-300"
                />
              </span>
              {card.text ? (
                <span className="mt-3 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{card.text}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
