import { AboutSubpage } from '~/features/about/about-subpage';
import { NotFoundScreen } from '~/features/status/not-found-screen';
import { type AboutPageSlug, aboutPages } from '~/site/menu';
import { pageMeta } from '~/site/page-meta';
import { aboutPageKeys, staticPageContent } from '~/site/search-data/static-pages';

import type { Route } from './+types/about-subpage';
import { notFoundMeta } from './not-found';

function findPage(slug: string | undefined): AboutPageSlug | undefined {
  return aboutPages.find((page) => page.slug === slug)?.slug;
}

export const meta = ({ params }: Route.MetaArgs) => {
  const slug = findPage(params.page);
  return slug ? pageMeta(staticPageContent[aboutPageKeys[slug]].search) : notFoundMeta();
};

export default function AboutSubpageRoute({ params }: Route.ComponentProps) {
  const slug = findPage(params.page);
  return slug ? <AboutSubpage slug={slug} /> : <NotFoundScreen />;
}
