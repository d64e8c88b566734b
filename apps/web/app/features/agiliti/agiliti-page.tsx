import { CalendarCheck, RefreshCcw, Receipt, UserCheck } from 'lucide-react';

import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { staticPageContent } from '~/site/page-content';

/** BRAND.md: Agiliti is the dedicated-developer offer. These four terms are the offer itself. */
const terms = [
  {
    icon: UserCheck,
    title: 'Vetted engineers',
    text: 'Every developer passes our technical interview and a paid trial task before we propose them.',
  },
  {
    icon: CalendarCheck,
    title: 'Onboarded in about two weeks',
    text: 'From your brief to a developer in your stand-up, typically within ten working days.',
  },
  {
    icon: Receipt,
    title: 'Monthly billing',
    text: 'One invoice a month per developer. No placement fee and no long lock-in.',
  },
  {
    icon: RefreshCcw,
    title: 'Replacement guarantee',
    text: 'If the fit is wrong, we replace the developer at no cost and hand over the work.',
  },
] as const;

export function AgilitiPage() {
  const { heading, intro } = staticPageContent.agiliti;
  return (
    <>
      <PageHero eyebrow="Agiliti" heading={heading} intro={intro} />
      <section className="container-page py-16" aria-labelledby="agiliti-terms">
        <h2 id="agiliti-terms" className="mb-8 text-2xl font-bold sm:text-3xl">
          How Agiliti works
        </h2>
        <ul role="list" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {terms.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
              <Icon aria-hidden className="mb-4 size-7 text-brand-600 dark:text-brand-300" />
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <CallToAction heading="Hire a dedicated developer" label="Tell us who you need" />
    </>
  );
}
