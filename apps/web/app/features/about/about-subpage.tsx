import { siteConfig } from '@auralis/site-config';

import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { type AboutPageSlug, aboutPages, paths } from '~/site/menu';
import { aboutPageKeys, staticPageContent } from '~/site/page-content';

import { initials, leaders } from './leadership';

export function AboutSubpage({ slug }: { readonly slug: AboutPageSlug }) {
  const { heading, intro } = staticPageContent[aboutPageKeys[slug]];
  const name = aboutPages.find((page) => page.slug === slug)?.name ?? heading;
  return (
    <>
      <PageHero
        eyebrow={`About ${siteConfig.name}`}
        heading={heading}
        intro={intro}
        breadcrumbs={<Breadcrumbs items={[{ label: 'About', to: paths.about }, { label: name }]} />}
      />
      {slug === 'leadership' ? (
        <section className="container-page py-16" aria-labelledby="leadership-team">
          <h2 id="leadership-team" className="mb-8 text-2xl font-bold sm:text-3xl">
            Leadership team
          </h2>
          <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {leaders.map((leader) => (
              <li
                key={leader.name}
                className="flex items-center gap-4 rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
              >
                <span
                  aria-hidden
                  className={`flex size-14 shrink-0 items-center justify-center rounded-full font-display text-lg font-bold text-white ${leader.color}`}
                >
                  {initials(leader.name)}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900 dark:text-white">{leader.name}</span>
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{leader.role}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <CallToAction />
    </>
  );
}
