import { ArrowRight } from 'lucide-react';

import { ButtonLink } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';
import { paths } from '~/site/menu';
import type { PageHeroCopy } from '~/site/page-head';

/**
 * The dedicated-developer offer's hero. Its terms, tech stack and FAQ are content-service sections, which
 * the route composes below this (features do not import each other); `hero` is the page's own, from its entry.
 */
export function AgilitiPage({ hero: { heading, intro } }: { readonly hero: PageHeroCopy }) {
  return (
    <PageHero eyebrow="Agiliti" heading={heading} intro={intro}>
      <ButtonLink to={paths.contact}>
        Discuss your team <ArrowRight aria-hidden className="size-5" />
      </ButtonLink>
    </PageHero>
  );
}
