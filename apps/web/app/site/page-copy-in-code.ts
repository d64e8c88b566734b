/**
 * The search data, heading and introduction of the pages whose copy the site's code holds: the style guide and
 * the not-found screen. Every other page's are its entry's in the content service (apps/cms/seed/pages); the
 * browser tests read them there (e2e/page-copy.ts).
 */
import { paths } from './menu';
import { notFoundPage } from './search-data/shell-pages';
import { testingPage } from './search-data/testing-page';
import type { PageIntroduction } from './seo';

/** The copy of a page the code holds, by its path; undefined for any other path. */
export function pageCopyInCode(path: string): PageIntroduction | undefined {
  if (path === paths.testing) return testingPage;
  if (path === '/404') return notFoundPage;
  return undefined;
}
