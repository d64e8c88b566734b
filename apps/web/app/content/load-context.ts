/**
 * What the content service hands every loader when it renders a page (apps/cms/src/web-app): the reader of
 * the content (published, or the saved drafts behind a valid preview token) and whether this request is an
 * in-app navigation's data request, which answers with a promise per content block.
 */
import type { SiteLoadContext } from '@auralis/content-manifest';

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augments React Router's own interface.
  interface AppLoadContext extends SiteLoadContext {}
}

export {};
