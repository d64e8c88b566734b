/**
 * The copy of the not-found screen, which the shell renders for any path: it is no page of the content
 * service (every page's copy is its entry's, apps/cms/seed/pages).
 */
import { siteConfig } from '@auralis/site-config';

import { type PageCopy, withCanonicalUrls } from '../seo';

export const notFoundPageCopy = {
  heading: 'Page not found',
  intro:
    'We looked in every sprint, every backlog and every branch, and this page is not in any of them. It may have moved or the link may be out of date, so the homepage is the best place to start again.',
  search: {
    title: `Page Not Found | ${siteConfig.name}`,
    ogTitle: 'This page could not be found',
    description:
      'The page you asked for does not exist or has moved. Go back to the homepage to find our services, industries, case studies and career openings.',
    ogDescription:
      'This link leads nowhere, but the rest of the site is right where you left it. Start again from the homepage.',
    keywords: ['page not found', '404', 'missing page', 'broken link'],
  },
} satisfies PageCopy;

export const notFoundPage = withCanonicalUrls({ notFound: notFoundPageCopy }, () => '/404').notFound;
