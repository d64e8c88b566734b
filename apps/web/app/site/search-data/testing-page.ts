/**
 * Search data, heading and introduction of the style guide (/testing), an internal page that is not an entry of
 * the content service: every other page's are its entry's (apps/cms/seed/pages).
 */
import { siteConfig } from '@auralis/site-config';

import { paths } from '../menu';
import { type PageCopy, withCanonicalUrls } from '../seo';

const testingCopy = {
  heading: 'Style guide',
  intro:
    'This internal page is our living style guide: every building block of the site in one place. Buttons, form fields and their errors, the spinner, error boxes, tabs, accordion, marquee, dialogs and the status screens, so designers and engineers can check each of them in the light and dark themes before a release.',
  search: {
    title: `Style Guide | ${siteConfig.name}`,
    ogTitle: 'The building blocks of the site: internal style guide',
    description:
      'Internal style guide of the site: buttons, form fields and errors, spinner, error boxes, tabs, accordion, marquee, dialogs and status screens.',
    ogDescription:
      'A page for our designers and engineers to review every building block of the site in the light and dark themes.',
    keywords: ['style guide', 'design system', 'ui components', 'form errors', 'dialogs'],
  },
} satisfies PageCopy;

export const testingPage = withCanonicalUrls({ testing: testingCopy }, () => paths.testing).testing;
