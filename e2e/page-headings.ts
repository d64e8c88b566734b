/**
 * The section headings (h2) some pages must show beyond their own h1 and title: the portfolio, about, legal
 * and test pages. The whole-site pass (site-wide.spec.ts) checks them while it has each page open.
 */
import { paths } from '../apps/web/app/site/menu';
import { portfolioStoryIds } from '../apps/web/app/site/search-data/portfolio';

const pages: readonly { readonly path: string; readonly h2: readonly string[] }[] = [
  { path: paths.portfolio, h2: ['Client stories', 'Start a Project'] },
  ...portfolioStoryIds.map((id) => ({
    path: paths.portfolioStory(id),
    h2: ['The challenge', 'Our approach', 'What we built', 'The outcome', 'Technologies', 'Services involved'],
  })),
  { path: paths.about, h2: ['Our story', 'Our offices', 'What we value', 'Get to know us'] },
  { path: paths.aboutPage('mission-and-vision'), h2: ['Why we exist', 'How we work toward it', 'What we value'] },
  { path: paths.aboutPage('leadership'), h2: ['Leadership team'] },
  { path: paths.aboutPage('alliance'), h2: ['Cloud partnerships', 'Certifications', 'What partnerships mean for you'] },
  { path: paths.aboutPage('community-engagement'), h2: ['Our community programs', 'Our commitments'] },
  { path: paths.privacy, h2: ['1. Who we are', '4. Cookies and local storage', '5. Captcha'] },
  { path: paths.terms, h2: ['1. Acceptance of these terms'] },
  {
    path: paths.testing,
    h2: ['Buttons', 'Form fields and errors', 'Spinner', 'Tabs and accordion', 'Marquee', 'Dialogs', 'Status screens'],
  },
];

/** The h2 headings the page at `path` must show; none for the pages not listed. */
export const sectionHeadingsOf = (path: string): readonly string[] =>
  pages.find((entry) => entry.path === path)?.h2 ?? [];
