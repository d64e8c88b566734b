/**
 * What the content service hands every loader when it renders a page (apps/cms/src/web-app): the reader of
 * the content (published, or the saved drafts behind a valid preview token) and whether this request is an
 * in-app navigation's data request, which has no markup to carry texts in. The site's server entry adds
 * the texts a first load carries in its markup only (html-only-text.tsx), one map per request.
 */
import type { SiteLoadContext } from '@auralis/content-manifest';

declare module 'react-router' {
  interface AppLoadContext extends SiteLoadContext {
    readonly htmlOnlyText: Map<string, string>;
  }
}

export {};
