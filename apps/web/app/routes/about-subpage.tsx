import { useLocation } from 'react-router';

import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { loadPageEntries } from '~/content/page-entries.server';
import { AboutSubpage } from '~/features/about/about-subpage';
import { type AboutPageSlug, aboutPages, paths } from '~/site/menu';
import { pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';
import type { PageParams } from '~/site/page-handle';

import type { Route } from './+types/about-subpage';
import { notFound, notFoundMeta } from './not-found';

function findPage(slug: string | undefined): AboutPageSlug | undefined {
  return aboutPages.find((page) => page.slug === slug)?.slug;
}

/** Which about pages exist: an unknown slug shares one cached not-found page (server/app.ts). */
export const handle = { namesAPage: (params: PageParams) => findPage(params.page) !== undefined };

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.head.search) : notFoundMeta();

/** The entry of the about page the slug names; an unknown slug, or an unpublished page, answers 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = findPage(params.page);
  if (!slug) notFound();
  const pagePath = paths.aboutPage(slug);
  const { entry } = await loadPageEntries(context, pagePath);
  return { head: pageHeadOf(entry, pagePath), sections: entry.sections, content: {} };
}

export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const slug = findPage(params.page);
  // An unknown page: the server's 404.
  if (!slug) return serverLoader();
  const name = aboutPages.find((page) => page.slug === slug)?.name ?? slug;
  return cachedPageData(request, serverLoader, [], () => ({
    head: pageHeadWithoutEntry(name, paths.aboutPage(slug)),
    sections: {},
  }));
}

export default function AboutSubpageRoute({ params, loaderData }: Route.ComponentProps) {
  useRememberPageData(useLocation().pathname, loaderData);
  const slug = findPage(params.page);
  if (!slug) notFound();
  return <AboutSubpage key={slug} slug={slug} hero={loaderData.head.hero} sections={loaderData.sections} />;
}
