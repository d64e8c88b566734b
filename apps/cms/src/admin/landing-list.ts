/**
 * Which list of the admin a login lands on (first-landing.tsx), kept apart from the admin's React code so that it
 * is tested without loading the admin.
 */
/** The Pages list, relative to the admin's base path. */
export const PAGES_LIST = '/content-manager/collection-types/api::page.page';

/**
 * The lists a login may land on, in order: the marketing team's Pages, then the recruiters' job applications. An
 * admin lands on the first one its role can read; a recruiter sent to the Pages list met "You don't have the
 * permissions" on every login.
 */
const LANDING_LISTS: readonly { readonly uid: string; readonly path: string }[] = [
  { uid: 'api::page.page', path: PAGES_LIST },
  {
    uid: 'api::job-application.job-application',
    path: '/content-manager/collection-types/api::job-application.job-application',
  },
];

/** The first landing list the permissions can read, or null to stay on the home page. */
export function landingListFor(
  permissions: readonly { readonly action: string; readonly subject?: string | null }[],
): string | null {
  const readable = (uid: string) =>
    permissions.some(
      (permission) => permission.action === 'plugin::content-manager.explorer.read' && permission.subject === uid,
    );
  return LANDING_LISTS.find((list) => readable(list.uid))?.path ?? null;
}
