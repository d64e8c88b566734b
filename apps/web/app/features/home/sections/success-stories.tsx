import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '~/site/menu';

import { useHomeSection } from '../home-sections';
import { HomeSection } from './home-section';

/** One abstract motif per story, drawn here (docs/service-pages.md: our own SVG), tinted for each card. */
const motifs = ['#2545eb', '#0d9488', '#7c3aed', '#d97706'] as const;

function StoryArt({ index }: { readonly index: number }) {
  const color = motifs[index % motifs.length];
  return (
    <svg
      aria-hidden
      viewBox="0 0 320 120"
      width={320}
      height={120}
      className="h-auto w-full rounded-xl bg-slate-100 dark:bg-slate-800"
    >
      <circle cx={60 + index * 40} cy="60" r="44" fill={color} opacity="0.18" />
      <circle cx={200 - index * 20} cy="40" r="26" fill={color} opacity="0.35" />
      <rect x="150" y="70" width="120" height="18" rx="9" fill={color} opacity="0.5" />
      <rect x="150" y="94" width="80" height="10" rx="5" fill={color} opacity="0.3" />
      <path
        d={`M20 ${100 - index * 6} L100 ${80 - index * 4} L160 90 L300 ${30 + index * 8}`}
        stroke={color}
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * docs/routes-and-shell.md#who-the-site-is-for: the heading is fixed; the cards open the four portfolio stories, each card its
 * story's entry's client, result and summary.
 */
export default function SuccessStories() {
  const intro = useHomeSection('successStories');
  const stories = useHomeSection('storyCards') ?? [];
  if (!intro) return null;
  return (
    <HomeSection id="stories" heading={intro.heading} intro={intro.intro} tone="tinted">
      <ul role="list" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {stories.map((story, index) => {
          const path = paths.portfolioStory(story.id);
          return (
            <li key={story.id}>
              <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
                <StoryArt index={index} />
                <p className="mt-5 text-xs font-semibold uppercase tracking-[0.14em] text-brand-700 dark:text-brand-300">
                  {story.client}
                </p>
                <h3 className="mt-2 font-display text-xl font-bold">{story.name}</h3>
                <p className="mt-3 font-display text-lg font-extrabold text-slate-900 dark:text-white">
                  {story.outcome}
                </p>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                  {story.summary}
                </p>
                <Link
                  to={path}
                  aria-label={`Read the story: ${story.name}`}
                  className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                >
                  Read the story
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </article>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
