import { AboutSubpage } from '~/features/about/about-subpage';
import { type AboutPageSlug, aboutPages } from '~/site/menu';
import { pageMeta } from '~/site/page-meta';
import { aboutPageKeys, staticPageContent } from '~/site/search-data/static-pages';

import type { Route } from './+types/about-subpage';
import { notFound, notFoundMeta } from './not-found';

function findPage(slug: string | undefined): AboutPageSlug | undefined {
  return aboutPages.find((page) => page.slug === slug)?.slug;
}

export const meta = ({ params }: Route.MetaArgs) => {
  const slug = findPage(params.page);
  return slug ? pageMeta(staticPageContent[aboutPageKeys[slug]].search) : notFoundMeta();
};

/** An unknown slug answers 404 from the server (SPEC.md §2's not-found screen). */
export function loader({ params }: Route.LoaderArgs) {
  if (!findPage(params.page)) notFound();
  return null;
}

export default function AboutSubpageRoute({ params }: Route.ComponentProps) {
  const slug = findPage(params.page);
  if (!slug) notFound();
  return <AboutSubpage slug={slug} />;
}
