import { lazy, Suspense } from 'react';

import { Loader } from '~/components/ui/loader';

import { ListSection } from '../shared/section-frame';
import { logoAlt } from '../shared/media';
import { defaultHeading, type SectionProps } from '../shared/section-props';
import { StackGroups } from './stack-groups';

// The fallback's logos are simple-icons drawn as data URIs: only the pages without a stack of their own fetch them.
const FallbackStack = lazy(() => import('./fallback-stack'));

const DEFAULT_HEADING = defaultHeading('tech-stack');

/**
 * docs/routes-and-shell.md#the-routes: the tech stack (the layout table hides it for orm-service). A page the content service has no
 * stack for shows the fallback groups; Agiliti shows it without its heading.
 */
export function TechStackSection({ pagePath, headings, layout }: SectionProps) {
  return (
    <ListSection
      section="tech-stack"
      pagePath={pagePath}
      heading={headings?.techStack ?? DEFAULT_HEADING}
      hideHeading={layout.techStackHeadingHidden}
      loadingLabel="the tech stack"
      tinted
      fallback={
        <Suspense fallback={<Loader label="Loading the tech stack" />}>
          <FallbackStack />
        </Suspense>
      }
    >
      {(groups) => (
        <StackGroups
          groups={groups.map((group) => ({
            key: String(group.id),
            title: group.title,
            heading: group.heading,
            logos: group.images.map((image, index) => ({
              key: `${index}:${image.url}`,
              src: image.url,
              // The name is shown as text beside the logo, so "logo" in the alt text would be noise.
              alt: logoAlt(image).replace(/\s+logo$/i, ''),
            })),
          }))}
        />
      )}
    </ListSection>
  );
}
