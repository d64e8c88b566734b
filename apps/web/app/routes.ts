/**
 * docs/routes-and-shell.md#the-routes route table. Each route module is its own chunk, loaded when first visited.
 * Sub-service pages get one route per service area (`/{area}/:pagename`), so an unknown area never
 * reaches the sub-service screen; an unknown page name inside an area renders the not-found screen.
 */
import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { siteConfig } from '@auralis/site-config';

import { serviceAreas } from './site/menu';

export default [
  index('routes/home.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('custom-website-development', 'routes/custom-website-development.tsx'),
  route('agiliti-hire-dedicated-developers', 'routes/agiliti.tsx'),
  route('industries', 'routes/industries.tsx'),
  route('industries/:industry', 'routes/industry.tsx'),
  route('career', 'routes/career.tsx'),
  route('career/open-roles', 'routes/open-roles.tsx'),
  route(`career/life-at-${siteConfig.slug}`, 'routes/life-at-company.tsx'),
  route('portfolio', 'routes/portfolio.tsx'),
  route('portfolio/:storyId', 'routes/portfolio-story.tsx'),
  route('about', 'routes/about.tsx'),
  route(`about/about-${siteConfig.slug}/:page`, 'routes/about-subpage.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('testing', 'routes/testing.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/:area', 'routes/service-overview.tsx'),
  ...serviceAreas
    .filter((area) => area.pages.length > 0)
    .map((area) => route(`${area.slug}/:pagename`, 'routes/sub-service.tsx', { id: `sub-service-${area.slug}` })),
  route('jobs/:jobId/:jobName', 'routes/job-detail.tsx'),
  route('jobs/:jobName/ApplyNow', 'routes/job-apply.tsx'),
  // The newsletter's signed links (docs/forms.md#newsletter-consent); only our mails lead here.
  route('newsletter/confirm', 'routes/newsletter-confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  // The cookie banner's and the theme toggle's forms, for a browser without JavaScript.
  route('preferences/:preference', 'routes/preferences.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
