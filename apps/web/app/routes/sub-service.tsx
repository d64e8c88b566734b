import { useLocation } from 'react-router';

import { type Section, subServiceLayout } from '@auralis/content-manifest';

import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { PageContentProvider, sectionKeys } from '~/content/page-content';
import { loadPage } from '~/content/page-content.server';
import { ServiceBanner, ServiceSections } from '~/features/service-sections';
import { SubServicePage } from '~/features/services/sub-service-page';
import { findServicePage, parentPageOf } from '~/site/menu';
import { pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';
import { relatedPagesOf, subServiceCopy } from '~/site/sub-service-copy';
import type { PageParams } from '~/site/page-handle';

import type { Route } from './+types/sub-service';
import { notFound, notFoundMeta } from './not-found';

/** The page's content blocks: its banner (the hero) and the sections of its layout. */
const contentSections = (slug: string): readonly Section[] => ['banner', ...subServiceLayout(slug).sections];

/** The area is the first path segment: this module serves one route per service area (see routes.ts). */
function areaOf(pathname: string): string | undefined {
  return pathname.split('/').filter(Boolean)[0];
}

/** Which pages the area has: an unknown name shares one cached not-found page (server/app.ts). */
export const handle = {
  namesAPage: (params: PageParams, pathname: string) =>
    findServicePage(areaOf(pathname), params.pagename) !== undefined,
};

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.copy.search) : notFoundMeta();

/**
 * The page's entry (its search data), its content blocks and the entries of the pages its cards lead to, read
 * on the server with its section headings; an unknown page name, or a page whose entry is not published,
 * answers 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = findServicePage(areaOf(new URL(request.url).pathname), params.pagename);
  if (!page) notFound();
  const { entry, others, content } = await loadPage(context, page.path, {
    sections: contentSections(page.slug),
    others: relatedPagesOf(page).pages.map((related) => related.path),
  });
  return { copy: subServiceCopy(page, entry, others), content };
}

/** An in-app navigation: the page's copy from the server, its content blocks as `cachedPageData` gives them. */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const page = findServicePage(areaOf(new URL(request.url).pathname), params.pagename);
  // An unknown page: the server's 404.
  if (!page) return serverLoader();
  return cachedPageData(request, serverLoader, sectionKeys(page.path, contentSections(page.slug)), () => ({
    copy: {
      search: pageHeadWithoutEntry(page.name, page.path).search,
      headings: {},
      ...parentPageOf(page),
    },
  }));
}

export default function SubService({ params, loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  useRememberPageData(pathname, loaderData);
  const page = findServicePage(areaOf(pathname), params.pagename);
  if (!page) notFound();
  const layout = subServiceLayout(page.slug);
  const { copy } = loaderData;
  // Keyed by path so a move between two sub-service pages starts the page (and its section menu) fresh.
  return (
    <PageContentProvider page={loaderData}>
      <SubServicePage
        key={page.path}
        page={page}
        copy={copy}
        hero={(parts) => <ServiceBanner pagePath={page.path} pageName={page.name} {...parts} />}
        sections={<ServiceSections pagePath={page.path} layout={layout} headings={copy.headings} />}
      />
    </PageContentProvider>
  );
}
