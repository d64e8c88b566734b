import type { PageSectionValues } from '@auralis/content-manifest';

import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { useContactEntry } from '~/content/contact-entry';
import { showsContent } from '~/content/page-content';
import { paths } from '~/site/menu';
import type { PageHeroCopy } from '~/site/page-head';

import { ServiceAreaList } from './service-area-list';

const hasList = showsContent(paths.services, 'area-list');

/** `hero` and the heading over the list of areas are the page's own, from its entry; the list shows without one. */
export function ServicesRootPage({
  hero: { label, heading, intro, buttonLabel },
  sections: { servicesList },
}: {
  readonly hero: PageHeroCopy;
  readonly sections: Pick<PageSectionValues, 'servicesList'>;
}) {
  const { callToAction } = useContactEntry();
  return (
    <>
      <PageHero eyebrow={label} heading={heading} intro={intro} button={{ label: buttonLabel, to: paths.contact }} />
      {hasList ? <ServiceAreaList heading={servicesList?.heading} /> : null}
      <CallToAction words={callToAction} />
    </>
  );
}
