import { siteConfig } from '@auralis/site-config';

import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { loadPageEntries } from '~/content/page-entries.server';
import { LifeAtCompanyPage } from '~/features/careers/career-pages';
import { ContactBlock } from '~/features/contact/contact-block';
import { paths } from '~/site/menu';
import { pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';

import type { Route } from './+types/life-at-company';

// A failed load renders the root's error boundary and its tags (root.tsx), never this route's.
export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? pageMeta(loaderData.head.search) : []);

export async function loader({ context }: Route.LoaderArgs) {
  const { entry } = await loadPageEntries(context, paths.lifeAtCompany);
  return { head: pageHeadOf(entry, paths.lifeAtCompany), content: {} };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  cachedPageData(request, serverLoader, [], () => ({
    head: pageHeadWithoutEntry(`Life at ${siteConfig.shortName}`, paths.lifeAtCompany),
  }));

/** docs/careers.md#the-pages: on the career pages the contact block is the career variant. */
export default function LifeAtCompanyRoute({ loaderData }: Route.ComponentProps) {
  useRememberPageData(paths.lifeAtCompany, loaderData);
  return (
    <>
      <LifeAtCompanyPage hero={loaderData.head.hero} />
      <ContactBlock variant="career" />
    </>
  );
}
