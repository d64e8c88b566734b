import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';

import { linesOf } from '~/site/entry-text';

import { useHomeSection } from '../home-sections';
import { HomeSection } from './home-section';

/** Our own illustration: a team around a shared board, drawn as shapes. */
function TeamArt() {
  return (
    <svg aria-hidden viewBox="0 0 400 280" width={400} height={280} className="h-auto w-full">
      <rect x="20" y="20" width="360" height="240" rx="28" className="fill-brand-50 dark:fill-slate-800" />
      <rect x="110" y="50" width="180" height="100" rx="12" className="fill-white dark:fill-slate-700" />
      <rect x="128" y="70" width="90" height="12" rx="6" className="fill-brand-500" />
      <rect x="128" y="92" width="140" height="10" rx="5" className="fill-slate-300 dark:fill-slate-500" />
      <rect x="128" y="110" width="110" height="10" rx="5" className="fill-slate-300 dark:fill-slate-500" />
      <circle cx="90" cy="200" r="22" className="fill-teal-500" />
      <rect x="62" y="224" width="56" height="26" rx="13" className="fill-teal-500/60" />
      <circle cx="200" cy="190" r="24" className="fill-brand-600" />
      <rect x="170" y="216" width="60" height="30" rx="15" className="fill-brand-600/60" />
      <circle cx="310" cy="200" r="22" className="fill-amber-500" />
      <rect x="282" y="224" width="56" height="26" rx="13" className="fill-amber-500/60" />
    </svg>
  );
}

/** docs/routes-and-shell.md#who-the-site-is-for: what working here is like, and the way to the career pages. */
export default function LifeAndCareer() {
  const career = useHomeSection('lifeAndCareer');
  if (!career) return null;
  return (
    <HomeSection id="career" heading={career.heading} intro={career.intro} tone="tinted">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <ul role="list" className="space-y-3">
            {linesOf(career.points).map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <ul role="list" className="mt-8 flex flex-wrap gap-4">
            {career.links.map((link) => (
              <li key={link.path}>
                <Link
                  to={link.path}
                  className="inline-flex min-h-12 items-center gap-2 rounded-full border border-slate-300 px-6 font-semibold text-slate-800 transition hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
                >
                  {link.label}
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <TeamArt />
      </div>
    </HomeSection>
  );
}
