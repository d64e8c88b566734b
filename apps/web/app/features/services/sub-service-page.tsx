import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import { paths, type ServicePageRef } from '~/site/menu';
import type { SubServiceCopy } from '~/site/sub-service-copy';

/**
 * A sub-service page (/{area}/{pagename}). Its heading, introduction and related pages are the page's copy,
 * which the route's loader hands over (`copy`); the sections of SPEC.md's "Sub-service page layout" come from
 * the content service and are composed in by the route (`sections`), so this feature does not import the
 * service-sections feature.
 */
export function SubServicePage({
  page,
  copy,
  sections,
}: {
  readonly page: ServicePageRef;
  readonly copy: SubServiceCopy;
  readonly sections: ReactNode;
}) {
  const { heading, intro, parent, related } = copy;
  return (
    <>
      <PageHero
        eyebrow={page.areaName}
        heading={heading}
        intro={intro}
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: 'Services', to: paths.services },
              { label: page.areaName, to: paths.serviceOverview(page.area) },
              ...(parent ? [{ label: parent.name, to: parent.path }] : []),
              { label: page.name },
            ]}
          />
        }
      >
        <ButtonLink to={paths.contact}>
          Discuss your project <ArrowRight aria-hidden className="size-5" />
        </ButtonLink>
      </PageHero>
      {sections}
      {related ? <LinkCardGrid heading={related.heading} cards={related.cards} /> : null}
      <CallToAction />
    </>
  );
}
