/**
 * The headings pages must show: each page's h1, and the section headings (h2) some pages show beyond it (the
 * portfolio, about, legal and test pages). The whole-site pass (site-wide.spec.ts) checks them while it has
 * each page open.
 */
import type { APIRequestContext } from '@playwright/test';

import { sectionEndpoint } from '../packages/content-manifest/src/endpoints';
import { paths } from '../apps/web/app/site/menu';
import { seededStories } from './listed-pages';
import { EDITED_PREFIX, expectedPageCopy } from './page-copy';

const pages: readonly { readonly path: string; readonly h2: readonly string[] }[] = [
  { path: paths.portfolio, h2: ['Client stories', 'Start a Project'] },
  ...seededStories.map((story) => ({
    path: story.path,
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

/**
 * The h1 of the page at `path`: the heading its copy holds, or, on a service page whose hero is its banner,
 * the banner's title as the content service's REST API answers it (read here, not copied into the test).
 */
export async function mainHeadingOf(request: APIRequestContext, path: string): Promise<string> {
  const heading = expectedPageCopy(path)?.heading;
  if (heading !== undefined) return heading;
  const banner = sectionEndpoint(path, 'banner');
  if (!banner) throw new Error(`no heading for ${path}`);
  const rest = banner.number === undefined ? banner.endpoint.name : `${banner.endpoint.name}/${banner.number}`;
  const response = await request.get(`/api/${rest}`, { headers: { 'Strapi-Response-Format': 'v4' } });
  if (!response.ok()) throw new Error(`GET /api/${rest} answered ${response.status()}`);
  const body = (await response.json()) as { data: { attributes: { title: string } } };
  return body.data.attributes.title;
}

/**
 * Loads a page (`load`) between two reads of its expected h1. The admin suites publish a new banner for the
 * B2B SEO page while this runs; whatever moment the page was rendered at, it shows one of the two headings.
 */
export async function mainHeadingAround<T>(
  request: APIRequestContext,
  path: string,
  load: () => Promise<T>,
): Promise<{ readonly loaded: T; readonly headings: readonly string[] }> {
  const before = await mainHeadingOf(request, path);
  const loaded = await load();
  const after = await mainHeadingOf(request, path);
  return { loaded, headings: [...new Set([before, after])] };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches exactly one of `texts`, or a heading the admin suite wrote (EDITED_PREFIX) while the page was read. */
export const oneOf = (texts: readonly string[]): RegExp =>
  new RegExp(`^(?:${[...texts.map(escapeRegExp), `${escapeRegExp(EDITED_PREFIX)} .*`].join('|')})$`);
