import { sectionEndpoint, type SectionRef } from '@auralis/content-manifest';
import { lazy, Suspense } from 'react';

import { Loader } from '~/components/ui/loader';
import { ContentBlock, useSettledData, useEndpointContent } from '~/content/page-content';

import { LogoMarquee } from '../shared/logo-marquee';
import { logoAlt, mediaListOf } from '../shared/media';
import { SectionFrame } from '../shared/section-frame';
import type { SectionProps } from '../shared/section-props';

/**
 * docs/service-pages.md, the extra block: social media logos (social-media-strategy-services) or platform logos
 * (ecommerce-marketing-solution from the content service; targeted-email-marketing-services from static data).
 */
// The platforms' logos are simple-icons drawn as data URIs: only the one page that shows them fetches them.
const EmailPlatforms = lazy(() => import('./email-platforms-section'));

export function ExpertiseSection({ pagePath, layout }: SectionProps) {
  if (layout.expertise === 'email-platforms') {
    return (
      <Suspense fallback={<Loader label="Loading the email platforms" />}>
        <EmailPlatforms />
      </Suspense>
    );
  }
  const ref = sectionEndpoint(pagePath, 'expertise');
  return ref ? <RemoteExpertise pageRef={ref} /> : null;
}

function RemoteExpertise({ pageRef }: { readonly pageRef: SectionRef<'expertise'> }) {
  const content = useEndpointContent(pageRef);
  const loaded = useSettledData(content);
  const label = loaded?.attributes.title ?? 'Platforms';
  return (
    <SectionFrame section="expertise" label={label} heading={loaded?.attributes.heading ?? label}>
      <ContentBlock content={content} label="the platforms">
        {(expertise) => (
          <LogoMarquee
            label={expertise.attributes.title}
            logos={mediaListOf(expertise.attributes.images).map((image) => ({
              key: String(image.id),
              src: image.attributes.url,
              alt: logoAlt(image.attributes),
            }))}
          />
        )}
      </ContentBlock>
    </SectionFrame>
  );
}
