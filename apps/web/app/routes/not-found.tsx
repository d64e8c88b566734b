import { data } from 'react-router';

import { NotFoundScreen } from '~/features/status/not-found-screen';
import { pageMeta } from '~/site/page-meta';
import { notFoundPage } from '~/site/search-data/shell-pages';

export const notFoundMeta = () => pageMeta(notFoundPage.search, { noIndex: true });

/** Thrown by a loader whose path names nothing: the server answers 404 with the not-found screen. */
export function notFound(): never {
  // React Router's way for a loader to answer a status: the root's error boundary shows the not-found screen.
  throw data(null, { status: 404 });
}

/** Any path no other route matches answers 404, from the server, before anything hydrates. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta = notFoundMeta;

export default NotFoundScreen;
