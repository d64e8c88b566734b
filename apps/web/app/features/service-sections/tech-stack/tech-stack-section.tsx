import { sectionEndpoint, type SectionRef } from '@auralis/content-manifest';

import { useSectionContent } from '~/content/content-queries';
import type { SectionHeading } from '~/site/section-headings';

import type { MarqueeLogo } from '../shared/logo-marquee';
import { logoAlt, mediaListOf } from '../shared/media';
import { SectionContent, SectionFrame } from '../shared/section-frame';
import type { SectionProps } from '../shared/section-props';
import { fallbackTechStack } from './fallback-groups';

const DEFAULT_HEADING: SectionHeading = { title: 'Tech Stack', heading: 'Technologies our engineers work in' };

interface Group {
  readonly key: string;
  readonly title: string;
  readonly heading?: string | null;
  readonly logos: readonly MarqueeLogo[];
}

/**
 * SPEC.md §2: the tech stack (the layout table hides it for orm-service). A page the content service has no
 * stack for shows the fallback groups; Agiliti shows it without its heading.
 */
export function TechStackSection({ pagePath, headings, layout }: SectionProps) {
  const ref = sectionEndpoint(pagePath, 'tech-stack');
  const heading = headings?.techStack ?? DEFAULT_HEADING;
  const hideHeading = layout.variant === 'agiliti';
  return (
    <SectionFrame
      section="tech-stack"
      label={heading.title}
      heading={heading.heading}
      description={heading.description}
      hideHeading={hideHeading}
      tinted
    >
      {ref ? (
        <RemoteStack pageRef={ref} />
      ) : (
        <Groups
          groups={fallbackTechStack.map((group) => ({ key: group.title, title: group.title, logos: group.logos }))}
        />
      )}
    </SectionFrame>
  );
}

function RemoteStack({ pageRef }: { readonly pageRef: SectionRef<'tech-stack'> }) {
  const query = useSectionContent(pageRef);
  return (
    <SectionContent query={query} label="the tech stack">
      {(groups) => (
        <Groups
          groups={groups.map((group) => ({
            key: String(group.id),
            title: group.attributes.title,
            heading: group.attributes.heading,
            logos: mediaListOf(group.attributes.images).map((image) => ({
              key: String(image.id),
              src: image.attributes.url,
              // The name is shown as text beside the logo, so "logo" in the alt text would be noise.
              alt: logoAlt(image.attributes).replace(/\s+logo$/i, ''),
            })),
          }))}
        />
      )}
    </SectionContent>
  );
}

function Groups({ groups }: { readonly groups: readonly Group[] }) {
  return (
    <ul role="list" className="grid gap-6 md:grid-cols-2" data-testid="tech-stack-groups">
      {groups.map((group) => (
        <li
          key={group.key}
          className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
        >
          <h3 className="text-lg font-bold">{group.title}</h3>
          {group.heading ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{group.heading}</p> : null}
          <ul role="list" className="mt-5 flex flex-wrap gap-3">
            {group.logos.map((logo) => (
              <li
                key={logo.key}
                className="flex items-center gap-2 rounded-xl bg-slate-50 px-3 py-2 text-sm font-medium dark:bg-slate-800"
              >
                <img
                  src={logo.src}
                  alt=""
                  width={24}
                  height={24}
                  loading="lazy"
                  className="size-6 dark:rounded dark:bg-white dark:p-0.5"
                />
                {logo.alt}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
