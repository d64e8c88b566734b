import { BookOpen, ExternalLink, LineChart, PenTool } from 'lucide-react';

import { useHomeSection } from '../home-sections';
import { HomeSection } from './home-section';

const icons = [BookOpen, PenTool, LineChart] as const;

/** docs/routes-and-shell.md#who-the-site-is-for: what the external resources site holds, and the way there. */
export default function ResourceCenter() {
  const resources = useHomeSection('resources');
  if (!resources) return null;
  return (
    <HomeSection id="resources" heading={resources.heading} intro={resources.intro}>
      <ul role="list" className="grid gap-6 md:grid-cols-3">
        {resources.cards.map((topic, index) => {
          const Icon = icons[index % icons.length] ?? BookOpen;
          return (
            <li key={topic.title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
              <Icon aria-hidden className="size-7 text-brand-700 dark:text-brand-300" />
              <h3 className="mt-4 font-display text-lg font-bold">{topic.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{topic.text}</p>
            </li>
          );
        })}
      </ul>
      {resources.linkLabel && resources.link ? (
        <a
          href={resources.link}
          target="_blank"
          rel="noopener"
          className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white transition hover:bg-brand-700 dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300"
        >
          {resources.linkLabel}
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </HomeSection>
  );
}
