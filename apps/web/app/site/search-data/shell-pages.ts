/**
 * The copy of the two pages every visit can start on without knowing the rest of the site: the home page and
 * the not-found screen (the shell renders it). Kept apart from static-pages.ts so a first visit to `/` does not
 * download every page's copy (issue "Speed and accessibility gates": first visit at most 130 KB).
 */
import { companyFacts, siteConfig } from '@auralis/site-config';

import { paths } from '../menu';
import { type PageCopy, withCanonicalUrls } from '../seo';

export const homePageCopy = {
  heading: 'Driving growth with human-centric digital innovation',
  intro: `${siteConfig.name} designs, builds and runs digital products for companies in ${companyFacts.clientCountries} countries. Since ${siteConfig.foundingYear}, our engineers, designers, data specialists and marketers have delivered more than ${companyFacts.projectsDelivered} projects. Most of our clients stay with us, and the average relationship now lasts over four years.`,
  search: {
    title: `${siteConfig.name} | Digital Engineering and Consulting`,
    ogTitle: `${siteConfig.name}: human-centric digital innovation`,
    description: `Digital engineering and consulting since ${siteConfig.foundingYear}: design, development, AI, QA, cloud, data and marketing from ${companyFacts.headcount} people in Bengaluru and Pune.`,
    ogDescription: `${companyFacts.projectsDelivered}+ projects in ${companyFacts.clientCountries} countries. We design, engineer and run digital products for banking, health, education, SaaS, commerce and energy companies.`,
    keywords: [
      'digital engineering company',
      'digital transformation consulting',
      'software development company india',
      'product design and engineering',
      'it consulting bengaluru',
    ],
  },
} satisfies PageCopy;

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

const shellPages = withCanonicalUrls({ home: homePageCopy, notFound: notFoundPageCopy }, (key) =>
  key === 'home' ? paths.home : '/404',
);

export const homePage = shellPages.home;
export const notFoundPage = shellPages.notFound;
