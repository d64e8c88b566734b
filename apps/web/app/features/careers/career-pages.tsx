import { siteConfig } from '@auralis/site-config';
import { Mail } from 'lucide-react';

import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { paths } from '~/site/menu';
import { staticPageContent } from '~/site/page-content';

/** SPEC.md §2: on the career pages the closing block is the career variant. */
function JoinTheCompany() {
  return (
    <CallToAction
      heading={`Join ${siteConfig.name}`}
      text="Help shape the future of the products our clients run on. Explore open roles in engineering, design, data and marketing."
      label="See open roles"
      to={paths.openRoles}
    />
  );
}

export function CareerPage() {
  const { heading, intro } = staticPageContent.career;
  return (
    <>
      <PageHero eyebrow="Careers" heading={heading} intro={intro}>
        <ButtonLink to={paths.openRoles}>See open roles</ButtonLink>
        <ButtonLink to={paths.lifeAtCompany} variant="secondary">
          Life at {siteConfig.name.split(' ')[0]}
        </ButtonLink>
      </PageHero>
      <JoinTheCompany />
    </>
  );
}

export function LifeAtCompanyPage() {
  const { heading, intro } = staticPageContent.lifeAtCompany;
  return (
    <>
      <PageHero
        eyebrow="Careers"
        heading={heading}
        intro={intro}
        breadcrumbs={
          <Breadcrumbs
            items={[{ label: 'Career', to: paths.career }, { label: `Life at ${siteConfig.name.split(' ')[0]}` }]}
          />
        }
      />
      <JoinTheCompany />
    </>
  );
}

export function OpenRolesPage() {
  const { heading, intro } = staticPageContent.openRoles;
  return (
    <>
      <PageHero
        eyebrow="Careers"
        heading={heading}
        intro={intro}
        breadcrumbs={<Breadcrumbs items={[{ label: 'Career', to: paths.career }, { label: 'Open roles' }]} />}
      />
      <section className="container-page py-16">
        <div className="rounded-2xl border border-slate-200 p-8 dark:border-slate-800">
          <h2 className="text-xl font-bold">Don’t see a role that fits?</h2>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
            Send your resume and a line about the work you want to do. We keep it on file and write when a matching role
            opens.
          </p>
          <a
            href={`mailto:${siteConfig.emails.careers}`}
            className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
          >
            <Mail aria-hidden className="size-5" /> {siteConfig.emails.careers}
          </a>
        </div>
      </section>
    </>
  );
}
