import { lazy, Suspense } from 'react';

import { Loader } from '~/components/ui/loader';
import { ContentBlock, showsContent, useSectionContent, useSettledData } from '~/content/page-content';

import { LogoMarquee } from '../shared/logo-marquee';
import { logoAlt } from '../shared/media';
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
  return showsContent(pagePath, 'expertise') ? <RemoteExpertise /> : null;
}

function RemoteExpertise() {
  const content = useSectionContent('expertise');
  const loaded = useSettledData(content);
  const label = loaded?.title ?? 'Platforms';
  return (
    <SectionFrame section="expertise" label={label} heading={loaded?.heading || label}>
      <ContentBlock content={content} label="the platforms">
        {(expertise) => (
          <LogoMarquee
            label={expertise.title}
            logos={expertise.images.map((image, index) => ({
              key: `${index}:${image.url}`,
              src: image.url,
              alt: logoAlt(image),
            }))}
          />
        )}
      </ContentBlock>
    </SectionFrame>
  );
}
