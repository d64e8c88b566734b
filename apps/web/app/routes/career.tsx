import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { loadPageEntries } from '~/content/page-entries.server';
import { CareerPage } from '~/features/careers/career-pages';
import { ContactBlock } from '~/features/contact/contact-block';
import { paths } from '~/site/menu';
import { pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';

import type { Route } from './+types/career';

// A failed load renders the root's error boundary and its tags (root.tsx), never this route's.
export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? pageMeta(loaderData.head.search) : []);

export async function loader({ context }: Route.LoaderArgs) {
  const { entry } = await loadPageEntries(context, paths.career);
  return { head: pageHeadOf(entry, paths.career), content: {} };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  cachedPageData(request, serverLoader, [], () => ({ head: pageHeadWithoutEntry('Careers', paths.career) }));

/** docs/careers.md#the-pages: on the career pages the contact block is the career variant. */
export default function CareerRoute({ loaderData }: Route.ComponentProps) {
  useRememberPageData(paths.career, loaderData);
  return (
    <>
      <CareerPage hero={loaderData.head.hero} />
      <ContactBlock variant="career" />
    </>
  );
}
