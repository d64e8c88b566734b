import { siteConfig } from '@auralis/site-config';
import type { MetaDescriptor } from 'react-router';

import { linkPageCopy, type LinkPageAction, type LinkPageData } from './link-page-copy';

/** A page only our mails link to, about one address: kept out of search engines, and out of the sitemap. */
export function linkPageMeta(action: LinkPageAction, page: LinkPageData | undefined): MetaDescriptor[] {
  const copy = linkPageCopy(action, page?.view ?? 'invalid', undefined);
  return [
    { title: `${copy.heading} | ${siteConfig.name}` },
    { name: 'description', content: `The ${siteConfig.name} newsletter: ${copy.heading.toLowerCase()}.` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
