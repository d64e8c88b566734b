import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { staticPageContent } from '~/site/page-content';

import { areaListEndpoints, ServiceAreaList } from './service-area-list';

export function ServicesRootPage() {
  const { heading, intro } = staticPageContent.services;
  return (
    <>
      <PageHero eyebrow="Services" heading={heading} intro={intro} />
      <ServiceAreaList endpoint={areaListEndpoints[''] ?? ''} heading="Service areas" />
      <CallToAction />
    </>
  );
}
