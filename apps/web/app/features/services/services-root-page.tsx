import { type PageSectionValues, sectionEndpoint } from '@auralis/content-manifest';
import { ArrowRight } from 'lucide-react';

import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { paths } from '~/site/menu';
import type { PageHeroCopy } from '~/site/page-head';

import { ServiceAreaList } from './service-area-list';

const rootList = sectionEndpoint(paths.services, 'area-list');

/** `hero` and the heading over the list of areas are the page's own, from its entry; the list shows without one. */
export function ServicesRootPage({
  hero: { heading, intro },
  sections: { servicesList },
}: {
  readonly hero: PageHeroCopy;
  readonly sections: Pick<PageSectionValues, 'servicesList'>;
}) {
  return (
    <>
      <PageHero eyebrow="Services" heading={heading} intro={intro}>
        <ButtonLink to={paths.contact}>
          Discuss your project <ArrowRight aria-hidden className="size-5" />
        </ButtonLink>
      </PageHero>
      {rootList ? <ServiceAreaList pageRef={rootList} heading={servicesList?.heading} /> : null}
      <CallToAction />
    </>
  );
}
