import { cachedPageData, useRememberPageData } from '~/content/page-data-cache';
import { legalTextOf, loadPageEntries } from '~/content/page-entries.server';
import { LegalPage } from '~/features/legal/legal-page';
import { paths } from '~/site/menu';
import { pageHeadOf, pageHeadWithoutEntry } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';

import type { Route } from './+types/privacy';

// A failed load renders the root's error boundary and its tags (root.tsx), never this route's.
export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? pageMeta(loaderData.head.search) : []);

/** The policy's entry: its search data, hero and text. */
export async function loader({ context }: Route.LoaderArgs) {
  const { entry } = await loadPageEntries(context, paths.privacy);
  return { head: pageHeadOf(entry, paths.privacy), legal: legalTextOf(entry), content: {} };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  cachedPageData(request, serverLoader, [], () => ({
    head: pageHeadWithoutEntry('Privacy policy', paths.privacy),
    legal: { lastUpdated: '', html: '' },
  }));

export default function Privacy({ loaderData }: Route.ComponentProps) {
  useRememberPageData(paths.privacy, loaderData);
  const { label, heading, intro } = loaderData.head.hero;
  return <LegalPage label={label} heading={heading} intro={intro} {...loaderData.legal} />;
}
