import { PageHero } from '~/components/ui/page-hero';
import { paths } from '~/site/menu';
import type { PageHeroCopy } from '~/site/page-head';

/**
 * The dedicated-developer offer's hero. Its terms, tech stack and FAQ are content-service sections, which
 * the route composes below this (features do not import each other); `hero` is the page's own, from its entry.
 */
export function AgilitiPage({ hero: { label, heading, intro, buttonLabel } }: { readonly hero: PageHeroCopy }) {
  return (
    <PageHero eyebrow={label} heading={heading} intro={intro} button={{ label: buttonLabel, to: paths.contact }} />
  );
}
