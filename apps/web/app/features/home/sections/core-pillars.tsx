import { HeartHandshake, ShieldCheck, Users, Wrench } from 'lucide-react';

import { useHomeSection } from '../home-sections';
import { HomeSection } from './home-section';

const icons = [Users, Wrench, ShieldCheck, HeartHandshake] as const;

/** docs/routes-and-shell.md#who-the-site-is-for: what holds on every engagement. */
export default function CorePillars() {
  const pillars = useHomeSection('pillars');
  if (!pillars) return null;
  return (
    <HomeSection id="pillars" heading={pillars.heading} intro={pillars.intro}>
      <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {pillars.cards.map((pillar, index) => {
          const Icon = icons[index % icons.length] ?? Users;
          return (
            <li key={pillar.title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 font-display text-lg font-bold">{pillar.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">{pillar.text}</p>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
