import type { APIRequestContext } from '@playwright/test';
import { HtmlValidate } from 'html-validate';

import { jobDetailPath, type JobState as JobOpening } from '../apps/web/app/features/careers/job-state';
import { EDITED_DESCRIPTION_PREFIX, EDITED_PREFIX, expectedPageCopy } from './page-copy';
import { generatedFiles, publicPaths, renderedPaths } from '../apps/web/app/site/route-table';
import { seededListedPaths } from './listed-pages';
import { expect, test } from './fixtures';
import { mainHeadingAround } from './page-headings';

/** The HTML as the server sends it, before any script runs. */
async function rawHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

for (const path of ['/', '/contact', '/digital-marketing-services/b2b-seo-services', '/industries/healthcare']) {
  test(`${path} carries its own title, description, canonical and social tags in the HTML`, async ({ request }) => {
    const content = expectedPageCopy(path);
    if (!content) throw new Error(`no content for ${path}`);
    const { loaded: html, headings } = await mainHeadingAround(request, path, () => rawHtml(request, path));
    const { search } = content;
    expect(html).toContain(`<title>${escapeHtml(search.title)}</title>`);
    const description = /<meta name="description" content="([^"]*)"\/>/.exec(html)?.[1];
    expect(description, 'a description meta tag').toBeDefined();
    if (!description?.startsWith(EDITED_DESCRIPTION_PREFIX)) expect(description).toBe(escapeHtml(search.description));
    expect(html).toContain(`<link rel="canonical" href="${search.canonicalUrl}"/>`);
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(search.ogTitle)}"/>`);
    expect(html).toContain(`<meta property="og:image" content="https://www.auralis.example/social-share.png"/>`);
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
    expect(html).toContain(`<h1`);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    const shown = headings.filter((heading) => html.includes(escapeHtml(heading).replace(/&quot;/g, '"')));
    // Or a headline the admin suite wrote meanwhile (page-copy.ts).
    if (!h1.startsWith(EDITED_PREFIX))
      expect(shown.length, `the page's h1, one of: ${headings.join(' / ')}`).toBeGreaterThan(0);
  });
}

test('the home page carries Organization structured data', async ({ request }) => {
  const html = await rawHtml(request, '/');
  const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  expect(match).not.toBeNull();
  const data = JSON.parse(match?.[1] ?? '{}');
  expect(data).toMatchObject({ '@type': 'Organization', name: 'Auralis Digital', telephone: '+91 80 4718 2200' });
});

test('the social sharing image is served', async ({ request }) => {
  const response = await request.get('/social-share.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

/** The open roles' detail pages, from the recruiting API (issue 20). */
async function openRolePaths(request: APIRequestContext): Promise<string[]> {
  const roles = ((await (await request.get('/api/zoho-recruit/job-openings')).json()) as { data: JobOpening[] }).data;
  expect(roles.length).toBeGreaterThan(0);
  return roles.map(jobDetailPath);
}

test("sitemap.xml lists every public route once, and every open role's detail page", async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const locations = [...(await response.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  const jobPaths = await openRolePaths(request);
  expect(locations).toHaveLength(publicPaths.length + seededListedPaths.length + jobPaths.length);
  for (const path of [...publicPaths, ...seededListedPaths, ...jobPaths]) {
    expect(locations).toContain(path === '/' ? 'https://www.auralis.example/' : `https://www.auralis.example${path}`);
  }
  expect(locations.some((location) => location?.endsWith('/testing'))).toBe(false);
});

test('robots.txt points to the sitemap and keeps the admin out', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Sitemap: https://www.auralis.example/sitemap.xml');
  expect(text).toContain('Disallow: /admin');
});

test('the site, the API and the admin share one origin', async ({ request }) => {
  expect((await request.get('/admin')).status()).toBe(200);
  const api = await request.get('/api/not-a-content-type');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
  const asset = (await rawHtml(request, '/')).match(/\/assets\/[\w-]+\.js/)?.[0];
  expect(asset).toBeDefined();
  const assetResponse = await request.get(asset ?? '');
  expect(assetResponse.headers()['cache-control']).toContain('immutable');
});

/**
 * What the server sends for every page is valid HTML by html-validate's rules for the HTML standard and for
 * documents (the "recommended" preset adds style preferences React's output does not follow, such as
 * `<meta/>`). Ids are also checked by hand across the whole document, SVG included, which html-validate does
 * not look into: the header and the footer both draw the logo's gradient.
 */
test('every page the server renders is valid HTML, with no id used twice', async ({ request }) => {
  test.setTimeout(120_000);
  const validator = new HtmlValidate({
    extends: ['html-validate:standard', 'html-validate:document'],
    // Subresource integrity guards files from another origin; every stylesheet and font here is our own.
    rules: { 'require-sri': 'off' },
  });
  const [jobPath] = await openRolePaths(request);
  if (!jobPath) throw new Error('no open role');
  const applyPath = `/jobs/${jobPath.split('/')[3] ?? ''}/ApplyNow`;
  const pages = [
    ...renderedPaths.filter((path) => !generatedFiles.includes(path)),
    ...seededListedPaths,
    '/no-such-page',
    // Not found by a loader (the root's meta gives the not-found page's tags).
    '/industries/mining',
    '/jobs/1/a-role',
    jobPath,
    applyPath,
  ];
  const findings: string[] = [];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html, path);
    for (const message of report.results.flatMap((result) => result.messages)) {
      findings.push(`${path}: ${message.ruleId}: ${message.message}`);
    }
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    for (const id of new Set(repeated)) findings.push(`${path}: the id "${id}" is used more than once`);
  }
  expect(findings).toEqual([]);
});
