import { ContactBlock } from '~/features/contact/contact-block';
import { IndustryPage } from '~/features/industries/industry-page';
import { industries, type IndustrySlug } from '~/site/menu';
import { pageMeta } from '~/site/page-meta';
import { industryPageContent } from '~/site/search-data/industries';

import type { Route } from './+types/industry';
import { notFound, notFoundMeta } from './not-found';

function findIndustry(slug: string | undefined): IndustrySlug | undefined {
  return industries.find((industry) => industry.slug === slug)?.slug;
}

export const meta = ({ params }: Route.MetaArgs) => {
  const slug = findIndustry(params.industry);
  return slug ? pageMeta(industryPageContent[slug].search) : notFoundMeta();
};

/** Unknown slugs show the not-found screen (SPEC.md §2); known ones end with the project contact block. */
/** An unknown slug answers 404 from the server (SPEC.md §2's not-found screen). */
export function loader({ params }: Pick<Route.LoaderArgs, 'params'>) {
  if (!findIndustry(params.industry)) notFound();
  return null;
}

export default function Industry({ params }: Route.ComponentProps) {
  const slug = findIndustry(params.industry);
  if (!slug) notFound();
  return (
    <>
      <IndustryPage slug={slug} />
      <ContactBlock variant="project" />
    </>
  );
}
