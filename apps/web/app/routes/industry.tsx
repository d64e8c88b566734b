import { ContactBlock } from '~/features/contact/contact-block';
import { IndustryPage } from '~/features/industries/industry-page';
import { NotFoundScreen } from '~/features/status/not-found-screen';
import { industries, type IndustrySlug } from '~/site/menu';
import { pageMeta } from '~/site/page-meta';
import { industryPageContent } from '~/site/search-data/industries';

import type { Route } from './+types/industry';
import { notFoundMeta } from './not-found';

function findIndustry(slug: string | undefined): IndustrySlug | undefined {
  return industries.find((industry) => industry.slug === slug)?.slug;
}

export const meta = ({ params }: Route.MetaArgs) => {
  const slug = findIndustry(params.industry);
  return slug ? pageMeta(industryPageContent[slug].search) : notFoundMeta();
};

/** Unknown slugs show the not-found screen (SPEC.md §2); known ones end with the project contact block. */
export default function Industry({ params }: Route.ComponentProps) {
  const slug = findIndustry(params.industry);
  if (!slug) return <NotFoundScreen />;
  return (
    <>
      <IndustryPage slug={slug} />
      <ContactBlock variant="project" />
    </>
  );
}
