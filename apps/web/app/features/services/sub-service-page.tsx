import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { LinkCardGrid } from '~/components/ui/link-card-grid';
import { PageHero } from '~/components/ui/page-hero';
import { paths, type ServicePageRef, servicePages } from '~/site/menu';
import { subServicePageContent } from '~/site/search-data/sub-services';

/**
 * A sub-service page (/{area}/{pagename}). Its heading and introduction are fixed copy (in the prerendered
 * HTML); the sections of SPEC.md's "Sub-service page layout" come from the content service and are composed
 * in by the route (`sections`), so this feature does not import the service-sections feature.
 */
export function SubServicePage({
  page,
  sections,
  siblingLinks,
}: {
  readonly page: ServicePageRef;
  readonly sections: ReactNode;
  /** False where a section already lists the sibling pages (the other digital marketing services). */
  readonly siblingLinks: boolean;
}) {
  const { heading, intro } = subServicePageContent[page.slug];
  const parent = page.parentSlug
    ? servicePages.find((candidate) => candidate.area === page.area && candidate.slug === page.parentSlug)
    : undefined;
  const children = servicePages.filter(
    (candidate) => candidate.area === page.area && candidate.parentSlug === page.slug,
  );
  const related =
    children.length > 0
      ? children
      : !siblingLinks
        ? []
        : servicePages.filter(
            (candidate) =>
              candidate.area === page.area && candidate.slug !== page.slug && candidate.parentSlug === page.parentSlug,
          );
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
      {related.length > 0 ? (
        <LinkCardGrid
          heading={children.length > 0 ? `${page.name} services` : `More ${page.areaName} services`}
          cards={related.map((candidate) => ({
            title: candidate.name,
            to: candidate.path,
            text: subServicePageContent[candidate.slug].search.ogDescription,
          }))}
        />
      ) : null}
      <CallToAction />
    </>
  );
}
