import { describe, expect, it } from 'vitest';

import { contentPages } from '@auralis/content-manifest';
import { siteConfig } from '@auralis/site-config';

import { industries, paths } from './menu';
import { pageMeta, organizationJsonLd } from './page-meta';
import { pageContentForPath } from './page-content';
import { industryPageContent } from './search-data/industries';
import { portfolioPages, portfolioStoryIds } from './search-data/portfolio';
import { staticPageContent } from './search-data/static-pages';
import type { PageContent } from './seo';

/** Pages whose hero is in the code: search data, heading and introduction. */
const entries: [string, PageContent][] = [
  ...industries.map((industry): [string, PageContent] => [
    paths.industry(industry.slug),
    industryPageContent[industry.slug],
  ]),
  ...portfolioStoryIds.map((id): [string, PageContent] => [paths.portfolioStory(id), portfolioPages[id]]),
  [paths.home, staticPageContent.home],
  [paths.contact, staticPageContent.contact],
  [paths.lifeAtCompany, staticPageContent.lifeAtCompany],
  [paths.aboutPage('leadership'), staticPageContent.leadership],
];

// The service pages' search data is their entries' (apps/cms/seed/page-files.test.ts checks it the same way).
describe('per-slug search data (SPEC.md §2)', () => {
  it.each(entries)('%s has complete search data and a canonical URL for its own path', (path, { search }) => {
    expect(search.canonicalUrl).toBe(path === '/' ? `${siteConfig.siteUrl}/` : `${siteConfig.siteUrl}${path}`);
    expect(search.title.length).toBeGreaterThan(10);
    expect(search.title.length).toBeLessThanOrEqual(70);
    expect(search.ogTitle.length).toBeGreaterThan(10);
    expect(search.description.length).toBeGreaterThanOrEqual(100);
    expect(search.description.length).toBeLessThanOrEqual(170);
    expect(search.ogDescription.length).toBeGreaterThanOrEqual(60);
    expect(search.keywords.length).toBeGreaterThanOrEqual(3);
  });

  it.each(entries)('%s has a heading and an introduction', (_path, content) => {
    expect(content.heading.length).toBeGreaterThan(2);
    expect(content.intro.split(/\s+/).length).toBeGreaterThanOrEqual(20);
  });

  it('gives every page its own title and description', () => {
    const all = [...entries.map(([, content]) => content), ...Object.values(staticPageContent)];
    const unique = (values: string[]) => new Set(values).size;
    const titles = all.map((content) => content.search.title);
    const descriptions = all.map((content) => content.search.description);
    expect(unique(titles)).toBe(new Set(all).size);
    expect(unique(descriptions)).toBe(new Set(all).size);
  });

  it('never contains placeholder copy', () => {
    const text = JSON.stringify([entries, staticPageContent]);
    expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder/i);
  });
});

describe('pageMeta', () => {
  it('turns search data into title, description, canonical, Open Graph and Twitter tags', () => {
    const meta = pageMeta(staticPageContent.contact.search);
    const { search } = staticPageContent.contact;
    expect(meta).toContainEqual({ title: search.title });
    expect(meta).toContainEqual({ name: 'description', content: search.description });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: search.canonicalUrl });
    expect(meta).toContainEqual({ property: 'og:title', content: search.ogTitle });
    expect(meta).toContainEqual({ property: 'og:description', content: search.ogDescription });
    expect(meta).toContainEqual({ property: 'og:image', content: `${siteConfig.siteUrl}/social-share.png` });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(meta).not.toContainEqual(expect.objectContaining({ name: 'robots' }));
  });

  it('uses the same fixed sharing image on every page', () => {
    const images = entries.map(([, content]) =>
      pageMeta(content.search).find((tag) => 'property' in tag && tag.property === 'og:image'),
    );
    expect(new Set(images.map((tag) => JSON.stringify(tag))).size).toBe(1);
  });

  it('marks unlisted pages noindex', () => {
    expect(pageMeta(staticPageContent.testing.search, { noIndex: true })).toContainEqual({
      name: 'robots',
      content: 'noindex, follow',
    });
  });

  it('describes the organization with the site configuration', () => {
    const descriptor = organizationJsonLd() as { 'script:ld+json': Record<string, unknown> };
    expect(descriptor['script:ld+json']).toMatchObject({
      '@type': 'Organization',
      name: siteConfig.name,
      telephone: siteConfig.phone,
      email: siteConfig.emails.info,
      sameAs: siteConfig.social.map((link) => link.url),
    });
  });
});

describe('pageContentForPath', () => {
  it('finds the content of every public path that is not an entry of the content service', async () => {
    const { publicPaths } = await import('./route-table');
    const entryPaths = new Set(contentPages().map((page) => page.path));
    for (const path of publicPaths) {
      if (entryPaths.has(path)) expect(pageContentForPath(path), path).toBeUndefined();
      else expect(pageContentForPath(path), path).toBeDefined();
    }
  });

  it('finds nothing for unknown paths', () => {
    for (const path of [
      '/nope',
      '/services/nope',
      '/industries/nope',
      '/digital-marketing-services/nope',
      '/about/about-other/leadership',
    ]) {
      expect(pageContentForPath(path), path).toBeUndefined();
    }
  });
});
