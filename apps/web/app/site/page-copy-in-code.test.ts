import { describe, expect, it } from 'vitest';

import { contentPages } from '@auralis/content-manifest';
import { siteConfig } from '@auralis/site-config';

import { paths } from './menu';
import { pageCopyInCode } from './page-copy-in-code';
import { pageMeta, organizationJsonLd } from './page-meta';
import { notFoundPage } from './search-data/shell-pages';
import { testingPage } from './search-data/testing-page';

// Every other page's search data and hero are its entry's: apps/cms/seed/page-files.test.ts checks them.
describe('the search data the code still holds (docs/routes-and-shell.md#the-shell): the style guide and the not-found screen', () => {
  it.each([
    [paths.testing, testingPage],
    ['/404', notFoundPage],
  ] as const)('%s has complete search data, a heading and an introduction', (path, { search, heading, intro }) => {
    expect(search.canonicalUrl).toBe(`${siteConfig.siteUrl}${path}`);
    expect(search.title.length).toBeGreaterThan(10);
    expect(search.description.length).toBeGreaterThanOrEqual(100);
    expect(search.keywords.length).toBeGreaterThanOrEqual(3);
    expect(heading.length).toBeGreaterThan(2);
    expect(intro.split(/\s+/).length).toBeGreaterThanOrEqual(20);
    expect(JSON.stringify([search, heading, intro])).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder/i);
  });
});

describe('pageMeta', () => {
  const search = {
    title: 'Contact Us | A company',
    description: 'A description of the contact page, long enough to be one.',
    ogTitle: 'Talk to us',
    ogDescription: 'The share description.',
    keywords: ['contact', 'enquiry'],
    canonicalUrl: `${siteConfig.siteUrl}/contact`,
  };

  it('turns search data into title, description, canonical, Open Graph and Twitter tags', () => {
    const meta = pageMeta(search);
    expect(meta).toContainEqual({ title: search.title });
    expect(meta).toContainEqual({ name: 'description', content: search.description });
    expect(meta).toContainEqual({ name: 'keywords', content: 'contact, enquiry' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: search.canonicalUrl });
    expect(meta).toContainEqual({ property: 'og:title', content: search.ogTitle });
    expect(meta).toContainEqual({ property: 'og:description', content: search.ogDescription });
    expect(meta).toContainEqual({ property: 'og:image', content: `${siteConfig.siteUrl}/social-share.png` });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(meta).not.toContainEqual(expect.objectContaining({ name: 'robots' }));
  });

  it('uses the same fixed sharing image on every page', () => {
    const images = [search, testingPage.search, notFoundPage.search].map((data) =>
      pageMeta(data).find((tag) => 'property' in tag && tag.property === 'og:image'),
    );
    expect(new Set(images.map((tag) => JSON.stringify(tag))).size).toBe(1);
  });

  it('marks unlisted pages noindex', () => {
    expect(pageMeta(testingPage.search, { noIndex: true })).toContainEqual({
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

describe('pageCopyInCode', () => {
  it('holds no copy of a page that is an entry of the content service, and the copy of every other public path', async () => {
    const { publicPaths } = await import('./route-table');
    const entryPaths = new Set(contentPages().map((page) => page.path));
    for (const path of publicPaths) {
      if (entryPaths.has(path)) expect(pageCopyInCode(path), path).toBeUndefined();
      else expect(pageCopyInCode(path), path).toBeDefined();
    }
  });

  it('finds nothing for unknown paths', () => {
    for (const path of ['/nope', '/services/nope', '/industries/nope', '/about/about-other/leadership']) {
      expect(pageCopyInCode(path), path).toBeUndefined();
    }
  });
});
