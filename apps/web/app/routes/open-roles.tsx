import { OpenRolesPage } from '~/features/careers/career-pages';
import { loadOpenRoles } from '~/features/careers/job-page-data.server';
import { pageMeta } from '~/site/page-meta';
import { staticPageContent } from '~/site/search-data/static-pages';

import type { Route } from './+types/open-roles';

export const meta = () => pageMeta(staticPageContent.openRoles.search);

/** The roles open and close in the recruiting provider, without a publish: never kept in the HTML cache. */
export const handle = { htmlCache: false };

/**
 * The open roles, read on the server: a first visit has them in its HTML. An in-app navigation gets them as a
 * promise, so the list shows its spinner while they arrive (SPEC.md §4), as it did when the browser fetched them.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const roles = loadOpenRoles(context);
  return { roles: context.deferContent ? roles : await roles };
}

export default function OpenRoles({ loaderData }: Route.ComponentProps) {
  return <OpenRolesPage roles={loaderData.roles} />;
}
