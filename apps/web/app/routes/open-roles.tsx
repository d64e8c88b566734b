import { loadPageEntries } from '~/content/page-entries.server';
import { OpenRolesPage } from '~/features/careers/career-pages';
import { loadOpenRoles } from '~/features/careers/job-page-data.server';
import { paths } from '~/site/menu';
import { pageHeadOf } from '~/site/page-head';
import { pageMeta } from '~/site/page-meta';

import type { Route } from './+types/open-roles';

// A failed load renders the root's error boundary and its tags (root.tsx), never this route's.
export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? pageMeta(loaderData.head.search) : []);

/** The roles open and close in the recruiting provider, without a publish: never kept in the HTML cache. */
export const handle = { htmlCache: false };

/**
 * The page's entry (search data, hero and the sections around the list) and the open roles, read on the
 * server: a first visit has them in its HTML. An in-app navigation gets the roles as a promise, so the list
 * shows its spinner while they arrive (docs/careers.md#the-application-form), as it did when the browser fetched them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const roles = loadOpenRoles(context);
  const { entry } = await loadPageEntries(context, paths.openRoles);
  return {
    head: pageHeadOf(entry, paths.openRoles),
    sections: entry.sections,
    roles: context.deferContent ? roles : await roles,
  };
}

export default function OpenRoles({ loaderData }: Route.ComponentProps) {
  return <OpenRolesPage hero={loaderData.head.hero} sections={loaderData.sections} roles={loaderData.roles} />;
}
