import type { ReactNode } from 'react';

import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { CallToAction } from '~/components/ui/call-to-action';
import { LinkCardGrid } from '~/components/ui/link-card-grid';
import { useContactEntry } from '~/content/contact-entry';
import { paths, type ServicePageRef } from '~/site/menu';
import type { SubServiceCopy } from '~/site/sub-service-copy';

/** What the page hands its hero: the hero itself is the page's banner, from the content service. */
export interface SubServiceHeroParts {
  readonly eyebrow: string;
  readonly breadcrumbs: ReactNode;
}

/**
 * A sub-service page (/{area}/{pagename}). Its related pages are the page's copy, which the route's loader
 * hands over (`copy`); the hero (the page's banner) and the sections of docs/service-pages.md's
 * come from the content service and are composed in by the route (`hero`, `sections`), so this feature does
 * not import the service-sections feature.
 */
export function SubServicePage({
  page,
  copy,
  hero,
  sections,
}: {
  readonly page: ServicePageRef;
  readonly copy: SubServiceCopy;
  readonly hero: (parts: SubServiceHeroParts) => ReactNode;
  readonly sections: ReactNode;
}) {
  const { parent, related } = copy;
  const { callToAction } = useContactEntry();
  return (
    <>
      {hero({
        eyebrow: page.areaName,
        breadcrumbs: (
          <Breadcrumbs
            items={[
              { label: 'Services', to: paths.services },
              { label: page.areaName, to: paths.serviceOverview(page.area) },
              ...(parent ? [{ label: parent.name, to: parent.path }] : []),
              { label: page.name },
            ]}
          />
        ),
      })}
      {sections}
      {related ? <LinkCardGrid heading={related.heading} cards={related.cards} /> : null}
      <CallToAction words={callToAction} />
    </>
  );
}
