import { ArrowRight } from 'lucide-react';

import { ButtonLink } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';
import { paths } from '~/site/menu';
import { staticPageContent } from '~/site/search-data/static-pages';

/**
 * The dedicated-developer offer's hero. Its terms, tech stack and FAQ are content-service sections, which
 * the route composes below this (features do not import each other).
 */
export function AgilitiPage() {
  const { heading, intro } = staticPageContent.agiliti;
  return (
    <PageHero eyebrow="Agiliti" heading={heading} intro={intro}>
      <ButtonLink to={paths.contact}>
        Discuss your team <ArrowRight aria-hidden className="size-5" />
      </ButtonLink>
    </PageHero>
  );
}
